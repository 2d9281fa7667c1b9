import type { BookshopLabels } from '../types';

export const sortSelect: BookshopLabels['sortSelect'] = { label: 'Ordena per' };
