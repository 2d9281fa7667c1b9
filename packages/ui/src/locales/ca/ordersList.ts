import type { BookshopLabels } from '../types';

export const ordersList: BookshopLabels['ordersList'] = {
  empty: 'Encara no hi ha comandes',
  loading: "S'està carregant",
  order: (number) => `Comanda ${number}`,
  placedOn: 'Feta el',
  total: 'Total',
  details: 'Mostra la comanda',
};
