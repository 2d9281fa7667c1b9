import type { BookshopLabels } from '../types';
import { addBookForm } from './addBookForm';

/** The add form's texts, with the edit form's own title, button and stock. */
export const editBookForm: BookshopLabels['editBookForm'] = {
  ...addBookForm,
  title: 'Edita el llibre',
  submit: 'Desa',
  stock: 'Exemplars en estoc',
  stockHint: '0 si està esgotat; la botiga diu «últimes unitats» de 3 en avall',
};
