import type { BookshopLabels } from '../types';

export const imageUploader: BookshopLabels['imageUploader'] = {
  label: 'Imatge',
  drop: 'Arrossega una imatge aquí, o',
  choose: 'tria un fitxer',
  hint: 'JPEG, PNG, WebP o AVIF, 5 MB com a màxim',
  uploading: "S'està pujant…",
  uploaded: 'Imatge pujada',
  wrongType: 'Aquest fitxer no és una imatge JPEG, PNG, WebP o AVIF',
  tooLarge: 'Aquesta imatge ocupa més de 5 MB',
  preview: 'Previsualització',
  remove: 'Treu la imatge',
};
