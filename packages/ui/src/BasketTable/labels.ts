export interface BasketTableLabels {
  books: string;
  price: string;
  quantity: string;
  total: string;
  empty: string;
  add: (name: string) => string;
  remove: (name: string) => string;
  /** The question "−" asks on a book's last copy, naming the book. */
  removeLastTitle: (name: string) => string;
  removeLastMessage: string;
  /** The button that takes the last copy out. */
  removeLastConfirm: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const basketTableLabels: BasketTableLabels = {
  books: 'Books',
  price: 'Price',
  quantity: 'Quantity',
  total: 'Total',
  empty: 'Your basket is empty',
  add: (name) => `Add one copy of ${name}`,
  remove: (name) => `Remove one copy of ${name}`,
  removeLastTitle: (name) => `Take "${name}" out of the basket?`,
  removeLastMessage: 'It is the last copy of this book in your basket.',
  removeLastConfirm: 'Take it out',
};
