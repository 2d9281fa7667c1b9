import type { BasketEntry } from '@bookshop/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { published } from './books';
import { builtOnce } from './built-once';
import type { Database, Transaction } from './client';
import { localisedOf } from './localised';
import { basketEntries, books } from './schema';

/** A book as a basket or a reader's list shows it: the columns to select, and the answer made of them. */
export const bookLineColumns = {
  id: books.id,
  nameEng: books.nameEng,
  nameEsp: books.nameEsp,
  nameCat: books.nameCat,
  price: books.price,
  image: books.image,
  stock: books.stock,
};

export function bookLineOf(row: {
  id: string;
  nameEng: string;
  nameEsp: string;
  nameCat: string | null;
  price: string;
  image: string;
  stock: number;
}) {
  return {
    _id: row.id,
    name: localisedOf(row.nameEng, row.nameEsp, row.nameCat),
    price: Number(row.price),
    image: row.image,
    stock: row.stock,
  };
}

/** The basket's lines, the answer of every basket call: built once. */
const basketLines = builtOnce((db) =>
  db
    .select({ count: basketEntries.count, ...bookLineColumns })
    .from(basketEntries)
    .innerJoin(books, eq(basketEntries.bookId, books.id))
    .where(eq(basketEntries.userId, sql.placeholder('userId')))
    .orderBy(asc(basketEntries.createdAt), asc(books.id))
    .prepare('list_basket'),
);

/** The reader's basket, in the order the books were first added. */
export async function listBasket(db: Database, userId: string): Promise<BasketEntry[]> {
  const rows = await basketLines(db).execute({ userId });
  return rows.map((row) => ({ count: row.count, book: bookLineOf(row) }));
}

/**
 * One more copy; the first copy creates the entry. Never more copies than the book's stock, checked
 * in the same statement (a sold-out book inserts nothing, a full entry is not raised). The same
 * statement finds whether the shop shows the book (one round trip, not a question first): `unknown`
 * when it does not (none such, or withdrawn), `refused` when no copy is left for this basket.
 */
export async function addToBasket(
  db: Database | Transaction,
  userId: string,
  bookId: string,
): Promise<'added' | 'refused' | 'unknown'> {
  const result = await db.execute(sql`
    with book as (
      select ${books.id}, ${books.stock} from ${books} where ${books.id} = ${bookId}::uuid and ${published}
    ), added as (
      insert into ${basketEntries} (user_id, book_id, count)
      select ${userId}::uuid, book.id, 1 from book where book.stock >= 1
      on conflict (user_id, book_id) do update set count = ${basketEntries}.count + 1
        where ${basketEntries}.count + 1 <= (select b.stock from ${books} b where b.id = excluded.book_id)
      returning count
    )
    select exists (select 1 from book) as shown, exists (select 1 from added) as added`);
  const [row] = (result as unknown as { rows: { shown: boolean; added: boolean }[] }).rows;
  if (!row?.shown) return 'unknown';
  return row.added ? 'added' : 'refused';
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
