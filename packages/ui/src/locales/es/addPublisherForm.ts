import type { BookshopLabels } from '../types';
import { catalogueForm } from './catalogueForm';

export const addPublisherForm: BookshopLabels['addPublisherForm'] = {
  ...catalogueForm,
  title: 'Añadir una editorial',
  text: (language) => `Información en ${language.toLocaleLowerCase('es')}`,
};
