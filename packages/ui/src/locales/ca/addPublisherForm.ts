import type { BookshopLabels } from '../types';
import { catalogueForm } from './catalogueForm';

export const addPublisherForm: BookshopLabels['addPublisherForm'] = {
  ...catalogueForm,
  title: 'Afegeix una editorial',
  textEng: 'Informació en anglès',
  textEsp: 'Informació en castellà',
  textCat: 'Informació en català',
};
