export interface ShelfLabels {
  /** Accessible name of the back arrow. */
  previous: string;
  /** Accessible name of the forward arrow. */
  next: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const shelfLabels: ShelfLabels = {
  previous: 'Previous',
  next: 'Next',
};
