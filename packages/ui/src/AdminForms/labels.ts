/** The texts of the add-author and add-publisher forms. */
export interface AdminFormLabels {
  /** The form's heading and accessible name. */
  title: string;
  nameEng: string;
  nameEsp: string;
  /** Shown when the shop offers Catalan (the forms' `languages`), as is `textCat`. */
  nameCat: string;
  textEng: string;
  textEsp: string;
  textCat: string;
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
  nameEng: 'English name',
  nameEsp: 'Spanish name',
  nameCat: 'Catalan name',
  image: 'Image URL',
  submit: 'Add',
  requiredHint: 'Fill in every field marked *',
};

/** The English texts (the kit's default, and part of the `en` pack). */
export const addAuthorFormLabels: AdminFormLabels = {
  ...catalogueForm,
  title: 'Add an author',
  textEng: 'English biography',
  textEsp: 'Spanish biography',
  textCat: 'Catalan biography',
};

/** The English texts (the kit's default, and part of the `en` pack). */
export const addPublisherFormLabels: AdminFormLabels = {
  ...catalogueForm,
  title: 'Add a publisher',
  textEng: 'English information',
  textEsp: 'Spanish information',
  textCat: 'Catalan information',
};

/** The English texts (the kit's default, and part of the `en` pack). */
export const addBookFormLabels: AddBookFormLabels = {
  ...catalogueForm,
  title: 'Add a book',
  textEng: 'English information',
  textEsp: 'Spanish information',
  textCat: 'Catalan information',
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
