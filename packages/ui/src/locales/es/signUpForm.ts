import type { BookshopLabels } from '../types';

export const signUpForm: BookshopLabels['signUpForm'] = {
  signUp: 'Registrarse',
  firstName: 'Nombre',
  lastName: 'Apellidos',
  email: 'Correo electrónico',
  telephone: 'Teléfono',
  password: 'Contraseña',
  confirmPassword: 'Repite la contraseña',
  haveAccount: '¿Ya tienes cuenta?',
  signIn: 'Iniciar sesión',
};
