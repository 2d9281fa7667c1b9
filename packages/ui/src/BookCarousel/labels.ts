export interface BookCarouselLabels {
  /** Accessible name of the tab list. */
  tabs: string;
  new: string;
  popular: string;
  previous: string;
  next: string;
  loading: string;
  empty: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const bookCarouselLabels: BookCarouselLabels = {
  tabs: 'Books',
  new: 'New',
  popular: 'Popular',
  previous: 'Previous books',
  next: 'Next books',
  loading: 'Loading books',
  empty: 'No books yet',
};
