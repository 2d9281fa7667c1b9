export interface BasketTableLabels {
  books: string;
  price: string;
  quantity: string;
  total: string;
  empty: string;
  add: (name: string) => string;
  remove: (name: string) => string;
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
};
