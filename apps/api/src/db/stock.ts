import type { ErrorBody, LocalisedText } from '@bookshop/contract';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { published } from './books';
import type { Database, Transaction } from './client';
import { localisedOf } from './localised';
import { books, orderItems } from './schema';

/** A book a basket or a checkout could not have, and why (the 409's `error.books`). */
export type RefusedBook = NonNullable<ErrorBody['error']['books']>[number];

/** Copies of one book an order wants. */
export interface WantedCopies {
  bookId: string;
  count: number;
}

/** A book whose copies an order took: its line's price and its name, for the order's answer. */
export interface TakenBook {
  price: string;
  name: LocalisedText;
}

/**
 * Takes the copies of an order's lines from the stock, inside the order's transaction: one conditional
 * UPDATE per book (`stock >=` the line's count, published), never a read and then a write. Two orders
 * racing for the last copy meet on the book's row: the second waits for the first to commit and then
 * finds too few copies (PostgreSQL re-checks the condition on the row as the first left it), so exactly
 * one gets it, in any number of API processes. Books are taken in id order, so two orders of the same
 * books never wait for each other crosswise. The row stays locked until the commit: the caller takes
 * the stock last. `wanted` names the books (a book with no line, one the shop never had, is refused).
 * Answers each taken book with its line's price, or every book that could not be taken.
 */
export async function takeStock(
  tx: Transaction,
  orderId: string,
  wanted: readonly WantedCopies[],
): Promise<{ taken: Map<string, TakenBook> } | { refused: RefusedBook[] }> {
  const taken = new Map<string, TakenBook>();
  const short: WantedCopies[] = [];
  for (const item of [...wanted].sort((a, b) => a.bookId.localeCompare(b.bookId))) {
    const [book] = await tx
      .update(books)
      .set({ stock: sql`${books.stock} - ${orderItems.count}` })
      .from(orderItems)
      .where(
        and(
          eq(orderItems.orderId, orderId),
          eq(orderItems.bookId, item.bookId),
          eq(books.id, item.bookId),
          gte(books.stock, orderItems.count),
          published,
        ),
      )
      .returning({
        price: orderItems.price,
        nameEng: books.nameEng,
        nameEsp: books.nameEsp,
        nameCat: books.nameCat,
      });
    if (book)
      taken.set(item.bookId, {
        price: book.price,
        name: localisedOf(book.nameEng, book.nameEsp, book.nameCat),
      });
    else short.push(item);
  }
  if (short.length === 0) return { taken };
  return { refused: await refusedBooks(tx, short) };
}

/** What a shopper is told of books that could not be had: name, copies left, and why. */
export async function refusedBooks(
  db: Database | Transaction,
  wanted: readonly WantedCopies[],
): Promise<RefusedBook[]> {
  const rows = await db
    .select({
      id: books.id,
      nameEng: books.nameEng,
      nameEsp: books.nameEsp,
      nameCat: books.nameCat,
      stock: books.stock,
      withdrawnAt: books.withdrawnAt,
    })
    .from(books)
    .where(
      inArray(
        books.id,
        wanted.map((item) => item.bookId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.flatMap((item) => {
    const row = byId.get(item.bookId);
    if (!row) return [];
    return [
      {
        _id: row.id,
        name: localisedOf(row.nameEng, row.nameEsp, row.nameCat),
        stock: row.stock,
        reason: row.withdrawnAt ? ('bookWithdrawn' as const) : ('notEnoughStock' as const),
      },
    ];
  });
}

/**
 * A cancelled order gives its copies back, inside the transaction that cancels it (so a cancellation
 * counted once gives back once). Books in id order, as `takeStock` takes them.
 */
export async function giveBackStock(tx: Transaction, orderId: string): Promise<void> {
  const items = await tx
    .select({ bookId: orderItems.bookId, count: orderItems.count })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.bookId);
  for (const item of items) {
    await tx
      .update(books)
      .set({ stock: sql`${books.stock} + ${item.count}` })
      .where(eq(books.id, item.bookId));
  }
}
