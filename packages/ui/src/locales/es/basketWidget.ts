import type { BookshopLabels } from '../types';

export const basketWidget: BookshopLabels['basketWidget'] = {
  basket: 'Cesta',
  books: (count) => (count === 1 ? 'libro' : 'libros'),
  empty: 'Tu cesta está vacía',
  goToBasket: 'Ir a la cesta',
};
