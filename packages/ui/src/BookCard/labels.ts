export interface BookCardLabels {
  addToBasket: string;
  /** Accessible text of the stars, given the rating. */
  rating: (value: number) => string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const bookCardLabels: BookCardLabels = {
  addToBasket: 'Add to basket',
  rating: (value) => `Rated ${value} out of 5`,
};
