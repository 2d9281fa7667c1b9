import {
  type AdminBook,
  type AdminBooksQuery,
  adminBooksQuerySchema,
  BOOKS_LIMIT_MAX,
  type Book,
  type BookPatchBody,
  type Category,
  LAST_COPIES_MAX,
  type NewBookBody,
} from '@bookshop/contract';
import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { catalanOf, catalanPatchOf, localisedOf } from './localised';
import { authors, books, comments, publishers, ratings } from './schema';

const bookAuthor = alias(authors, 'book_author');
const bookPublisher = alias(publishers, 'book_publisher');

/** The columns every book answer needs, with its author's and publisher's names. */
const bookColumns = {
  id: books.id,
  nameEng: books.nameEng,
  nameEsp: books.nameEsp,
  nameCat: books.nameCat,
  titleEng: books.titleEng,
  titleEsp: books.titleEsp,
  titleCat: books.titleCat,
  infoEng: books.infoEng,
  infoEsp: books.infoEsp,
  infoCat: books.infoCat,
  image: books.image,
  category: books.category,
  pagesCount: books.pagesCount,
  language: books.language,
  year: books.year,
  price: books.price,
  stock: books.stock,
  isbn: books.isbn,
  format: books.format,
  translator: books.translator,
  series: books.series,
  seriesNumber: books.seriesNumber,
  createdAt: books.createdAt,
  authorId: bookAuthor.id,
  authorNameEng: bookAuthor.nameEng,
  authorNameEsp: bookAuthor.nameEsp,
  authorNameCat: bookAuthor.nameCat,
  publisherId: bookPublisher.id,
  publisherNameEng: bookPublisher.nameEng,
  publisherNameEsp: bookPublisher.nameEsp,
  publisherNameCat: bookPublisher.nameCat,
  // Ratings are stored in half stars; every book answer carries the real average and count.
  averageRating: sql<number>`coalesce((select round(avg(${ratings.halves}) / 2.0, 2) from ${ratings} where ${ratings.bookId} = ${books.id}), 0)::float8`,
  ratingsCount: sql<number>`(select count(*) from ${ratings} where ${ratings.bookId} = ${books.id})::int`,
};

type BookRow = Awaited<ReturnType<typeof selectBooks>>[number];

function toBook(row: BookRow): Book {
  return {
    _id: row.id,
    name: localisedOf(row.nameEng, row.nameEsp, row.nameCat),
    title: localisedOf(row.titleEng, row.titleEsp, row.titleCat),
    info: localisedOf(row.infoEng, row.infoEsp, row.infoCat),
    image: row.image,
    category: row.category as Book['category'],
    author: { _id: row.authorId, name: localisedOf(row.authorNameEng, row.authorNameEsp, row.authorNameCat) },
    publisher: {
      _id: row.publisherId,
      name: localisedOf(row.publisherNameEng, row.publisherNameEsp, row.publisherNameCat),
    },
    pagesCount: row.pagesCount,
    language: row.language,
    year: row.year,
    price: Number(row.price),
    averageRating: Number(row.averageRating),
    ratingsCount: Number(row.ratingsCount),
    createdAt: new Date(row.createdAt).toISOString(),
    stock: Number(row.stock),
    isbn: row.isbn ?? null,
    format: row.format ?? null,
    translator: row.translator ?? null,
    series: row.series ?? null,
    seriesNumber:
      row.seriesNumber === null || row.seriesNumber === undefined ? null : Number(row.seriesNumber),
  };
}

/**
 * Whether `error` (or one it wraps, as drizzle does) is a unique index refusing a second row with the
 * same key: PostgreSQL's 23505, on the named index.
 */
export function isUniqueViolation(error: unknown, index: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === index || current.message.includes(index);
    current = current.cause;
  }
  return false;
}

/** The unique index of books' ISBNs (migration 0024). */
export const BOOKS_ISBN_INDEX = 'books_isbn_idx';

/** A book's edition as the add and edit forms give it, as columns (undefined: not given). */
function editionColumns(
  book: Pick<BookPatchBody, 'isbn' | 'format' | 'translator' | 'series' | 'seriesNumber'>,
) {
  return {
    isbn: book.isbn,
    format: book.format,
    translator: book.translator,
    series: book.series,
    seriesNumber: book.seriesNumber,
  };
}

/** Books the shop shows: not unpublished in the back office. The one place this rule is written. */
export const published = isNull(books.withdrawnAt);

function selectBooks(db: Database) {
  return db
    .select(bookColumns)
    .from(books)
    .innerJoin(bookAuthor, eq(books.authorId, bookAuthor.id))
    .innerJoin(bookPublisher, eq(books.publisherId, bookPublisher.id));
}

/** The newest books first, optionally only those of some categories. */
export async function listNewBooks(db: Database, limit: number, categories?: Category[]): Promise<Book[]> {
  const rows = await selectBooks(db)
    .where(and(published, categories ? arrayOverlaps(books.category, categories) : undefined))
    .orderBy(desc(books.createdAt), desc(books.id))
    .limit(limit);
  return rows.map(toBook);
}

async function listBooksWhere(db: Database, where: SQL, limit: number): Promise<Book[]> {
  const rows = await selectBooks(db)
    .where(and(published, where))
    .orderBy(desc(books.createdAt), desc(books.id))
    .limit(limit);
  return rows.map(toBook);
}

/** An author's books, newest first (the author page shows at most BOOKS_LIMIT_MAX). */
export function listAuthorBooks(db: Database, authorId: string): Promise<Book[]> {
  return listBooksWhere(db, eq(books.authorId, authorId), BOOKS_LIMIT_MAX);
}

export function listPublisherBooks(db: Database, publisherId: string): Promise<Book[]> {
  return listBooksWhere(db, eq(books.publisherId, publisherId), BOOKS_LIMIT_MAX);
}

/** A book the shop shows (an unpublished one is not found). */
export async function findBook(db: Database, id: string): Promise<Book | undefined> {
  const [row] = await selectBooks(db)
    .where(and(eq(books.id, id), published))
    .limit(1);
  return row && toBook(row);
}

/**
 * These books, in this order (a list's page); ids of books no longer there are left out. One call to
 * `books_in_order()` (migration 0012), whose plan is kept: it reads the columns of `selectBooks`.
 */
export async function findBooksInOrder(db: Database, ids: readonly string[]): Promise<Book[]> {
  if (ids.length === 0) return [];
  // The ids come from the database (the book index), as one array parameter. The rows leave as one
  // JSON text: the embedded database's driver turned a page's 24 rows of 23 typed columns into values
  // in more time than the database took to read them (timestamps, numbers and arrays read as JSON give
  // toBook the same answer).
  const { rows } = (await db.execute(
    sql`select json_agg(b)::text as found from books_in_order(${`{${ids.join(',')}}`}::uuid[]) b`,
  )) as unknown as { rows: { found: string | null }[] };
  const found = rows[0]?.found;
  if (!found) return [];
  // The function gives its rows in the asked order; they are put in it again, in case a plan did not.
  const place = new Map(ids.map((id, at) => [id, at]));
  return (JSON.parse(found) as BookRow[])
    .sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0))
    .map(toBook);
}

/** Whether the book exists and, unless `evenUnpublished`, the shop shows it. */
export async function bookExists(
  db: Database,
  id: string,
  { evenUnpublished = false } = {},
): Promise<boolean> {
  const [row] = await db
    .select({ id: books.id })
    .from(books)
    .where(and(eq(books.id, id), evenUnpublished ? undefined : published))
    .limit(1);
  return Boolean(row);
}

/**
 * Popularity (README "Popular books"): a Bayesian average of the ratings, which pulls books with few
 * ratings towards a prior of 3 stars worth 5 ratings, plus a bonus for being talked about: comments of
 * the last 30 days weigh more than older ones.
 */
export const POPULARITY = {
  priorStars: 3,
  priorWeight: 5,
  recentDays: 30,
  recentWeight: 0.5,
  olderWeight: 0.1,
};

export async function listPopularBooks(db: Database, limit: number): Promise<Book[]> {
  const { priorStars, priorWeight, recentDays, recentWeight, olderWeight } = POPULARITY;
  const recentSince = new Date(Date.now() - recentDays * 24 * 60 * 60 * 1000);
  const rated = db
    .select({
      bookId: ratings.bookId,
      stars: sql<number>`sum(${ratings.halves}) / 2.0`.as('stars'),
      votes: sql<number>`count(*)`.as('votes'),
    })
    .from(ratings)
    .groupBy(ratings.bookId)
    .as('rated');
  const discussed = db
    .select({
      bookId: comments.bookId,
      recent: sql<number>`count(*) filter (where ${comments.createdAt} > ${recentSince})`.as('recent'),
      older: sql<number>`count(*) filter (where ${comments.createdAt} <= ${recentSince})`.as('older'),
    })
    .from(comments)
    .groupBy(comments.bookId)
    .as('discussed');
  const score = sql<number>`(${priorStars * priorWeight} + coalesce(${rated.stars}, 0)) / (${priorWeight} + coalesce(${rated.votes}, 0))
    + ${recentWeight} * ln(1 + coalesce(${discussed.recent}, 0)) + ${olderWeight} * ln(1 + coalesce(${discussed.older}, 0))`;
  // Only books with ratings or comments are scored; an unrated, undiscussed book scores exactly the
  // prior, so the books scored above it come first, then the unscored ones newest first.
  const scored = await db
    .select({ bookId: sql<string>`coalesce(${rated.bookId}, ${discussed.bookId})`, score })
    .from(rated)
    .fullJoin(discussed, eq(rated.bookId, discussed.bookId))
    .orderBy(desc(score))
    .limit(limit);
  const above = scored.filter((row) => Number(row.score) > priorStars).map((row) => row.bookId);
  const below = scored.filter((row) => Number(row.score) <= priorStars).map((row) => row.bookId);

  const top = above.length > 0 ? await selectBooks(db).where(and(published, inArray(books.id, above))) : [];
  const byScore = new Map(above.map((id, i) => [id, i]));
  top.sort((a, b) => (byScore.get(a.id) ?? 0) - (byScore.get(b.id) ?? 0));
  const result = top.map(toBook);
  if (result.length < limit) {
    // Books nobody rated or discussed, newest first.
    const unscored = await selectBooks(db)
      .where(
        and(
          published,
          notExists(db.select({ one: sql`1` }).from(ratings).where(eq(ratings.bookId, books.id))),
          notExists(db.select({ one: sql`1` }).from(comments).where(eq(comments.bookId, books.id))),
        ),
      )
      .orderBy(desc(books.createdAt), desc(books.id))
      .limit(limit - result.length);
    result.push(...unscored.map(toBook));
  }
  if (result.length < limit && below.length > 0) {
    // A small catalogue: the books scored below the prior come last, best first.
    const low = await selectBooks(db).where(and(published, inArray(books.id, below)));
    const byLowScore = new Map(below.map((id, i) => [id, i]));
    low.sort((a, b) => (byLowScore.get(a.id) ?? 0) - (byLowScore.get(b.id) ?? 0));
    result.push(...low.slice(0, limit - result.length).map(toBook));
  }
  return result;
}

export async function createBook(db: Database, book: NewBookBody): Promise<Book> {
  const [created] = await db
    .insert(books)
    .values({
      nameEng: book.name.eng,
      nameEsp: book.name.esp,
      nameCat: catalanOf(book.name),
      titleEng: (book.title ?? book.name).eng,
      titleEsp: (book.title ?? book.name).esp,
      titleCat: catalanOf(book.title ?? book.name),
      infoEng: book.info.eng,
      infoEsp: book.info.esp,
      infoCat: catalanOf(book.info),
      image: book.image,
      category: book.category,
      authorId: book.author,
      publisherId: book.publisher,
      pagesCount: book.pagesCount,
      language: book.language,
      year: book.year,
      price: book.price.toFixed(2),
      stock: book.stock,
      ...editionColumns(book),
    })
    .returning({ id: books.id });
  const found = created && (await findBook(db, created.id));
  if (!found) throw new Error('The new book could not be read back');
  return found;
}

// The back office (issue 20): every book, published or not.

function selectAdminBooks(db: Database) {
  return db
    .select({ ...bookColumns, withdrawnAt: books.withdrawnAt })
    .from(books)
    .innerJoin(bookAuthor, eq(books.authorId, bookAuthor.id))
    .innerJoin(bookPublisher, eq(books.publisherId, bookPublisher.id));
}

function toAdminBook(row: BookRow & { withdrawnAt: Date | string | null }): AdminBook {
  return { ...toBook(row), published: row.withdrawnAt === null };
}

/** A book, published or not. */
export async function findAdminBook(db: Database, id: string): Promise<AdminBook | undefined> {
  const [row] = await selectAdminBooks(db).where(eq(books.id, id)).limit(1);
  return row && toAdminBook(row);
}

const adminSorts = {
  newest: books.createdAt,
  name: books.nameEng,
  price: books.price,
  year: books.year,
  stock: books.stock,
} as const;

/** A page of every book, published or not, whose name holds `q` in either language (accents ignored). */
export async function listAdminBooks(
  db: Database,
  asked: AdminBooksQuery,
): Promise<{ books: AdminBook[]; total: number; page: number; pageSize: number }> {
  const query = adminBooksQuerySchema.parse(asked);
  const conditions: SQL[] = [];
  if (query.q) {
    // The stored search keys (lower-case, unaccented); LIKE's own characters match literally.
    const pattern = sql`'%' || search_key(${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}) || '%'`;
    const matches = or(
      sql`${books.nameEngKey} like ${pattern}`,
      sql`${books.nameEspKey} like ${pattern}`,
      sql`${books.nameCatKey} like ${pattern}`,
    );
    if (matches) conditions.push(matches);
  }
  if (query.published === 'yes') conditions.push(isNull(books.withdrawnAt));
  if (query.published === 'no') conditions.push(isNotNull(books.withdrawnAt));
  if (query.stock === 'low') conditions.push(lte(books.stock, LAST_COPIES_MAX));
  if (query.stock === 'out') conditions.push(eq(books.stock, 0));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = query.direction === 'asc' ? asc : desc;
  // Low stock is asked for to be dealt with: the fewest copies first, then the asked order.
  const fewestFirst = query.stock === 'low' ? [asc(books.stock)] : [];
  const [rows, [counted]] = await Promise.all([
    selectAdminBooks(db)
      .where(where)
      .orderBy(...fewestFirst, order(adminSorts[query.sort]), order(books.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(books).where(where),
  ]);
  return {
    books: rows.map(toAdminBook),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Changes the given fields of a book; undefined when there is no such book. */
export async function updateBook(
  db: Database,
  id: string,
  patch: BookPatchBody,
): Promise<AdminBook | undefined> {
  const values: Partial<typeof books.$inferInsert> = {
    nameEng: patch.name?.eng,
    nameEsp: patch.name?.esp,
    nameCat: catalanPatchOf(patch.name),
    titleEng: patch.title?.eng,
    titleEsp: patch.title?.esp,
    titleCat: catalanPatchOf(patch.title),
    infoEng: patch.info?.eng,
    infoEsp: patch.info?.esp,
    infoCat: catalanPatchOf(patch.info),
    image: patch.image,
    category: patch.category,
    authorId: patch.author,
    publisherId: patch.publisher,
    pagesCount: patch.pagesCount,
    language: patch.language,
    year: patch.year,
    price: patch.price?.toFixed(2),
    stock: patch.stock,
    ...editionColumns(patch),
  };
  const changed = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  if (Object.keys(changed).length > 0) {
    const updated = await db.update(books).set(changed).where(eq(books.id, id)).returning({ id: books.id });
    if (updated.length === 0) return undefined;
  }
  return findAdminBook(db, id);
}
