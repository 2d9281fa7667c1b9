export { Rating, type RatingLabels, type RatingProps } from './Rating';
export { Stars, type StarsProps } from './Stars';
