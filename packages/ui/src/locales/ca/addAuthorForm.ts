import type { BookshopLabels } from '../types';
import { catalogueForm } from './catalogueForm';

export const addAuthorForm: BookshopLabels['addAuthorForm'] = {
  ...catalogueForm,
  title: 'Afegeix un autor',
  textEng: 'Biografia en anglès',
  textEsp: 'Biografia en castellà',
  textCat: 'Biografia en català',
};
