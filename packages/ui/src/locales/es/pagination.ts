import type { BookshopLabels } from '../types';

export const pagination: BookshopLabels['pagination'] = {
  nav: 'Páginas',
  first: 'Primera página',
  previous: 'Página anterior',
  next: 'Página siguiente',
  last: 'Última página',
  page: (page) => `Página ${page}`,
};
