import type { RateBookResponse } from '@bookshop/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { ratings } from './schema';

/** Sets (or with 0 removes) the reader's rating of a book: one rating per reader and book. */
export async function rateBook(db: Database, userId: string, bookId: string, stars: number): Promise<void> {
  if (stars === 0) {
    await db.delete(ratings).where(and(eq(ratings.userId, userId), eq(ratings.bookId, bookId)));
    return;
  }
  const halves = Math.round(stars * 2);
  await db
    .insert(ratings)
    .values({ userId, bookId, halves })
    .onConflictDoUpdate({ target: [ratings.userId, ratings.bookId], set: { halves, updatedAt: new Date() } });
}

/** The book's average and count, and this reader's own rating (null for guests or when unrated). */
export async function ratingSummary(
  db: Database,
  bookId: string,
  userId: string | undefined,
): Promise<RateBookResponse> {
  const [row] = await db
    .select({
      average: sql<number>`coalesce(round(avg(${ratings.halves}) / 2.0, 2), 0)::float8`,
      count: sql<number>`count(*)::int`,
      mine: userId
        ? sql<number | null>`max(${ratings.halves}) filter (where ${ratings.userId} = ${userId})`
        : sql<null>`null`,
    })
    .from(ratings)
    .where(eq(ratings.bookId, bookId));
  const mine = row?.mine == null ? null : Number(row.mine) / 2;
  return { averageRating: Number(row?.average ?? 0), ratingsCount: Number(row?.count ?? 0), myRating: mine };
}
