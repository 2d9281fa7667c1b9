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
  type EditBookValues,
  type NewBookValues,
} from './AdminForms';
export { isFilled, splitCategories } from './fields';
export {
  type AddBookFormLabels,
  type AdminFormLabels,
  type EditBookFormLabels,
  editBookFormLabels,
} from './labels';
export type { LanguageNamesLabels } from './languageNames';
export {
  type FormLanguage,
  type Localised,
  type LocalisedLabels,
  type LocalisedPart,
  localisedFields,
  localisedInitialValues,
  localisedValue,
  specLanguages,
} from './localised';
