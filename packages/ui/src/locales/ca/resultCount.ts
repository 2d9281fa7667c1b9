import type { BookshopLabels } from '../types';

export const resultCount: BookshopLabels['resultCount'] = {
  books: (count) => `${count.toLocaleString('ca-ES')} ${count === 1 ? 'llibre' : 'llibres'}`,
  moreThan: (count) => `Més de ${count.toLocaleString('ca-ES')} llibres`,
};
