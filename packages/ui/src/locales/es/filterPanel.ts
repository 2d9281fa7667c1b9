import type { BookshopLabels } from '../types';

export const filterPanel: BookshopLabels['filterPanel'] = {
  title: 'Filtros',
  from: 'Desde',
  to: 'Hasta',
  apply: 'Aplicar',
  clear: 'Quitar filtros',
  showBooks: (count) => `Ver ${count} ${count === 1 ? 'libro' : 'libros'}`,
  close: 'Cerrar',
};
