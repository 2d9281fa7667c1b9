import type { BookshopLabels } from '../types';

export const searchPanel: BookshopLabels['searchPanel'] = {
  books: 'Llibres',
  authors: 'Autors',
  publishers: 'Editorials',
  noResults: "No s'ha trobat cap resultat",
  loading: "S'està cercant",
  retry: 'Torna-ho a provar',
  suggestions: 'Suggeriments',
  found: (count) => `${count} ${count === 1 ? 'suggeriment' : 'suggeriments'}`,
};
