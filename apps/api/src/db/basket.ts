import type { BasketEntry } from '@bookshop/contract';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from './client';
import { basketEntries, books } from './schema';

/** The reader's basket, in the order the books were first added. */
export async function listBasket(db: Database, userId: string): Promise<BasketEntry[]> {
  const rows = await db
    .select({
      count: basketEntries.count,
      id: books.id,
      nameEng: books.nameEng,
      nameEsp: books.nameEsp,
      price: books.price,
      image: books.image,
    })
    .from(basketEntries)
    .innerJoin(books, eq(basketEntries.bookId, books.id))
    .where(eq(basketEntries.userId, userId))
    .orderBy(asc(basketEntries.createdAt), asc(books.id));
  return rows.map((row) => ({
    count: row.count,
    book: {
      _id: row.id,
      name: { eng: row.nameEng, esp: row.nameEsp },
      price: Number(row.price),
      image: row.image,
    },
  }));
}

/** One more copy; the first copy creates the entry. */
export async function addToBasket(db: Database, userId: string, bookId: string): Promise<void> {
  await db
    .insert(basketEntries)
    .values({ userId, bookId, count: 1 })
    .onConflictDoUpdate({
      target: [basketEntries.userId, basketEntries.bookId],
      set: { count: sql`${basketEntries.count} + 1` },
    });
}

/** One copy fewer; the entry goes at zero, and a book not in the basket changes nothing. */
export async function removeFromBasket(db: Database, userId: string, bookId: string): Promise<void> {
  const entry = and(eq(basketEntries.userId, userId), eq(basketEntries.bookId, bookId));
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(basketEntries)
      .where(and(entry, eq(basketEntries.count, 1)))
      .returning({ bookId: basketEntries.bookId });
    if (deleted.length > 0) return;
    await tx
      .update(basketEntries)
      .set({ count: sql`${basketEntries.count} - 1` })
      .where(and(entry, gt(basketEntries.count, 1)));
  });
}
