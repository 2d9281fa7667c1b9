import type { BookshopLabels } from '../types';

export const orderStatus: BookshopLabels['orderStatus'] = {
  awaiting_payment: 'Pendiente de pago',
  placed: 'Recibido',
  shipped: 'Enviado',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
  return_requested: 'Devolución solicitada',
  returned: 'Devuelto',
};
