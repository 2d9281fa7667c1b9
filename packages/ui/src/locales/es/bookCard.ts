import type { BookshopLabels } from '../types';

export const bookCard: BookshopLabels['bookCard'] = {
  addToBasket: 'Añadir a la cesta',
  adding: 'Añadiendo…',
  rating: (value) => `Valoración: ${String(value).replace('.', ',')} de 5`,
};
