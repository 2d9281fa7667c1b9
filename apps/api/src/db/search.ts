import {
  type Language,
  SEARCH_RESULTS_PER_GROUP,
  type SearchResponse,
  type SearchResult,
} from '@bookshop/contract';
import { asc, desc, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { authors, books, publishers } from './schema';

/**
 * How close a misspelt query must be to a word of a name (pg_trgm word_similarity, 0..1). 0.5 lets one
 * wrong, missing or extra letter through in words of five or more letters ("quijotte", "garcya").
 */
const FUZZY_THRESHOLD = 0.5;
/** Shorter queries only match exactly or as a prefix: one typo in three letters is another word. */
const FUZZY_MIN_LENGTH = 5;

/** LIKE treats %, _ and \ as patterns; a shopper's text is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

interface Searchable {
  table: PgTable;
  id: PgColumn;
  image: PgColumn;
  nameEng: PgColumn;
  nameEsp: PgColumn;
}

async function searchNames(
  db: Database,
  { table, id, image, nameEng, nameEsp }: Searchable,
  text: string,
  language: Language,
): Promise<SearchResult[]> {
  // search_key() (migration 0002) lower-cases and strips accents, on the names and on the query alike.
  const [first, second] = language === 'eng' ? [nameEng, nameEsp] : [nameEsp, nameEng];
  const key = (column: PgColumn) => sql`search_key(${column})`;
  const query = sql`search_key(${escapeLike(text)})`;
  const plain = sql`search_key(${text})`;
  const wordPrefix = (column: PgColumn) =>
    sql`(${key(column)} like ${query} || '%' or ${key(column)} like '% ' || ${query} || '%')`;
  const contains = (column: PgColumn) => sql`${key(column)} like '%' || ${query} || '%'`;
  const fuzzy = (column: PgColumn) => sql`${plain} <% ${key(column)}`;
  const useFuzzy = text.length >= FUZZY_MIN_LENGTH;

  // Exact and prefix matches first, then substrings, then typos; within each, the asked language first.
  const rank = sql<number>`case
    when ${wordPrefix(first)} then 0 when ${wordPrefix(second)} then 1
    when ${contains(first)} then 2 when ${contains(second)} then 3
    when word_similarity(${plain}, ${key(first)}) >= word_similarity(${plain}, ${key(second)}) then 4
    else 5 end`;
  const closeness = sql<number>`greatest(word_similarity(${plain}, ${key(first)}), word_similarity(${plain}, ${key(second)}))`;
  const matches: SQL[] = [contains(nameEng), contains(nameEsp)];
  if (useFuzzy) matches.push(fuzzy(nameEng), fuzzy(nameEsp));

  const rows = await db
    .select({ id, image, nameEng, nameEsp })
    .from(table)
    .where(or(...matches))
    .orderBy(asc(rank), desc(closeness), asc(sql`length(${first})`), asc(first))
    .limit(SEARCH_RESULTS_PER_GROUP);
  return rows.map((row) => ({
    _id: String(row.id),
    image: String(row.image),
    name: { eng: String(row.nameEng), esp: String(row.nameEsp) },
  }));
}

/** Books, authors and publishers whose name matches, at most SEARCH_RESULTS_PER_GROUP of each. */
export async function searchByName(db: Database, text: string, language: Language): Promise<SearchResponse> {
  return db.transaction(async (tx) => {
    // Local to this transaction: other queries on the pooled connection keep the default.
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`,
    );
    const db = tx as unknown as Database;
    return {
      books: await searchNames(db, { table: books, ...pick(books) }, text, language),
      authors: await searchNames(db, { table: authors, ...pick(authors) }, text, language),
      publishers: await searchNames(db, { table: publishers, ...pick(publishers) }, text, language),
    };
  });
}

function pick(table: typeof books | typeof authors | typeof publishers) {
  return { id: table.id, image: table.image, nameEng: table.nameEng, nameEsp: table.nameEsp };
}
