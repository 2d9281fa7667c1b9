export type { OrderStatusLabels } from './labels';
export { OrderStatus, type OrderStatusProps } from './OrderStatus';
export { ORDER_DATE, type OrderStatusName, type OrderView, orderNumber } from './order';
