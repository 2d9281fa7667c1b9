import type { BookshopLabels } from '../types';

export const confirmDialog: BookshopLabels['confirmDialog'] = { confirm: 'Confirma', cancel: 'Cancel·la' };
