export interface RatingLabels {
  /** Accessible name of one choice, e.g. "3.5 stars". */
  value: (value: number) => string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const ratingLabels: RatingLabels = {
  value: (value) => `${value} ${value === 1 ? 'star' : 'stars'}`,
};
