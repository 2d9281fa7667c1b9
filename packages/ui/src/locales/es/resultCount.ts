import type { BookshopLabels } from '../types';

export const resultCount: BookshopLabels['resultCount'] = {
  books: (count) => `${count.toLocaleString('es-ES')} ${count === 1 ? 'libro' : 'libros'}`,
  moreThan: (count) => `Más de ${count.toLocaleString('es-ES')} libros`,
};
