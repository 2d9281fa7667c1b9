import type { BookshopLabels } from '../types';
import { catalogueForm } from './catalogueForm';

export const addAuthorForm: BookshopLabels['addAuthorForm'] = {
  ...catalogueForm,
  title: 'Añadir un autor',
  textEng: 'Biografía en inglés',
  textEsp: 'Biografía en español',
  textCat: 'Biografía en catalán',
};
