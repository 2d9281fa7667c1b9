import {
  BOOK_LIST_PAGE_SIZE,
  type Language,
  SEARCH_BOOKS_MAX,
  SEARCH_RESULTS_PER_GROUP,
  type SearchResponse,
  type SearchResult,
} from '@bookshop/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from './client';
import { localisedOf } from './localised';
import { books } from './schema';

interface FoundRow {
  found_kind: 'authors' | 'publishers';
  found_id: string;
  found_image: string;
  found_name_eng: string;
  found_name_esp: string;
  found_name_cat: string | null;
}

/**
 * Authors and publishers whose name matches, at most SEARCH_RESULTS_PER_GROUP of each: prefixes of the
 * words, then the text anywhere, then one typo per word, ignoring accents, case and the ela geminada's
 * dot, in each name's three keys, the asked language's first (migration 0028: the Catalan key is the
 * Spanish name's where there is no Catalan one). The search is one database function (migrations 0009
 * and 0037): on the embedded database the cost of a search was mostly the number of statements, each
 * parsed and planned afresh, not the catalogue size; the function's plan is made once and kept. It
 * searches no books: the header shows the results page's first books (routes/search.ts), which an
 * author's name finds.
 */
export async function searchAuthorsAndPublishers(
  db: Database,
  text: string,
  language: Language,
): Promise<Pick<SearchResponse, 'authors' | 'publishers'>> {
  const { rows } = (await db.execute(
    // Unpublished names (the back office) are left out; they are few, so a group rarely comes up short.
    sql`select f.* from search_authors_and_publishers(${text}, ${language}, ${SEARCH_RESULTS_PER_GROUP}) f
      where not exists (select from authors a where a.id = f.found_id and a.withdrawn_at is not null)
        and not exists (select from publishers p where p.id = f.found_id and p.withdrawn_at is not null)`,
  )) as unknown as { rows: FoundRow[] };
  const found: Pick<SearchResponse, 'authors' | 'publishers'> = { authors: [], publishers: [] };
  // The rows come grouped by kind, best first.
  for (const row of rows) {
    found[row.found_kind].push({
      _id: row.found_id,
      image: row.found_image,
      name: localisedOf(row.found_name_eng, row.found_name_esp, row.found_name_cat),
    });
  }
  return found;
}

/** The books of these ids as search results (name and cover), in the ids' order. */
export async function bookResultsInOrder(db: Database, ids: readonly string[]): Promise<SearchResult[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: books.id,
      image: books.image,
      nameEng: books.nameEng,
      nameEsp: books.nameEsp,
      nameCat: books.nameCat,
    })
    .from(books)
    .where(inArray(books.id, [...ids]));
  const place = new Map(ids.map((id, at) => [id, at]));
  return rows
    .sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0))
    .map((row) => ({
      _id: row.id,
      image: row.image,
      name: localisedOf(row.nameEng, row.nameEsp, row.nameCat),
    }));
}

/**
 * The ids of the books whose name or author's name matches, best first, at most SEARCH_BOOKS_MAX;
 * `more` when more matched (migration 0019, `search_book_ids`). The search results page filters, sorts
 * and counts these in the book index.
 */
export async function searchBookIds(
  db: Database,
  text: string,
  language: Language,
): Promise<{ ids: string[]; more: boolean }> {
  // One text of comma-separated ids, made and ordered inside the function: a thousand rows cost the
  // embedded database's driver more than the search itself took to rank them.
  const { rows } = (await db.execute(
    sql`select search_book_ids(${text}, ${language}, ${SEARCH_BOOKS_MAX}, ${BOOK_LIST_PAGE_SIZE}) as ids`,
  )) as unknown as { rows: { ids: string | null }[] };
  const ids = rows[0]?.ids ? rows[0].ids.split(',') : [];
  return { ids: ids.slice(0, SEARCH_BOOKS_MAX), more: ids.length > SEARCH_BOOKS_MAX };
}

/** A word of a search's text and the known words closest to it (`search_typo_words`, migration 0040). */
export interface TypoWord {
  word: string;
  closeWords: string[];
}

/**
 * Each distinct word of `text` in the order it first comes, with the known words closest to it, as the
 * typo stage of `search_book_ids` reads them; none where that stage would not run (a text of fewer than
 * five characters, or no word with a close one). The API process matches a plain text's typos itself.
 */
export async function typoWords(db: Database, text: string): Promise<TypoWord[]> {
  const { rows } = (await db.execute(
    sql`select word, close_words from search_typo_words(${text})`,
  )) as unknown as { rows: { word: string; close_words: string[] }[] };
  return rows.map((row) => ({ word: row.word, closeWords: row.close_words }));
}

/** The book whose name is closest to a text that matched none ("did you mean ...?"), if any is close. */
export async function closestBookName(db: Database, text: string): Promise<SearchResult | null> {
  const { rows } = (await db.execute(
    sql`select f.* from closest_book_name(${text}) f
      where not exists (select from books b where b.id = f.found_id and b.withdrawn_at is not null)`,
  )) as unknown as {
    rows: FoundRow[];
  };
  const [row] = rows;
  return row
    ? {
        _id: row.found_id,
        image: row.found_image,
        name: localisedOf(row.found_name_eng, row.found_name_esp, row.found_name_cat),
      }
    : null;
}
