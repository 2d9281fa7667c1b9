import type { BookshopLabels } from '../types';

export const basketTable: BookshopLabels['basketTable'] = {
  books: 'Libros',
  price: 'Precio',
  quantity: 'Cantidad',
  total: 'Total',
  empty: 'Tu cesta está vacía',
  add: (name) => `Añadir un ejemplar de ${name}`,
  remove: (name) => `Quitar un ejemplar de ${name}`,
  removeLastTitle: (name) => `¿Quitar «${name}» de la cesta?`,
  removeLastMessage: 'Es el último ejemplar de este libro en tu cesta.',
  removeLastConfirm: 'Quitarlo',
};
