import type { BookshopLabels } from '../types';

export const filterPanel: BookshopLabels['filterPanel'] = {
  title: 'Filtres',
  from: 'Des de',
  to: 'Fins a',
  apply: 'Aplica',
  clear: 'Treu els filtres',
  showBooks: (count) => `Mostra ${count} ${count === 1 ? 'llibre' : 'llibres'}`,
  close: 'Tanca',
};
