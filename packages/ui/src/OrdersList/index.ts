export { OrdersList, type OrdersListLabels, type OrdersListProps } from './OrdersList';
