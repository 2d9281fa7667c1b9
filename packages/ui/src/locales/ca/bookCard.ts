import type { BookshopLabels } from '../types';

export const bookCard: BookshopLabels['bookCard'] = {
  addToBasket: 'Afegeix a la cistella',
  adding: 'Afegint…',
  rating: (value) => `Valoració: ${String(value).replace('.', ',')} de 5`,
};
