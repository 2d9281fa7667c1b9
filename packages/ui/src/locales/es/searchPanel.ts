import type { BookshopLabels } from '../types';

export const searchPanel: BookshopLabels['searchPanel'] = {
  books: 'Libros',
  authors: 'Autores',
  publishers: 'Editoriales',
  noResults: 'No se han encontrado resultados',
  loading: 'Buscando',
  retry: 'Reintentar',
  suggestions: 'Sugerencias',
  found: (count) => `${count} ${count === 1 ? 'sugerencia' : 'sugerencias'}`,
};
