import type { BookshopLabels } from '../types';

export const contactsBlock: BookshopLabels['contactsBlock'] = {
  country: 'País',
  region: 'Regió',
  town: 'Població',
  street: 'Carrer',
  telephone: 'Telèfon',
  email: 'Correu electrònic',
  hours: 'Horari',
};
