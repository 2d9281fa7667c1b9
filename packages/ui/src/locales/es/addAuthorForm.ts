import type { BookshopLabels } from '../types';
import { catalogueForm } from './catalogueForm';

export const addAuthorForm: BookshopLabels['addAuthorForm'] = {
  ...catalogueForm,
  title: 'Añadir un autor',
  text: (language) => `Biografía en ${language.toLocaleLowerCase('es')}`,
};
