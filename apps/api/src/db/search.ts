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
/**
 * At most this many matches are ranked. A text that matches more names ("a", "the") says little, and
 * ranking tens of thousands of names would hold the (single-process) embedded database for seconds.
 */
const MAX_RANKED_MATCHES = 1000;

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
  const contains = (name: SQL | PgColumn) => sql`${name} like '%' || ${query} || '%'`;
  const matches: SQL[] = [contains(key(nameEng)), contains(key(nameEsp))];
  if (text.length >= FUZZY_MIN_LENGTH)
    matches.push(sql`${plain} <% ${key(nameEng)}`, sql`${plain} <% ${key(nameEsp)}`);

  // The index finds the matches; their keys are computed once here and reused by the ranking below.
  const found = db
    .select({
      id: sql<string>`${id}`.as('id'),
      image: sql<string>`${image}`.as('image'),
      nameEng: sql<string>`${nameEng}`.as('name_eng'),
      nameEsp: sql<string>`${nameEsp}`.as('name_esp'),
      firstName: sql<string>`${first}`.as('first_name'),
      firstKey: sql<string>`${key(first)}`.as('first_key'),
      secondKey: sql<string>`${key(second)}`.as('second_key'),
    })
    .from(table)
    .where(or(...matches))
    .limit(MAX_RANKED_MATCHES)
    .as('found');
  const wordPrefix = (name: SQL) =>
    sql`(${name} like ${query} || '%' or ${name} like '% ' || ${query} || '%')`;
  const firstKey = sql`${found.firstKey}`;
  const secondKey = sql`${found.secondKey}`;
  // Exact and prefix matches first, then substrings, then typos; within each, the asked language first.
  const rank = sql<number>`case
    when ${wordPrefix(firstKey)} then 0 when ${wordPrefix(secondKey)} then 1
    when ${contains(firstKey)} then 2 when ${contains(secondKey)} then 3
    when word_similarity(${plain}, ${firstKey}) >= word_similarity(${plain}, ${secondKey}) then 4
    else 5 end`;
  const closeness = sql<number>`greatest(word_similarity(${plain}, ${firstKey}), word_similarity(${plain}, ${secondKey}))`;

  const rows = await db
    .select({ id: found.id, image: found.image, nameEng: found.nameEng, nameEsp: found.nameEsp })
    .from(found)
    .orderBy(asc(rank), desc(closeness), asc(sql`length(${found.firstName})`), asc(found.firstName))
    .limit(SEARCH_RESULTS_PER_GROUP);
  return rows.map((row) => ({ _id: row.id, image: row.image, name: { eng: row.nameEng, esp: row.nameEsp } }));
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
