export interface ResultCountLabels {
  /** How many books a list holds ("127 books"). */
  books: (count: number) => string;
  /** More books matched than the list holds: a search ranks at most so many ("More than 1,000 books"). */
  moreThan: (count: number) => string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const resultCountLabels: ResultCountLabels = {
  books: (count) => `${count.toLocaleString('en')} ${count === 1 ? 'book' : 'books'}`,
  moreThan: (count) => `More than ${count.toLocaleString('en')} books`,
};
