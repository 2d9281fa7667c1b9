import type { BookshopLabels } from '../types';

export const imageUploader: BookshopLabels['imageUploader'] = {
  label: 'Imagen',
  drop: 'Arrastra una imagen aquí, o',
  choose: 'elige un archivo',
  hint: 'JPEG, PNG, WebP o AVIF, 5 MB como máximo',
  uploading: 'Subiendo…',
  uploaded: 'Imagen subida',
  wrongType: 'Este archivo no es una imagen JPEG, PNG, WebP o AVIF',
  tooLarge: 'Esta imagen ocupa más de 5 MB',
  preview: 'Vista previa',
  remove: 'Quitar la imagen',
};
