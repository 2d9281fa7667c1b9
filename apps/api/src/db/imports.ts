import {
  type CatalogueImport,
  IMPORT_ERRORS_KEPT,
  IMPORT_ERRORS_SHOWN,
  IMPORTS_LISTED,
  type ImportError,
  type ImportFormat,
} from '@bookshop/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ImportBook } from '../imports/records';
import type { Database } from './client';
import { catalogueImportErrors, catalogueImports } from './schema';

// Catalogue imports kept as jobs (issue 38): the row of each import, its checkpoint and its errors,
// and the writing of a batch of records' books, all in one transaction with the checkpoint.

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type ImportRow = typeof catalogueImports.$inferSelect;

/** A new book's copies when its feed says it can be had without counting them (the add form's 10). */
export const DEFAULT_STOCK = 10;

function toImport(row: ImportRow, errors: ImportError[]): CatalogueImport {
  return {
    id: row.id,
    status: row.status,
    format: row.format,
    fileName: row.fileName,
    total: row.total,
    done: row.done,
    created: row.created,
    updated: row.updated,
    errors,
    errorCount: row.errorCount,
    createdAt: new Date(row.createdAt).toISOString(),
    finishedAt: row.finishedAt ? new Date(row.finishedAt).toISOString() : null,
  };
}

export async function createImport(
  db: Database,
  values: { id: string; format: ImportFormat; fileName: string; admin: { id: string; name: string } },
): Promise<{ id: string }> {
  await db.insert(catalogueImports).values({
    id: values.id,
    format: values.format,
    fileName: values.fileName,
    startedBy: values.admin.id,
    startedByName: values.admin.name,
  });
  return { id: values.id };
}

async function errorsOf(db: Database, id: string, limit: number): Promise<ImportError[]> {
  return db
    .select({
      record: catalogueImportErrors.record,
      field: catalogueImportErrors.field,
      message: catalogueImportErrors.message,
    })
    .from(catalogueImportErrors)
    .where(eq(catalogueImportErrors.importId, id))
    .orderBy(asc(catalogueImportErrors.position), asc(catalogueImportErrors.field))
    .limit(limit);
}

/** An import with its first errors; undefined when there is none of that id. */
export async function findImport(db: Database, id: string): Promise<CatalogueImport | undefined> {
  const [row] = await db.select().from(catalogueImports).where(eq(catalogueImports.id, id)).limit(1);
  return row && toImport(row, await errorsOf(db, id, IMPORT_ERRORS_SHOWN));
}

/** Every error kept of an import (the download), in the file's order. */
export async function listImportErrors(
  db: Database,
  id: string,
): Promise<{ errors: ImportError[]; errorCount: number } | undefined> {
  const [row] = await db
    .select({ errorCount: catalogueImports.errorCount })
    .from(catalogueImports)
    .where(eq(catalogueImports.id, id))
    .limit(1);
  return row && { errors: await errorsOf(db, id, IMPORT_ERRORS_KEPT), errorCount: row.errorCount };
}

/** The newest imports, without their errors. */
export async function listImports(db: Database): Promise<Omit<CatalogueImport, 'errors'>[]> {
  const rows = await db
    .select()
    .from(catalogueImports)
    .orderBy(desc(catalogueImports.createdAt))
    .limit(IMPORTS_LISTED);
  return rows.map((row) => {
    const { errors: _, ...listed } = toImport(row, []);
    return listed;
  });
}

/** Stops a running import where it is: its next batch finds it cancelled and is not written. */
export async function cancelImport(db: Database, id: string): Promise<'cancelled' | 'finished' | 'notFound'> {
  const [cancelled] = await db
    .update(catalogueImports)
    .set({ status: 'cancelled', finishedAt: new Date(), runner: null, leaseUntil: null })
    .where(and(eq(catalogueImports.id, id), eq(catalogueImports.status, 'running')))
    .returning({ id: catalogueImports.id });
  if (cancelled) return 'cancelled';
  const [found] = await db
    .select({ id: catalogueImports.id })
    .from(catalogueImports)
    .where(eq(catalogueImports.id, id));
  return found ? 'finished' : 'notFound';
}

/** A running import as its runner needs it. */
export interface ClaimedImport {
  id: string;
  format: ImportFormat;
  total: number | null;
  done: number;
  errorCount: number;
  startedBy: string;
  startedByName: string;
}

/**
 * Takes the oldest running import no process holds (none yet, its runner gave it back, or its lease
 * ran out) for `runner`, until `leaseMs` from now. `anyLease`: this process is the database's only
 * one (the embedded database), so a lease left by a process that crashed is not waited for.
 */
export async function claimImport(
  db: Database,
  runner: string,
  leaseMs: number,
  { anyLease = false } = {},
): Promise<ClaimedImport | undefined> {
  const free = anyLease ? sql`` : sql`and (i.lease_until is null or i.lease_until < now())`;
  const [row] = await db
    .update(catalogueImports)
    .set({ runner, leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(
      eq(
        catalogueImports.id,
        sql`(select i.id from catalogue_imports i where i.status = 'running' ${free}
          order by i.created_at limit 1 for update skip locked)`,
      ),
    )
    .returning();
  if (!row) return undefined;
  return {
    id: row.id,
    format: row.format,
    total: row.total,
    done: row.done,
    errorCount: row.errorCount,
    startedBy: row.startedBy,
    startedByName: row.startedByName,
  };
}

/** Renews the lease, and records the total once counted; false when the import is no longer this runner's. */
export async function renewImport(
  db: Database,
  job: { id: string; runner: string; leaseMs: number },
  total?: number,
): Promise<boolean> {
  const [renewed] = await db
    .update(catalogueImports)
    .set({
      leaseUntil: sql`now() + ${`${job.leaseMs} milliseconds`}::interval`,
      ...(total !== undefined && { total }),
    })
    .where(
      and(
        eq(catalogueImports.id, job.id),
        eq(catalogueImports.status, 'running'),
        eq(catalogueImports.runner, job.runner),
      ),
    )
    .returning({ id: catalogueImports.id });
  return Boolean(renewed);
}

/** Gives a running import back, for another process or the next start to go on with. */
export async function releaseImport(db: Database, id: string, runner: string): Promise<void> {
  await db
    .update(catalogueImports)
    .set({ runner: null, leaseUntil: null })
    .where(and(eq(catalogueImports.id, id), eq(catalogueImports.runner, runner)));
}

/** Ends an import this runner holds: every record read (`done`), or the file unreadable (`failed`). */
export async function finishImport(
  db: Database,
  job: { id: string; runner: string },
  status: 'done' | 'failed',
): Promise<boolean> {
  const [finished] = await db
    .update(catalogueImports)
    .set({ status, finishedAt: new Date(), runner: null, leaseUntil: null })
    .where(
      and(
        eq(catalogueImports.id, job.id),
        eq(catalogueImports.status, 'running'),
        eq(catalogueImports.runner, job.runner),
      ),
    )
    .returning({ id: catalogueImports.id });
  return Boolean(finished);
}

/** A record that could not be imported. */
export interface RecordError {
  position: number;
  record: string;
  field: string;
  message: string;
}

/** A book of a batch, with its author's and publisher's ids once found. */
interface ResolvedBook extends ImportBook {
  authorId: string;
  publisherId: string;
}

/** Where a new author's, publisher's or book's picture comes from until an admin uploads one. */
export interface Placeholders {
  cover: string;
  portrait: string;
  logo: string;
}

/**
 * The ids of the named authors or publishers (published ones, names compared as search compares
 * them: case and accents ignored), making those that do not exist. `known` keeps ids across batches.
 */
async function idsByName(
  tx: Transaction,
  table: 'authors' | 'publishers',
  names: readonly string[],
  image: string,
  known: Map<string, string>,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const wanted = [...new Set(names)].filter((name) => {
    const id = known.get(`${table}:${name}`);
    if (id) ids.set(name, id);
    return !id;
  });
  if (wanted.length === 0) return ids;
  const find = async (names: readonly string[]) => {
    const { rows } = (await tx.execute(sql`
      select distinct on (w.name) w.name, t.id
      from jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) as w(name)
      join ${sql.identifier(table)} t on t.name_eng_key = search_key(w.name) and t.withdrawn_at is null
      order by w.name, t.created_at`)) as unknown as { rows: { name: string; id: string }[] };
    for (const row of rows) ids.set(row.name, row.id);
  };
  await find(wanted);
  const missing = wanted.filter((name) => !ids.has(name));
  if (missing.length > 0) {
    // One new row per name as search compares them: "Marta Pérez" and "MARTA PEREZ" in one batch are
    // one author, written as it first came.
    const text =
      table === 'authors' ? sql`biography_eng, biography_esp` : sql`information_eng, information_esp`;
    await tx.execute(sql`
      insert into ${sql.identifier(table)} (name_eng, name_esp, ${text}, image)
      select distinct on (search_key(m.name)) m.name, m.name, '', '', ${image}
      from jsonb_array_elements_text(${JSON.stringify(missing)}::jsonb) with ordinality as m(name, place)
      order by search_key(m.name), m.place`);
    await find(missing);
  }
  // A bounded memory of names: a feed of a million books names many authors.
  if (known.size > 50_000) known.clear();
  for (const [name, id] of ids) known.set(`${table}:${name}`, id);
  return ids;
}

/** The columns of a batch's books as JSON rows for `jsonb_to_recordset`. */
const bookRecordColumns = sql.raw(`isbn text, name text, subtitle text, info text, author_id uuid,
  publisher_id uuid, language text, year integer, pages_count integer, price numeric, categories text[],
  format text, translator text, series text, series_number integer, stock integer, available boolean`);

function bookRows(books: readonly ResolvedBook[]): string {
  return JSON.stringify(
    books.map((book) => ({
      isbn: book.isbn,
      name: book.name,
      subtitle: book.subtitle ?? null,
      info: book.info,
      author_id: book.authorId,
      publisher_id: book.publisherId,
      language: book.language,
      year: book.year,
      pages_count: book.pagesCount,
      price: book.price,
      categories: book.categories,
      format: book.format ?? null,
      translator: book.translator ?? null,
      series: book.series ?? null,
      series_number: book.seriesNumber ?? null,
      stock: book.stock ?? null,
      available: book.available ?? null,
    })),
  );
}

/**
 * New books (ISBNs not in the shop): their names and descriptions in both languages, a placeholder
 * cover, the copies counted or, when the feed only says they can be had, DEFAULT_STOCK. Answers the
 * ISBNs inserted (another writer may have inserted one meanwhile).
 */
async function insertBooks(
  tx: Transaction,
  books: readonly ResolvedBook[],
  cover: string,
): Promise<Set<string>> {
  if (books.length === 0) return new Set();
  const { rows } = (await tx.execute(sql`
    insert into books (isbn, name_eng, name_esp, title_eng, title_esp, info_eng, info_esp, image, category,
      author_id, publisher_id, pages_count, language, year, price, stock, format, translator, series,
      series_number)
    select t.isbn, t.name, t.name, coalesce(t.subtitle, t.name), coalesce(t.subtitle, t.name), t.info, t.info,
      ${cover}, t.categories, t.author_id, t.publisher_id, t.pages_count, t.language, t.year, t.price,
      coalesce(t.stock, case when t.available = false then 0 else ${DEFAULT_STOCK} end),
      t.format, t.translator, t.series, t.series_number
    from jsonb_to_recordset(${bookRows(books)}::jsonb) as t(${bookRecordColumns})
    on conflict (isbn) do nothing
    returning isbn`)) as unknown as { rows: { isbn: string }[] };
  return new Set(rows.map((row) => row.isbn));
}

/**
 * Books already in the shop, changed only where the feed differs. The name and description of the
 * edition's language are the feed's (an English edition's go to the English fields, any other's to the
 * Spanish ones), so names an admin translated stay; what the feed leaves out stays as it was; copies
 * are the feed's count, 0 when it says none can be had, DEFAULT_STOCK when a sold-out book can be had
 * again. Answers how many rows changed.
 */
async function updateBooks(tx: Transaction, books: readonly ResolvedBook[]): Promise<number> {
  if (books.length === 0) return 0;
  const { rows } = (await tx.execute(sql`
    with feed as (
      select t.*, t.language = 'eng' as english from jsonb_to_recordset(${bookRows(books)}::jsonb) as t(${bookRecordColumns})
    ),
    wanted as (
      select b.id,
        case when f.english then f.name else b.name_eng end as name_eng,
        case when f.english then b.name_esp else f.name end as name_esp,
        case when f.english then coalesce(f.subtitle, b.title_eng) else b.title_eng end as title_eng,
        case when f.english then b.title_esp else coalesce(f.subtitle, b.title_esp) end as title_esp,
        case when f.english and f.info <> '' then f.info else b.info_eng end as info_eng,
        case when not f.english and f.info <> '' then f.info else b.info_esp end as info_esp,
        f.categories as category, f.author_id, f.publisher_id, f.pages_count, f.language, f.year,
        f.price::numeric(10, 2) as price,
        case when f.stock is not null then f.stock when f.available = false then 0
          when f.available and b.stock = 0 then ${DEFAULT_STOCK} else b.stock end as stock,
        coalesce(f.format, b.format) as format, coalesce(f.translator, b.translator) as translator,
        coalesce(f.series, b.series) as series, coalesce(f.series_number, b.series_number) as series_number
      from feed f join books b on b.isbn = f.isbn
    )
    update books b set name_eng = w.name_eng, name_esp = w.name_esp, title_eng = w.title_eng,
      title_esp = w.title_esp, info_eng = w.info_eng, info_esp = w.info_esp, category = w.category,
      author_id = w.author_id, publisher_id = w.publisher_id, pages_count = w.pages_count,
      language = w.language, year = w.year, price = w.price, stock = w.stock, format = w.format,
      translator = w.translator, series = w.series, series_number = w.series_number
    from wanted w
    where b.id = w.id and (b.name_eng, b.name_esp, b.title_eng, b.title_esp, b.info_eng, b.info_esp,
      b.category, b.author_id, b.publisher_id, b.pages_count, b.language, b.year, b.price, b.stock,
      b.format, b.translator, b.series, b.series_number)
      is distinct from (w.name_eng, w.name_esp, w.title_eng, w.title_esp, w.info_eng, w.info_esp,
      w.category, w.author_id, w.publisher_id, w.pages_count, w.language, w.year, w.price, w.stock,
      w.format, w.translator, w.series, w.series_number)
    returning b.id`)) as unknown as { rows: unknown[] };
  return rows.length;
}

/** Records read up to `last` (their place in the file), as books to write and errors to keep. */
export interface ImportBatch {
  last: number;
  books: readonly ImportBook[];
  errors: readonly RecordError[];
}

/**
 * Writes a batch and moves the checkpoint past it, in one transaction: the import's row is locked
 * first, so a cancellation either comes before (nothing of the batch is written) or after it. Answers
 * the counts written, or undefined when the import is no longer this runner's to write (cancelled,
 * or taken over after its lease ran out).
 */
export async function writeImportBatch(
  db: Database,
  job: { id: string; runner: string; leaseMs: number },
  batch: ImportBatch,
  placeholders: Placeholders,
  known: Map<string, string>,
): Promise<{ created: number; updated: number } | undefined> {
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ errorCount: catalogueImports.errorCount })
      .from(catalogueImports)
      .where(
        and(
          eq(catalogueImports.id, job.id),
          eq(catalogueImports.status, 'running'),
          eq(catalogueImports.runner, job.runner),
        ),
      )
      .for('update');
    if (!held) return undefined;

    const authors = await idsByName(
      tx,
      'authors',
      batch.books.map((book) => book.author),
      placeholders.portrait,
      known,
    );
    const publishers = await idsByName(
      tx,
      'publishers',
      batch.books.map((book) => book.publisher),
      placeholders.logo,
      known,
    );
    const resolved = batch.books.map((book) => ({
      ...book,
      authorId: authors.get(book.author) as string,
      publisherId: publishers.get(book.publisher) as string,
    }));
    const { rows: existing } = (await tx.execute(
      sql`select isbn from books where isbn in (select jsonb_array_elements_text(${JSON.stringify(resolved.map((book) => book.isbn))}::jsonb))`,
    )) as unknown as { rows: { isbn: string }[] };
    const inShop = new Set(existing.map((row) => row.isbn));
    const inserted = await insertBooks(
      tx,
      resolved.filter((book) => !inShop.has(book.isbn)),
      placeholders.cover,
    );
    // A book another writer added meanwhile is updated like the others.
    const updated = await updateBooks(
      tx,
      resolved.filter((book) => !inserted.has(book.isbn)),
    );

    // The errors of the first IMPORT_ERRORS_KEPT refused records are kept; later ones are counted.
    const refused = [...new Set(batch.errors.map((error) => error.position))];
    const keptRecords = new Set(refused.slice(0, Math.max(0, IMPORT_ERRORS_KEPT - held.errorCount)));
    const kept = batch.errors.filter((error) => keptRecords.has(error.position));
    if (kept.length > 0) {
      await tx.insert(catalogueImportErrors).values(kept.map((error) => ({ importId: job.id, ...error })));
    }
    const failedRecords = refused.length;
    await tx
      .update(catalogueImports)
      .set({
        done: batch.last,
        created: sql`${catalogueImports.created} + ${inserted.size}`,
        updated: sql`${catalogueImports.updated} + ${updated}`,
        errorCount: sql`${catalogueImports.errorCount} + ${failedRecords}`,
        leaseUntil: sql`now() + ${`${job.leaseMs} milliseconds`}::interval`,
      })
      .where(eq(catalogueImports.id, job.id));
    return { created: inserted.size, updated };
  });
}

/** The GIN indexes a batch writes to, with a pending list (migration 0024). */
const ginIndexes = [
  'books_category_idx',
  'books_name_eng_words_idx',
  'books_name_eng_key_idx',
  'books_name_esp_words_idx',
  'books_name_esp_key_idx',
  'books_name_cat_words_idx',
  'books_name_cat_key_idx',
  'authors_name_eng_words_idx',
  'authors_name_eng_key_idx',
  'authors_name_esp_words_idx',
  'authors_name_esp_key_idx',
  'authors_name_cat_words_idx',
  'authors_name_cat_key_idx',
  'publishers_name_eng_words_idx',
  'publishers_name_eng_key_idx',
  'publishers_name_esp_words_idx',
  'publishers_name_esp_key_idx',
  'publishers_name_cat_words_idx',
  'publishers_name_cat_key_idx',
  'search_vocabulary_word_idx',
];

/**
 * Merges what a batch left in the GIN indexes' pending lists into the indexes, in one sorted pass per
 * index: far cheaper than entry by entry, and searches need not read through it.
 */
export async function mergePendingIndexEntries(db: Database): Promise<void> {
  await db.execute(
    sql.raw(`select ${ginIndexes.map((index) => `gin_clean_pending_list('${index}'::regclass)`).join(', ')}`),
  );
}
