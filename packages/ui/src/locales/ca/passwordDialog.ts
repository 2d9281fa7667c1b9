import type { BookshopLabels } from '../types';

export const passwordDialog: BookshopLabels['passwordDialog'] = {
  password: 'La teva contrasenya',
  confirm: 'Confirma',
  cancel: 'Cancel·la',
};
