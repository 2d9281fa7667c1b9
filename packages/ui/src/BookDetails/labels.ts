export interface BookDetailsLabels {
  author: string;
  publisher: string;
  pages: string;
  language: string;
  year: string;
  categories: string;
  addToBasket: string;
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
};
