export type { RatingLabels } from './labels';
export { Rating, type RatingProps } from './Rating';
export { Stars, type StarsProps } from './Stars';
