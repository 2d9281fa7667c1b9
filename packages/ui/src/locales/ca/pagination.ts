import type { BookshopLabels } from '../types';

export const pagination: BookshopLabels['pagination'] = {
  nav: 'Pàgines',
  first: 'Primera pàgina',
  previous: 'Pàgina anterior',
  next: 'Pàgina següent',
  last: 'Última pàgina',
  page: (page) => `Pàgina ${page}`,
};
