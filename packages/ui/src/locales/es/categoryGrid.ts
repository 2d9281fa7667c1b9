import type { BookshopLabels } from '../types';

export const categoryGrid: BookshopLabels['categoryGrid'] = {
  empty: 'Todavía no hay libros aquí',
  showMore: (shown, total) => `Mostrar más libros (${shown} de ${total})`,
  loading: 'Cargando libros',
};
