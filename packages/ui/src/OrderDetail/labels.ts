export interface OrderDetailLabels {
  order: (number: string) => string;
  placedOn: string;
  books: string;
  quantity: string;
  price: string;
  total: string;
  delivery: string;
  freeDelivery: string;
  operatorDelivery: string;
  telephone: string;
  payment: string;
  cardOnDelivery: string;
  cancel: string;
  cancelConfirm: string;
  confirmCancel: string;
  keepOrder: string;
  requestReturn: string;
  returnHint: string;
  back: string;
  invoices: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const orderDetailLabels: OrderDetailLabels = {
  order: (number) => `Order ${number}`,
  placedOn: 'Placed on',
  books: 'Books',
  quantity: 'Quantity',
  price: 'Price',
  total: 'Total',
  delivery: 'Delivery',
  freeDelivery: 'Free delivery.',
  operatorDelivery: 'We will call you to arrange the delivery.',
  telephone: 'Telephone',
  payment: 'Payment',
  cardOnDelivery: 'Card on delivery',
  cancel: 'Cancel the order',
  cancelConfirm: 'Cancel this order?',
  confirmCancel: 'Yes, cancel it',
  keepOrder: 'No, keep it',
  requestReturn: 'Request a return',
  returnHint: 'You can ask to return the books of this order.',
  back: 'Back to my orders',
  invoices: 'Invoices',
};
