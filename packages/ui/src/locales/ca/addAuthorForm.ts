import type { BookshopLabels } from '../types';
import { catalogueForm } from './catalogueForm';

export const addAuthorForm: BookshopLabels['addAuthorForm'] = {
  ...catalogueForm,
  title: 'Afegeix un autor',
  text: (language) => `Biografia en ${language.toLocaleLowerCase('ca')}`,
};
