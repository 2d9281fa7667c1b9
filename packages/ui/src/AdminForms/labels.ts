import { languageNamesLabels } from './languageNames';
import type { LocalisedLabels } from './localised';

/**
 * The texts of the add-author and add-publisher forms; a name's and a text's field are labelled once
 * per part, given the language's name, so a language the kit has not heard of needs no new text.
 */
export interface AdminFormLabels extends LocalisedLabels {
  /** The form's heading and accessible name. */
  title: string;
  image: string;
  submit: string;
  requiredHint: string;
}
export interface AddBookFormLabels extends AdminFormLabels {
  category: string;
  categoryHint: string;
  /** The search boxes above the long lists. */
  categorySearch: string;
  authorSearch: string;
  publisherSearch: string;
  author: string;
  publisher: string;
  pagesCount: string;
  language: string;
  year: string;
  price: string;
  // The edition (optional): ISBN, format, translator, series.
  isbn: string;
  isbnHint: string;
  format: string;
  formats: { paperback: string; hardback: string; ebook: string };
  translator: string;
  series: string;
  seriesNumber: string;
}

const catalogueForm = {
  name: (language: string) => `${language} name`,
  languageNames: languageNamesLabels,
  image: 'Image URL',
  submit: 'Add',
  requiredHint: 'Fill in every field marked *',
};

/** The English texts (the kit's default, and part of the `en` pack). */
export const addAuthorFormLabels: AdminFormLabels = {
  ...catalogueForm,
  title: 'Add an author',
  text: (language: string) => `${language} biography`,
};

/** The English texts (the kit's default, and part of the `en` pack). */
export const addPublisherFormLabels: AdminFormLabels = {
  ...catalogueForm,
  title: 'Add a publisher',
  text: (language: string) => `${language} information`,
};

/** The English texts (the kit's default, and part of the `en` pack). */
export const addBookFormLabels: AddBookFormLabels = {
  ...catalogueForm,
  title: 'Add a book',
  text: (language: string) => `${language} information`,
  image: 'Cover',
  category: 'Categories',
  categoryHint: 'Tick every category the book belongs to',
  categorySearch: 'Find a category',
  authorSearch: 'Find an author',
  publisherSearch: 'Find a publisher',
  author: 'Author',
  publisher: 'Publisher',
  pagesCount: 'Pages',
  language: 'Language of the book',
  year: 'Year',
  price: 'Price',
  isbn: 'ISBN',
  isbnHint: 'ISBN-13 or ISBN-10, with or without hyphens',
  format: 'Format',
  formats: { paperback: 'Paperback', hardback: 'Hardback', ebook: 'Ebook' },
  translator: 'Translator',
  series: 'Series',
  seriesNumber: 'Number in the series',
};

/** The edit form has the add form's fields and the book's stock. */
export interface EditBookFormLabels extends AddBookFormLabels {
  stock: string;
  stockHint: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const editBookFormLabels: EditBookFormLabels = {
  ...addBookFormLabels,
  title: 'Edit the book',
  submit: 'Save',
  stock: 'Copies in stock',
  stockHint: '0 when sold out; the shop says "last few copies" from 3 down',
};
