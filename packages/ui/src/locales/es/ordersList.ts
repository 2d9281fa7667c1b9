import type { BookshopLabels } from '../types';

export const ordersList: BookshopLabels['ordersList'] = {
  empty: 'Todavía no hay pedidos',
  loading: 'Cargando',
  order: (number) => `Pedido ${number}`,
  placedOn: 'Realizado el',
  total: 'Total',
  details: 'Ver el pedido',
};
