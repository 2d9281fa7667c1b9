import type { BookshopLabels } from '../types';

export const signInForm: BookshopLabels['signInForm'] = {
  signIn: 'Iniciar sesión',
  email: 'Correo electrónico',
  password: 'Contraseña',
  noAccount: '¿No tienes cuenta?',
  signUp: 'Registrarse',
};
