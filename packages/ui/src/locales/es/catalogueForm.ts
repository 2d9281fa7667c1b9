/** The texts every catalogue form shares. */
export const catalogueForm = {
  nameEng: 'Nombre en inglés',
  nameEsp: 'Nombre en español',
  nameCat: 'Nombre en catalán',
  image: 'URL de la imagen',
  submit: 'Añadir',
  requiredHint: 'Rellena todos los campos marcados con *',
};
