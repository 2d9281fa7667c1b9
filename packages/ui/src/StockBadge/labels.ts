/** What a shopper is told of a book's stock, one text per state. */
export interface StockBadgeLabels {
  inStock: string;
  lastCopies: string;
  soldOut: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const stockBadgeLabels: StockBadgeLabels = {
  inStock: 'In stock',
  lastCopies: 'Last few copies',
  soldOut: 'Sold out',
};
