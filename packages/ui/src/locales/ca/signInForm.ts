import type { BookshopLabels } from '../types';

export const signInForm: BookshopLabels['signInForm'] = {
  signIn: 'Inicia la sessió',
  email: 'Correu electrònic',
  password: 'Contrasenya',
  noAccount: 'No tens compte?',
  signUp: "Registra't",
};
