import type { BookshopLabels } from '../types';

export const topBar: BookshopLabels['topBar'] = {
  language: 'Idioma',
  signIn: 'Iniciar sesión',
  signUp: 'Registrarse',
  orders: 'Pedidos',
  greeting: (name) => `Hola, ${name}`,
  account: 'Mi cuenta',
  backOffice: 'Administración',
};
