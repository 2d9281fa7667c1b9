export interface ResultCountLabels {
  /** How many books a list holds ("127 books"). */
  books: (count: number) => string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const resultCountLabels: ResultCountLabels = {
  books: (count) => `${count.toLocaleString('en')} ${count === 1 ? 'book' : 'books'}`,
};
