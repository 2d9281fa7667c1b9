import {
  type Language,
  SEARCH_RESULTS_PER_GROUP,
  type SearchResponse,
  type SearchResult,
} from '@bookshop/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { authors, books, publishers } from './schema';

/**
 * How close a misspelt word must be to a word of a name (pg_trgm word_similarity, 0..1). 0.5 lets one
 * wrong, missing or extra letter through in words of five or more letters ("quijotte", "garcya").
 */
const FUZZY_THRESHOLD = 0.5;
/** Shorter queries only match exactly or as a prefix: one typo in three letters is another word. */
const FUZZY_MIN_LENGTH = 5;
/** In a longer query ("hary potter"), each word of at least this many letters may carry a typo. */
const FUZZY_WORD_MIN_LENGTH = 3;
/** The closest known words tried in place of a misspelt one. */
const FUZZY_ALTERNATIVES = 5;
/**
 * At most this many matches of one stage are ranked. A text that matches more names ("a", "the") says
 * little, and ranking tens of thousands of names would hold the (single-process) embedded database.
 */
const MAX_RANKED_MATCHES = 50;

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
  /** search_key() of the names, stored (migration 0005). */
  nameEngKey: PgColumn;
  nameEspKey: PgColumn;
}

/** The query's words, worked out once for the three kinds of names. */
interface SearchPlan {
  text: string;
  /** search_key() of the text, and of the text with LIKE's characters escaped: worked out once. */
  key: string;
  likeKey: string;
  lexemes: string[];
  /** Full-text query: the words in order, the last one as a prefix ("cien <-> anos:*"). */
  prefixes?: string;
}

/** A lexeme as a full-text query term: quoted, so that no character of it is an operator. */
const term = (lexeme: string) => `'${lexeme.replace(/['\\]/g, (char) => `\\${char}`)}'`;

/** The words of a search key, exactly as the word indexes of migration 0005 hold them. */
const wordsOf = (key: SQL | PgColumn) => sql`to_tsvector('simple'::regconfig, ${key})`;

/** Rows of a plain SQL query; PGlite and node-postgres both answer `{ rows }`. */
async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * The query's words, exactly as the word indexes hold them (unaccented, lower-cased, split by the
 * parser), with the search's settings (see searchByName) set in the same statement: one round trip.
 */
async function planSearch(db: Database, text: string): Promise<SearchPlan> {
  const [row] = await rowsOf<{ key: string; like_key: string; lexemes: string[] }>(
    db,
    sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true),
      set_config('enable_seqscan', 'off', true),
      search_key(${text}) as key, search_key(${escapeLike(text)}) as like_key,
      array(select lexeme from unnest(${wordsOf(sql`search_key(${text})`)}) order by positions[1], lexeme)
        as lexemes`,
  );
  if (!row) throw new Error('The search plan has no row');
  const plan = { text, key: row.key, likeKey: row.like_key, lexemes: row.lexemes };
  if (plan.lexemes.length === 0) return plan;
  const prefixes = plan.lexemes.map((lexeme, i) =>
    i === plan.lexemes.length - 1 ? `${term(lexeme)}:*` : term(lexeme),
  );
  return { ...plan, prefixes: prefixes.join(' <-> ') };
}

/**
 * Full-text query for the typo stage: every word as a prefix or as one of the known words it is close
 * to; undefined when the text is too short to guess or no known word is close. Asked for only when
 * the stages before left a list short.
 */
async function typoQuery(db: Database, { text, key, lexemes }: SearchPlan): Promise<string | undefined> {
  if (text.length < FUZZY_MIN_LENGTH || lexemes.length === 0) return undefined;
  const close = await rowsOf<{ lexeme: string; word: string }>(
    db,
    sql`
    select asked.lexeme, known.word
    from unnest(${wordsOf(sql`${key}::text`)}) as asked
    cross join lateral (
      select word from search_vocabulary
      where length(asked.lexeme) >= ${FUZZY_WORD_MIN_LENGTH} and asked.lexeme <% word
      order by word_similarity(asked.lexeme, word) desc, word
      limit ${FUZZY_ALTERNATIVES}
    ) as known`,
  );
  if (close.length === 0) return undefined;
  const typos = lexemes.map((lexeme) => {
    const alternatives = close.filter((row) => row.lexeme === lexeme).map((row) => term(row.word));
    return `(${[`${term(lexeme)}:*`, ...alternatives].join(' | ')})`;
  });
  return typos.join(' & ');
}

type Kind = keyof SearchResponse;
const kinds: Kind[] = ['books', 'authors', 'publishers'];
const searchables: Record<Kind, Searchable> = {
  books: { table: books, ...pick(books) },
  authors: { table: authors, ...pick(authors) },
  publishers: { table: publishers, ...pick(publishers) },
};

/**
 * One stage's matches of one kind, numbered best first (`place`): exact and prefix matches, then
 * substrings, then typos; within each, the asked language first. A stage finds its matches with one
 * condition, or with two (one per language), each bringing at most MAX_RANKED_MATCHES of them.
 */
function rankedMatches(
  db: Database,
  kind: Kind,
  { key, likeKey }: SearchPlan,
  language: Language,
  [where, orWhere]: [SQL] | [SQL, SQL],
  limit: number,
) {
  const { table, id, image, nameEng, nameEsp, nameEngKey, nameEspKey } = searchables[kind];
  // search_key() (migration 0002) lower-cases and strips accents, on the names and on the query alike;
  // the query's keys come worked out (planSearch), so that planning each statement need not.
  const [first, firstKeyColumn, secondKeyColumn] =
    language === 'eng' ? [nameEng, nameEngKey, nameEspKey] : [nameEsp, nameEspKey, nameEngKey];
  const query = sql`${likeKey}::text`;
  const plain = sql`${key}::text`;
  const contains = (name: SQL | PgColumn) => sql`${name} like '%' || ${query} || '%'`;

  // The index finds the matches; their keys are read once here and reused by the ranking below.
  const matching = (condition: SQL) =>
    db
      .select({
        id: sql<string>`${id}`.as('id'),
        image: sql<string>`${image}`.as('image'),
        nameEng: sql<string>`${nameEng}`.as('name_eng'),
        nameEsp: sql<string>`${nameEsp}`.as('name_esp'),
        firstName: sql<string>`${first}`.as('first_name'),
        firstKey: sql<string>`${firstKeyColumn}`.as('first_key'),
        secondKey: sql<string>`${secondKeyColumn}`.as('second_key'),
      })
      .from(table)
      .where(condition)
      .limit(MAX_RANKED_MATCHES);
  // `union` (not `union all`): a name matching in both languages is ranked once.
  const found = (orWhere ? matching(where).union(matching(orWhere)) : matching(where)).as('found');
  const wordPrefix = (name: SQL) =>
    sql`(${name} like ${query} || '%' or ${name} like '% ' || ${query} || '%')`;
  const firstKey = sql`${found.firstKey}`;
  const secondKey = sql`${found.secondKey}`;
  const rank = sql`case
    when ${wordPrefix(firstKey)} then 0 when ${wordPrefix(secondKey)} then 1
    when ${contains(firstKey)} then 2 when ${contains(secondKey)} then 3
    when word_similarity(${plain}, ${firstKey}) >= word_similarity(${plain}, ${secondKey}) then 4
    else 5 end`;
  const closeness = sql`greatest(word_similarity(${plain}, ${firstKey}), word_similarity(${plain}, ${secondKey}))`;
  const order = sql`${rank}, ${closeness} desc, length(${found.firstName}), ${found.firstName}`;

  // Ordered by the place just numbered: the ranking is written (and planned) once.
  return db
    .select({
      kind: sql<Kind>`${kind}::text`.as('kind'),
      place: sql<number>`row_number() over (order by ${order})`.as('place'),
      id: found.id,
      image: found.image,
      nameEng: found.nameEng,
      nameEsp: found.nameEsp,
    })
    .from(found)
    .orderBy(sql`place`)
    .limit(limit);
}

interface MatchRow {
  kind: Kind;
  place: number | string;
  id: string;
  image: string;
  name_eng: string;
  name_esp: string;
}

/**
 * Each stage runs only for the kinds of which the stages before found fewer than
 * SEARCH_RESULTS_PER_GROUP names, and each goes through an index that touches little more than what
 * it returns (migration 0005). One statement per stage asks for all three kinds at once: on the
 * embedded database the cost of a search is mostly the number of statements (each one parsed and
 * planned afresh), not the catalogue size. So the word prefixes of both languages are one stage, and
 * the known words close to the query's are only looked up when the typo stage is reached.
 */
async function searchAll(db: Database, plan: SearchPlan, language: Language): Promise<SearchResponse> {
  type Stage = (searchable: Searchable) => [SQL] | [SQL, SQL];
  const [first, second] =
    language === 'eng' ? (['nameEngKey', 'nameEspKey'] as const) : (['nameEspKey', 'nameEngKey'] as const);
  const words = (key: PgColumn, query: string) => sql`${wordsOf(key)} @@ to_tsquery('simple', ${query})`;
  const contains = (key: PgColumn) => sql`${key} like '%' || ${plan.likeKey}::text || '%'`;
  const { prefixes } = plan;
  const stages: (() => Promise<Stage | undefined>)[] = [
    async () => (prefixes ? (s) => [words(s[first], prefixes), words(s[second], prefixes)] : undefined),
    async () => (s) => [sql`(${contains(s[first])} or ${contains(s[second])})`],
    async () => {
      const typos = await typoQuery(db, plan);
      return typos ? (s) => [sql`(${words(s[first], typos)} or ${words(s[second], typos)})`] : undefined;
    },
  ];

  const found: Record<Kind, Map<string, SearchResult>> = {
    books: new Map(),
    authors: new Map(),
    publishers: new Map(),
  };
  for (const nextStage of stages) {
    const wanting = kinds.filter((kind) => found[kind].size < SEARCH_RESULTS_PER_GROUP);
    if (wanting.length === 0) break;
    const stage = await nextStage();
    if (!stage) continue;
    // Names found by an earlier stage may match again; ask for enough to fill the list all the same.
    const parts = wanting.map(
      (kind) =>
        sql`(${rankedMatches(db, kind, plan, language, stage(searchables[kind]), SEARCH_RESULTS_PER_GROUP + found[kind].size)})`,
    );
    const rows = await rowsOf<MatchRow>(db, sql.join(parts, sql` union all `));
    rows.sort((a, b) => Number(a.place) - Number(b.place));
    for (const row of rows) {
      const list = found[row.kind];
      if (list.size < SEARCH_RESULTS_PER_GROUP && !list.has(row.id)) {
        list.set(row.id, { _id: row.id, image: row.image, name: { eng: row.name_eng, esp: row.name_esp } });
      }
    }
  }
  return {
    books: [...found.books.values()],
    authors: [...found.authors.values()],
    publishers: [...found.publishers.values()],
  };
}

/** Books, authors and publishers whose name matches, at most SEARCH_RESULTS_PER_GROUP of each. */
export async function searchByName(db: Database, text: string, language: Language): Promise<SearchResponse> {
  return db.transaction(async (tx) => {
    // planSearch sets the search's settings, local to this transaction: other queries on the pooled
    // connection keep the defaults. Every stage has its index; without fresh statistics (PGlite never
    // analyses by itself) the planner would rather read all names, hoping to meet MAX_RANKED_MATCHES
    // of them early: measured 1.3 s instead of 1 ms for a word no name holds, at 100,000 books.
    const db = tx as unknown as Database;
    return searchAll(db, await planSearch(db, text), language);
  });
}

function pick(table: typeof books | typeof authors | typeof publishers) {
  const { id, image, nameEng, nameEsp, nameEngKey, nameEspKey } = table;
  return { id, image, nameEng, nameEsp, nameEngKey, nameEspKey };
}
