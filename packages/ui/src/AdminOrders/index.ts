export { AdminOrders, type AdminOrdersProps } from './AdminOrders';
export type { AdminOrdersLabels } from './labels';
