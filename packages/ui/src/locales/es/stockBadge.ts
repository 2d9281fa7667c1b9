import type { BookshopLabels } from '../types';

export const stockBadge: BookshopLabels['stockBadge'] = {
  inStock: 'En stock',
  lastCopies: 'Últimas unidades',
  soldOut: 'Agotado',
};
