export type { OrderDetailLabels } from './labels';
export { OrderDetail, type OrderDetailProps } from './OrderDetail';
