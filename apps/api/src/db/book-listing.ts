import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { ListedBook } from '../book-lists/book-index';
import { wordsInOrder } from '../book-lists/book-search';
import type { Database } from './client';

// The book index (src/book-lists) reads books here, all of them or those changed since it last looked,
// through the functions of migrations 0012, 0020, 0024, 0028 and 0038. A book's fields travel as one
// text (split by \x1f, `listed_book_fields`), and changed books as one text of rows (split by \x1e):
// the embedded database turned 100,000 rows into JavaScript objects in about 2 s, and the same rows as
// one text in about 0.2 s.

const FIELD = '\x1f';
const ROW = '\x1e';

/**
 * A field split from a row as a text of its own. V8 makes a longer part of a text a slice of it, which
 * keeps the whole row alive: the index kept every book's row so, 0.25 GB at a million books.
 */
const ownCopy = (field: string): string => JSON.parse(JSON.stringify(field));

/** What parsing keeps from row to row: each author's id and words, read once per author. */
interface ReadAuthors {
  ids: Map<string, string>;
  words: Map<string, string>;
}

const readAuthors = (): ReadAuthors => ({ ids: new Map(), words: new Map() });

/** One row of `listed_book_fields`. */
function parseRow(row: string, authors: ReadAuthors): ListedBook {
  const [
    id = '',
    category = '',
    language = '',
    year,
    cents,
    createdAt,
    nameEng = '',
    nameEsp = '',
    authorId = '',
    halves,
    votes,
    keyEng = '',
    keyEsp = '',
    tokensEng = '',
    tokensEsp = '',
    authorTokensEng = '',
    authorTokensEsp = '',
    authorTokensCat = '',
    isbn = '',
    nameCat = '',
    keyCat = '',
    tokensCat = '',
  ] = row.split(FIELD);
  const ratingsCount = Number(votes);
  // Migration 0020: '=' for a key that is the name with ASCII capitals lowered, and for the words of
  // a key of plain words; else the key, and a tsvector's text.
  const searchKeyEng = ownCopy(keyEng === '=' ? lowerAscii(nameEng) : keyEng);
  const searchKeyEsp = ownCopy(keyEsp === '=' ? lowerAscii(nameEsp) : keyEsp);
  // Migration 0028: the Catalan fields are empty when the book (or its author) has no Catalan name;
  // the search reads the Spanish ones for it then.
  const searchKeyCat = ownCopy(keyCat === '=' ? lowerAscii(nameCat) : keyCat);
  let author = authors.ids.get(authorId);
  if (author === undefined) {
    author = ownCopy(authorId);
    authors.ids.set(author, author);
  }
  return {
    id: ownCopy(id),
    categories: category,
    language,
    year: Number(year),
    priceCents: Number(cents),
    createdAt: Number(createdAt),
    nameEng: ownCopy(nameEng),
    nameEsp: ownCopy(nameEsp),
    nameCat: nameCat ? ownCopy(nameCat) : undefined,
    authorId: author,
    // round(avg(halves) / 2, 2) in hundredths, as book answers compute it: 100 * sum / (2 * count).
    ratingHundredths: ratingsCount > 0 ? Math.round((50 * Number(halves)) / ratingsCount) : 0,
    ratingsCount,
    isbn: isbn || undefined,
    search: {
      keyEng: searchKeyEng,
      keyEsp: searchKeyEsp,
      tokensEng: tokensEng === '=' ? plainWords(searchKeyEng) : wordsInOrder(tokensEng),
      tokensEsp: tokensEsp === '=' ? plainWords(searchKeyEsp) : wordsInOrder(tokensEsp),
      authorTokensEng: wordsOfAuthor(authorTokensEng, authors.words),
      authorTokensEsp: wordsOfAuthor(authorTokensEsp, authors.words),
      ...(nameCat !== '' && {
        keyCat: searchKeyCat,
        tokensCat: tokensCat === '=' ? plainWords(searchKeyCat) : wordsInOrder(tokensCat),
      }),
      ...(authorTokensCat !== '' && { authorTokensCat: wordsOfAuthor(authorTokensCat, authors.words) }),
    },
  };
}

const lowerAscii = (name: string) => name.replace(/[A-Z]+/g, (capitals) => capitals.toLowerCase());

/** The words of a key made of plain words ([a-z0-9] and spaces), as the database's parser makes them. */
const plainWords = (key: string) =>
  key
    .split(' ')
    .filter((word) => word !== '')
    .join(' ');

/** An author's words: a plain key, or a tsvector's text (which starts with a quote). */
function wordsOfAuthor(field: string, authorWords: Map<string, string>): string {
  let words = authorWords.get(field);
  if (words === undefined) {
    words = field.startsWith("'") ? wordsInOrder(field) : plainWords(field);
    authorWords.set(field, words);
  }
  return words;
}

function parseRows(text: string | null, authors = readAuthors()): ListedBook[] {
  return text ? text.split(ROW).map((row) => parseRow(row, authors)) : [];
}

async function firstRow<Row>(db: Database, query: ReturnType<typeof sql>): Promise<Row> {
  const { rows } = (await db.execute(query)) as unknown as { rows: Row[] };
  const [row] = rows;
  if (!row) throw new Error('The book index query answered no row');
  return row;
}

/** Where the books' table is now: its pages, and the file they are in (`readListedBooks`). */
interface BooksExtent {
  horizon: string;
  pages: number;
  file: string;
}

/** A row's place in the books' table: its page and its line on it (a tid). */
const rowAt = (page: number) => `(${page},0)`;

/**
 * Every listed book, handed to `take` about `chunk` books at a time (a text of a million books at once
 * was hundreds of megabytes in the database and again here); answers the horizon from which changes
 * are read next. Each range of the table's pages is a statement of its own, so the database answers
 * others between them (one transaction held the embedded database's only connection for the whole
 * read). The horizon is taken first: every transaction older than it has ended, so what it changed is
 * in the pages each later statement reads; a change a range missed, or a book read twice, was made by
 * a transaction at or after it, which the next read of changes brings in. A table rewritten meanwhile
 * (VACUUM FULL, CLUSTER) has moved its books: then it answers undefined, and what was taken is to be
 * read again from scratch.
 */
export async function readListedBooks(
  db: Database,
  chunk: number,
  take: (books: ListedBook[]) => void,
): Promise<string | undefined> {
  const start = await firstRow<BooksExtent>(
    db,
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
          (pg_relation_size('books') / current_setting('block_size')::bigint)::integer as pages,
          pg_relation_filenode('books')::text as file`,
  );
  const authors = readAuthors();
  // How many pages a statement reads, set after each one from the books it found on them.
  let pages = 1;
  for (let page = 0; page < start.pages; ) {
    const read = await firstRow<{ file: string; rows: string | null }>(
      db,
      sql`select pg_relation_filenode('books')::text as file,
            (select string_agg(f, ${ROW}) from listed_book_rows_between(${rowAt(page)}::tid,
              ${rowAt(page + pages)}::tid) as f) as rows`,
    );
    if (read.file !== start.file) return undefined;
    const books = parseRows(read.rows, authors);
    if (books.length > 0) take(books);
    // The embedded database answers without a turn of the event loop: without one here, the whole
    // read ran as one task, and no request was even read until it ended.
    await nextTurn();
    page += pages;
    pages = Math.min(
      pages * 4,
      books.length === 0 ? pages * 2 : Math.max(1, Math.round((pages * chunk) / books.length)),
    );
  }
  return start.horizon;
}

export interface ListingChanges {
  /** Where the next read of changes starts. */
  horizon: string;
  /** The changed books as they are now. */
  books: ListedBook[];
  /** Ids of books that are gone. */
  removed: string[];
  /** A table was truncated: read everything again. */
  everything: boolean;
}

/** The nil id: a truncated table noted "every book" (migration 0012). */
const EVERY_BOOK = '00000000-0000-0000-0000-000000000000';

/**
 * The books changed by transactions at or after `horizon`, and the next horizon, from one snapshot.
 * A change read twice is harmless.
 */
export async function readListingChanges(db: Database, horizon: string): Promise<ListingChanges> {
  const row = await firstRow<{ horizon: string; found: string | null; removed: string | null }>(
    db,
    sql`select * from listed_book_changes(${horizon}::xid8)`,
  );
  const removed = row.removed ? row.removed.split(',') : [];
  return {
    horizon: row.horizon,
    books: parseRows(row.found),
    removed: removed.filter((id) => id !== EVERY_BOOK),
    everything: removed.includes(EVERY_BOOK),
  };
}
