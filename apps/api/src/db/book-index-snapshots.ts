import { count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from './client';
import { bookIndexSnapshots, bookListingChanges } from './schema';

/** Saved indexes whose tokens are kept: the files of a few processes sharing the database. */
const KEPT_SNAPSHOTS = 8;

/** Lists a saved index's token (`index-snapshot.ts`), forgetting all but the newest few. */
export async function noteIndexSnapshot(db: Database, token: string, horizon: string): Promise<void> {
  await db.insert(bookIndexSnapshots).values({ token, horizon });
  const newest = db
    .select({ token: bookIndexSnapshots.token })
    .from(bookIndexSnapshots)
    .orderBy(desc(bookIndexSnapshots.savedAt))
    .limit(KEPT_SNAPSHOTS);
  await db.delete(bookIndexSnapshots).where(notInArray(bookIndexSnapshots.token, newest));
}

/** The horizon a saved index was noted with, or undefined when its token is not listed here. */
export async function indexSnapshotHorizon(db: Database, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ horizon: bookIndexSnapshots.horizon })
    .from(bookIndexSnapshots)
    .where(eq(bookIndexSnapshots.token, token));
  return row?.horizon;
}

/** How many books changed (migration 0012) at or after `horizon`. */
export async function booksChangedSince(db: Database, horizon: string): Promise<number> {
  const [row] = await db
    .select({ books: count() })
    .from(bookListingChanges)
    .where(sql`${bookListingChanges.changedBy} >= ${horizon}::xid8`);
  return row?.books ?? 0;
}
