import type { OrderStatusName } from './order';

/** The statuses in English, the kit's default texts. */
export const englishStatuses: Record<OrderStatusName, string> = {
  placed: 'Placed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  return_requested: 'Return requested',
};
