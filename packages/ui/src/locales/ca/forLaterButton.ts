import type { BookshopLabels } from '../types';

export const forLaterButton: BookshopLabels['forLaterButton'] = {
  keepForLater: 'Desa per a després',
  keepBook: (name) => `Desa per a després: ${name}`,
};
