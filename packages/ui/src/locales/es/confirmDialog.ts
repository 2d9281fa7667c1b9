import type { BookshopLabels } from '../types';

export const confirmDialog: BookshopLabels['confirmDialog'] = { confirm: 'Confirmar', cancel: 'Cancelar' };
