import type { BookshopLabels } from '../types';

export const authorPublisherPage: BookshopLabels['authorPublisherPage'] = {
  books: 'Llibres',
  noBooks: 'Encara no hi ha llibres',
};
