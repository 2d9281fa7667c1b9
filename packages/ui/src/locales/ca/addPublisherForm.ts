import type { BookshopLabels } from '../types';
import { catalogueForm } from './catalogueForm';

export const addPublisherForm: BookshopLabels['addPublisherForm'] = {
  ...catalogueForm,
  title: 'Afegeix una editorial',
  text: (language) => `Informació en ${language.toLocaleLowerCase('ca')}`,
};
