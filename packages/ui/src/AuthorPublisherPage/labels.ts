export interface AuthorPublisherPageLabels {
  /** The heading above their books, e.g. "Books". */
  books: string;
  /** Shown when they have no books yet. */
  noBooks: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const authorPublisherPageLabels: AuthorPublisherPageLabels = {
  books: 'Books',
  noBooks: 'No books yet',
};
