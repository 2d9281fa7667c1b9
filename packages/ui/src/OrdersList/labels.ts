export interface OrdersListLabels {
  empty: string;
  loading: string;
  /** e.g. "Order #1A2B3C4D". */
  order: (number: string) => string;
  placedOn: string;
  total: string;
  details: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const ordersListLabels: OrdersListLabels = {
  empty: 'No orders yet',
  loading: 'Loading',
  order: (number) => `Order ${number}`,
  placedOn: 'Placed on',
  total: 'Total',
  details: 'See the order',
};
