export { DEFAULT_PRICE, formatPrice, roundDownToCents } from './price';
