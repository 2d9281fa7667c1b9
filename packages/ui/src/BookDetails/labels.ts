export interface BookDetailsLabels {
  author: string;
  publisher: string;
  pages: string;
  language: string;
  year: string;
  categories: string;
  addToBasket: string;
  /** The button's text while a tap on it waits for the page to wake (`data-pending-label`). */
  adding: string;
  /** Under the disabled button of a sold-out book. */
  soldOutHint: string;
  format: string;
  translator: string;
  series: string;
  isbn: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const bookDetailsLabels: BookDetailsLabels = {
  author: 'Author',
  publisher: 'Publisher',
  pages: 'Pages',
  language: 'Language',
  year: 'Year',
  categories: 'Categories',
  addToBasket: 'Add to basket',
  adding: 'Adding…',
  soldOutHint: 'Sold out: it cannot be added to the basket for now.',
  format: 'Format',
  translator: 'Translator',
  series: 'Series',
  isbn: 'ISBN',
};
