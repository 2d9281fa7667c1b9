import type { BookshopLabels } from '../types';

export const checkoutForm: BookshopLabels['checkoutForm'] = {
  title: 'Entrega y pago',
  street: 'Calle y número',
  postcode: 'Código postal',
  town: 'Ciudad',
  telephone: 'Teléfono',
  payment: 'Pago',
  submit: 'Hacer el pedido',
  sending: 'Enviando tu pedido…',
  freeDelivery: 'Entrega gratuita en esta dirección.',
  operatorDelivery: 'Te llamaremos para concertar la entrega.',
};
