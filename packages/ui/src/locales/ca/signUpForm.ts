import type { BookshopLabels } from '../types';

export const signUpForm: BookshopLabels['signUpForm'] = {
  signUp: "Registra't",
  firstName: 'Nom',
  lastName: 'Cognoms',
  email: 'Correu electrònic',
  telephone: 'Telèfon',
  password: 'Contrasenya',
  confirmPassword: 'Repeteix la contrasenya',
  haveAccount: 'Ja tens compte?',
  signIn: 'Inicia la sessió',
};
