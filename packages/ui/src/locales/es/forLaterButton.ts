import type { BookshopLabels } from '../types';

export const forLaterButton: BookshopLabels['forLaterButton'] = {
  keepForLater: 'Guardar para después',
  keepBook: (name) => `Guardar para después: ${name}`,
};
