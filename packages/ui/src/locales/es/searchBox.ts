import type { BookshopLabels } from '../types';

export const searchBox: BookshopLabels['searchBox'] = {
  placeholder: 'Buscar libros, autores, editoriales',
  search: 'Buscar',
};
