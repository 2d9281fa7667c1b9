import type { BookshopLabels } from '../types';

export const languageNames: BookshopLabels['languageNames'] = {
  esp: 'Español',
  eng: 'Inglés',
  cat: 'Catalán',
};
