export interface RatingLabels {
  /** Accessible name of the group when none is given, e.g. "Your rating". */
  label: string;
  /** Accessible name of one choice, e.g. "3.5 stars". */
  value: (value: number) => string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const ratingLabels: RatingLabels = {
  label: 'Your rating',
  value: (value) => `${value} ${value === 1 ? 'star' : 'stars'}`,
};
