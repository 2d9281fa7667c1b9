export type { StockBadgeLabels } from './labels';
export { StockBadge, type StockBadgeProps, type StockBadgeState } from './StockBadge';
