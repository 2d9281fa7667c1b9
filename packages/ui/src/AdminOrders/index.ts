export { AdminOrders, type AdminOrdersProps, adminNextStatuses } from './AdminOrders';
export type { AdminOrdersLabels } from './labels';
