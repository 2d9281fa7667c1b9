export { OrderDetail, type OrderDetailLabels, type OrderDetailProps } from './OrderDetail';
