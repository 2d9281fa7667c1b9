export type { OrdersListLabels } from './labels';
export { OrdersList, type OrdersListProps } from './OrdersList';
