/** The texts every catalogue form shares. */
export const catalogueForm = {
  nameEng: 'Nom en anglès',
  nameEsp: 'Nom en castellà',
  nameCat: 'Nom en català',
  image: 'URL de la imatge',
  submit: 'Afegeix',
  requiredHint: 'Emplena tots els camps marcats amb *',
};
