import type { BookshopLabels } from '../types';

export const bookCarousel: BookshopLabels['bookCarousel'] = {
  tabs: 'Libros',
  new: 'Novedades',
  popular: 'Populares',
  previous: 'Libros anteriores',
  next: 'Libros siguientes',
  loading: 'Cargando libros',
  empty: 'Todavía no hay libros',
};
