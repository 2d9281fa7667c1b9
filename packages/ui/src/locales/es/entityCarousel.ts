import type { BookshopLabels } from '../types';

export const entityCarousel: BookshopLabels['entityCarousel'] = {
  authors: 'Autores',
  publishers: 'Editoriales',
  previous: 'Anteriores',
  next: 'Siguientes',
};
