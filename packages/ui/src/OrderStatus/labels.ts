import type { OrderStatusName } from './order';

/** Each status's name, e.g. "Shipped". */
export type OrderStatusLabels = Record<OrderStatusName, string>;

/** The English texts (the kit's default, and part of the `en` pack). */
export const orderStatusLabels: OrderStatusLabels = {
  awaiting_payment: 'Awaiting payment',
  placed: 'Placed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  return_requested: 'Return requested',
  returned: 'Returned',
};
