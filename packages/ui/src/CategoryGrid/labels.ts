export interface CategoryGridLabels {
  /** Shown when there are no books. */
  empty: string;
  /** The show-more button, given how many books are shown and how many there are. */
  showMore: (shown: number, total: number) => string;
  /** Said while the first books load (the skeleton cards are not read out). */
  loading: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const categoryGridLabels: CategoryGridLabels = {
  empty: 'No books here yet',
  showMore: (shown, total) => `Show more books (${shown} of ${total})`,
  loading: 'Loading books',
};
