export interface Priced {
  count: number;
  book: { price: number };
}

/**
 * Count of copies and total price of a basket (SPEC section 4): the price is summed in whole cents
 * and rounded down to 2 decimals; both are 0 for an empty basket.
 */
export function basketTotals(entries: readonly Priced[]): { count: number; price: number } {
  let count = 0;
  let cents = 0;
  for (const entry of entries) {
    count += entry.count;
    // Prices have at most 2 decimals; Math.floor(x + tiny) reads 19.99 * 100 = 1998.9999... as 1999.
    cents += entry.count * Math.floor(entry.book.price * 100 + 1e-6);
  }
  return { count, price: cents / 100 };
}
