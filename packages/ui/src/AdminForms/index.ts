export { type AdminField, AdminForm, type AdminFormProps } from './AdminForm';
export {
  AddAuthorForm,
  type AddAuthorFormProps,
  AddBookForm,
  type AddBookFormLabels,
  type AddBookFormProps,
  AddPublisherForm,
  type AddPublisherFormProps,
  type AdminFormLabels,
  type NewBookValues,
} from './AdminForms';
export { isFilled, splitCategories } from './fields';
