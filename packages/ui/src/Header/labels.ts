export interface SearchBoxLabels {
  /** Accessible label and placeholder of the input. */
  placeholder: string;
  search: string;
}
export interface SearchPanelLabels {
  books: string;
  authors: string;
  publishers: string;
  noResults: string;
  loading: string;
  /** The button that searches again after a failure. */
  retry: string;
  /** The name of the list of suggestions. */
  suggestions: string;
  /** How many suggestions show, read out politely as they come. */
  found: (count: number) => string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const searchBoxLabels: SearchBoxLabels = {
  placeholder: 'Search books, authors, publishers',
  search: 'Search',
};

/** The English texts (the kit's default, and part of the `en` pack). */
export const searchPanelLabels: SearchPanelLabels = {
  books: 'Books',
  authors: 'Authors',
  publishers: 'Publishers',
  noResults: 'No results found',
  loading: 'Searching',
  retry: 'Try again',
  suggestions: 'Suggestions',
  found: (count) => `${count} ${count === 1 ? 'suggestion' : 'suggestions'}`,
};
