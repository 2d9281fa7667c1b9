import type { BookshopLabels } from '../types';
import { catalogueForm } from './catalogueForm';

export const addPublisherForm: BookshopLabels['addPublisherForm'] = {
  ...catalogueForm,
  title: 'Añadir una editorial',
  textEng: 'Información en inglés',
  textEsp: 'Información en español',
  textCat: 'Información en catalán',
};
