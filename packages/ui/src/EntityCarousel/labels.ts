export interface EntityCarouselLabels {
  /** The heading of a shelf of authors. */
  authors: string;
  /** The heading of a shelf of publishers. */
  publishers: string;
  previous: string;
  next: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const entityCarouselLabels: EntityCarouselLabels = {
  authors: 'Authors',
  publishers: 'Publishers',
  previous: 'Previous',
  next: 'Next',
};
