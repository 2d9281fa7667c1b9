import { languageNames } from './languageNames';

/**
 * The texts every catalogue form shares. A language's name is written in lower case within a sentence
 * ("Nom en anglès"), however it is given.
 */
export const catalogueForm = {
  name: (language: string) => `Nom en ${language.toLocaleLowerCase('ca')}`,
  languageNames,
  image: 'URL de la imatge',
  submit: 'Afegeix',
  requiredHint: 'Emplena tots els camps marcats amb *',
};
