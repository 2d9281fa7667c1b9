import type { BookshopLabels } from '../types';

export const adminOrders: BookshopLabels['adminOrders'] = {
  title: 'Pedidos',
  empty: 'Todavía no hay pedidos',
  loading: 'Cargando',
  order: (number) => `Pedido ${number}`,
  placedOn: 'Realizado el',
  total: 'Total',
  freeDelivery: 'Entrega gratuita',
  operatorDelivery: 'Entrega concertada por teléfono',
  moveTo: {
    awaiting_payment: 'Marcar como pendiente de pago',
    placed: 'Marcar como recibido',
    shipped: 'Marcar como enviado',
    delivered: 'Marcar como entregado',
    cancelled: 'Cancelar',
    return_requested: 'Marcar devolución solicitada',
    returned: 'Aceptar la devolución',
  },
  payment: 'Pago',
  invoices: 'Facturas',
  customer: 'Cliente',
  deletedAccount: 'Cuenta eliminada por el cliente',
};
