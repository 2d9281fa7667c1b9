import type { BookshopLabels } from '../types';

export const contactsBlock: BookshopLabels['contactsBlock'] = {
  country: 'País',
  region: 'Región',
  town: 'Ciudad',
  street: 'Calle',
  telephone: 'Teléfono',
  email: 'Correo electrónico',
  hours: 'Horario',
};
