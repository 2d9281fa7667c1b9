import type { BookshopLabels } from '../types';

export const stockBadge: BookshopLabels['stockBadge'] = {
  inStock: 'En estoc',
  lastCopies: 'Últimes unitats',
  soldOut: 'Esgotat',
};
