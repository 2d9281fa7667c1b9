import type { BookshopLabels } from '../types';

export const orderDetail: BookshopLabels['orderDetail'] = {
  order: (number) => `Pedido ${number}`,
  placedOn: 'Realizado el',
  books: 'Libros',
  quantity: 'Cantidad',
  price: 'Precio',
  total: 'Total',
  delivery: 'Entrega',
  freeDelivery: 'Entrega gratuita.',
  operatorDelivery: 'Te llamaremos para concertar la entrega.',
  telephone: 'Teléfono',
  payment: 'Pago',
  cardOnDelivery: 'Tarjeta en la entrega',
  cancel: 'Cancelar el pedido',
  cancelConfirm: '¿Cancelar este pedido?',
  confirmCancel: 'Sí, cancelarlo',
  keepOrder: 'No, mantenerlo',
  requestReturn: 'Solicitar una devolución',
  returnHint: 'Puedes pedir la devolución de los libros de este pedido.',
  back: 'Volver a mis pedidos',
  invoices: 'Facturas',
};
