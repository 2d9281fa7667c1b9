import type { BookshopLabels } from '../types';

export const orderStatus: BookshopLabels['orderStatus'] = {
  awaiting_payment: 'Pendent de pagament',
  placed: 'Rebuda',
  shipped: 'Enviada',
  delivered: 'Lliurada',
  cancelled: 'Cancel·lada',
  return_requested: 'Devolució sol·licitada',
  returned: 'Retornada',
};
