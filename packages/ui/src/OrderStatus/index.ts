export { OrderStatus, type OrderStatusProps } from './OrderStatus';
export { type OrderStatusName, type OrderView, orderDate, orderNumber } from './order';
