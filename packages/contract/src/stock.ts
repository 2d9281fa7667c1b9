import type { Message } from './messages';

// Stock (issue 20): how many copies of a book the shop can sell, and what a shopper is told of it.
// No zod here: the shop's first load imports this module (the schema is in books.ts).

/** At most this many copies left: "last few copies". */
export const LAST_COPIES_MAX = 3;

/** The most copies an admin may count in at once. */
export const STOCK_MAX = 100_000;

/** What the shop says of a book's stock, defined once for the shop, the back office and the API. */
export const stockStates = ['inStock', 'lastCopies', 'soldOut'] as const;
export type StockState = (typeof stockStates)[number];

export function stockState(stock: number): StockState {
  if (stock <= 0) return 'soldOut';
  return stock <= LAST_COPIES_MAX ? 'lastCopies' : 'inStock';
}

/** The back office's stock filter: `low` (sold out or last copies), `out` (sold out). */
export const adminStockFilters = ['low', 'out'] as const;
export type AdminStockFilter = (typeof adminStockFilters)[number];

/** Why a basket or a checkout refused a book (`error.code`, and each of `error.books`' `reason`). */
// Written as the codes themselves, not read off `messages`: that read kept every code in the shop's
// first load, which needs none of them.
export const stockRefusals = ['notEnoughStock', 'bookWithdrawn'] as const satisfies readonly Message[];
export type StockRefusal = (typeof stockRefusals)[number];
