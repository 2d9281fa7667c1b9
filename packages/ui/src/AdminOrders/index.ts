export { AdminOrders, type AdminOrdersLabels, type AdminOrdersProps, adminNextStatuses } from './AdminOrders';
