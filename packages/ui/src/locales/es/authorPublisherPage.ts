import type { BookshopLabels } from '../types';

export const authorPublisherPage: BookshopLabels['authorPublisherPage'] = {
  books: 'Libros',
  noBooks: 'Todavía no hay libros',
};
