export { type AdminField, AdminForm, type AdminFormProps } from './AdminForm';
export {
  AddAuthorForm,
  type AddAuthorFormProps,
  AddBookForm,
  type AddBookFormProps,
  AddPublisherForm,
  type AddPublisherFormProps,
  EditBookForm,
  type EditBookFormProps,
  type NewBookValues,
} from './AdminForms';
export { isFilled, splitCategories } from './fields';
export { type AddBookFormLabels, type AdminFormLabels, editBookFormLabels } from './labels';
