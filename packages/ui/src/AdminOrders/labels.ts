import type { OrderStatusName } from '../OrderStatus/order';

export interface AdminOrdersLabels {
  title: string;
  empty: string;
  loading: string;
  order: (number: string) => string;
  placedOn: string;
  total: string;
  freeDelivery: string;
  operatorDelivery: string;
  /** The button that moves an order to a status ("Mark as shipped"). */
  moveTo: Record<OrderStatusName, string>;
  payment: string;
  invoices: string;
  /** Who placed the order (its account's name and e-mail). */
  customer: string;
  /** Said instead of a customer whose account is gone. */
  deletedAccount: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const adminOrdersLabels: AdminOrdersLabels = {
  title: 'Orders',
  empty: 'No orders yet',
  loading: 'Loading',
  order: (number) => `Order ${number}`,
  placedOn: 'Placed on',
  total: 'Total',
  freeDelivery: 'Free delivery',
  operatorDelivery: 'Delivery arranged by phone',
  moveTo: {
    awaiting_payment: 'Mark as awaiting payment',
    placed: 'Mark as placed',
    shipped: 'Mark as shipped',
    delivered: 'Mark as delivered',
    cancelled: 'Cancel',
    return_requested: 'Mark return requested',
    returned: 'Accept the return',
  },
  payment: 'Payment',
  invoices: 'Invoices',
  customer: 'Customer',
  deletedAccount: 'Account deleted by the customer',
};
