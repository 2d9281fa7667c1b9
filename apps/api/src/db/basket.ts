import type { BasketEntry } from '@bookshop/contract';
import { asc, eq, sql } from 'drizzle-orm';
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

/**
 * One copy fewer; the entry goes at zero, and a book not in the basket changes nothing. One statement:
 * when two removals meet, the second sees the first's count (MERGE re-checks its conditions on the row
 * as the first left it), so two removals of a book counted 2 leave none, never 1.
 */
export async function removeFromBasket(db: Database, userId: string, bookId: string): Promise<void> {
  await db.execute(sql`
    merge into ${basketEntries} as entry
    using (select ${userId}::uuid as user_id, ${bookId}::uuid as book_id) as removed
      on entry.user_id = removed.user_id and entry.book_id = removed.book_id
    when matched and entry.count > 1 then update set count = entry.count - 1
    when matched then delete`);
}
