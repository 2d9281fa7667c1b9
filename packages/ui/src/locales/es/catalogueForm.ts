import { languageNames } from './languageNames';

/**
 * The texts every catalogue form shares. A language's name is written in lower case within a sentence
 * ("Nombre en inglés"), however it is given.
 */
export const catalogueForm = {
  name: (language: string) => `Nombre en ${language.toLocaleLowerCase('es')}`,
  languageNames,
  image: 'URL de la imagen',
  submit: 'Añadir',
  requiredHint: 'Rellena todos los campos marcados con *',
};
