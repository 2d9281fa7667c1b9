import type { BookshopLabels } from '../types';

export const passwordDialog: BookshopLabels['passwordDialog'] = {
  password: 'Tu contraseña',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
};
