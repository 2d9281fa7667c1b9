import type { BookshopLabels } from '../types';

export const languageNames: BookshopLabels['languageNames'] = {
  esp: 'Castellà',
  eng: 'Anglès',
  cat: 'Català',
};
