export interface BookCardLabels {
  addToBasket: string;
  /** The button's text while a tap on it waits for the page to wake (`data-pending-label`). */
  adding: string;
  /** Accessible text of the stars, given the rating. */
  rating: (value: number) => string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const bookCardLabels: BookCardLabels = {
  addToBasket: 'Add to basket',
  adding: 'Adding…',
  rating: (value) => `Rated ${value} out of 5`,
};
