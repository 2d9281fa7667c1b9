import type { BookshopLabels } from '../types';

export const topBar: BookshopLabels['topBar'] = {
  language: 'Idioma',
  signIn: 'Inicia la sessió',
  signUp: "Registra't",
  orders: 'Comandes',
  greeting: (name) => `Hola, ${name}`,
  account: 'El meu compte',
  backOffice: 'Administració',
};
