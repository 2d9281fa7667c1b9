import type { BookshopLabels } from '../types';
import { addBookForm } from './addBookForm';

/** The add form's texts, with the edit form's own title, button and stock. */
export const editBookForm: BookshopLabels['editBookForm'] = {
  ...addBookForm,
  title: 'Editar el libro',
  submit: 'Guardar',
  stock: 'Ejemplares en stock',
  stockHint: '0 si está agotado; la tienda dice «últimas unidades» de 3 para abajo',
};
