import { WISHLIST_MAX_BOOKS, type WishlistEntry } from '@bookshop/contract';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { addToBasket, bookLineColumns, bookLineOf } from './basket';
import type { Database, Transaction } from './client';
import { books, users, wishlistEntries } from './schema';
import { type RefusedBook, refusedBooks } from './stock';

// "Para después" (issue 37): books a signed-in reader keeps for later.

/** The reader's list, newest first; a book unpublished meanwhile is left out until it is back. */
export async function listWishlist(db: Database | Transaction, userId: string): Promise<WishlistEntry[]> {
  const rows = await db
    .select({ addedAt: wishlistEntries.addedAt, ...bookLineColumns })
    .from(wishlistEntries)
    .innerJoin(books, eq(wishlistEntries.bookId, books.id))
    .where(and(eq(wishlistEntries.userId, userId), isNull(books.withdrawnAt)))
    .orderBy(desc(wishlistEntries.addedAt), books.id);
  return rows.map((row) => ({ book: bookLineOf(row), addedAt: new Date(row.addedAt).toISOString() }));
}

/**
 * Keeps a book for later: a book already kept stays as it was (its date too). The reader's row is
 * locked first, so parallel adds of one reader are counted one after the other and the list never
 * passes WISHLIST_MAX_BOOKS. Answers `full` when it would.
 */
export async function keepForLater(db: Database, userId: string, bookId: string): Promise<'kept' | 'full'> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [kept] = await tx
      .select({ bookId: wishlistEntries.bookId })
      .from(wishlistEntries)
      .where(and(eq(wishlistEntries.userId, userId), eq(wishlistEntries.bookId, bookId)));
    if (kept) return 'kept';
    const [held] = await tx
      .select({ books: count() })
      .from(wishlistEntries)
      .where(eq(wishlistEntries.userId, userId));
    if ((held?.books ?? 0) >= WISHLIST_MAX_BOOKS) return 'full';
    await tx.insert(wishlistEntries).values({ userId, bookId }).onConflictDoNothing();
    return 'kept';
  });
}

/** Forgets a book kept for later; a book not kept changes nothing. */
export async function forgetForLater(db: Database, userId: string, bookId: string): Promise<void> {
  await db
    .delete(wishlistEntries)
    .where(and(eq(wishlistEntries.userId, userId), eq(wishlistEntries.bookId, bookId)));
}

/**
 * One copy of a kept book into the basket and the book out of the list, in one transaction: the
 * basket's rules hold (published, never more copies than the stock), and a refused move keeps the
 * book in the list. The entry is locked first, so two taps move it once.
 */
export async function moveToBasket(
  db: Database,
  userId: string,
  bookId: string,
): Promise<'moved' | 'notKept' | { refused: RefusedBook[] }> {
  return db.transaction(async (tx) => {
    const [kept] = await tx
      .select({ bookId: wishlistEntries.bookId })
      .from(wishlistEntries)
      .where(and(eq(wishlistEntries.userId, userId), eq(wishlistEntries.bookId, bookId)))
      .for('update');
    if (!kept) return 'notKept';
    const [sellable] = await tx
      .select({ id: books.id })
      .from(books)
      .where(and(eq(books.id, bookId), isNull(books.withdrawnAt)));
    if (!sellable || (await addToBasket(tx, userId, bookId)) !== 'added') {
      return { refused: await refusedBooks(tx, [{ bookId, count: 1 }]) };
    }
    await tx
      .delete(wishlistEntries)
      .where(and(eq(wishlistEntries.userId, userId), eq(wishlistEntries.bookId, bookId)));
    return 'moved';
  });
}
