import type { BookshopLabels } from '../types';

export const searchBox: BookshopLabels['searchBox'] = {
  placeholder: 'Cerca llibres, autors, editorials',
  search: 'Cerca',
};
