export { formatDate } from './date';
export { formatPrice } from './price';
