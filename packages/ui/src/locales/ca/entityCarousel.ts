import type { BookshopLabels } from '../types';

export const entityCarousel: BookshopLabels['entityCarousel'] = {
  authors: 'Autors',
  publishers: 'Editorials',
  previous: 'Anteriors',
  next: 'Següents',
};
