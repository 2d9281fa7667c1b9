// A list of books (a category page, search results) as addresses carry it: the API's `/books?...` and
// the shop's own `?sort=...&page=2`. Kept apart from the zod schemas (bookList.ts) so that the shop's
// first load can build and read these addresses without zod; `bookList.test.ts` checks that both
// accept the same values.
import type { Category } from './categories';
import { isCategory } from './categories';
import type { Language } from './common';
import {
  BOOK_LIST_PAGE_MAX,
  BOOK_LIST_PAGE_SIZE,
  BOOK_LIST_PAGE_SIZE_MAX,
  BOOK_SORTS,
  type BookSort,
  LANGUAGES,
} from './constants';

/** One page of a list of books, with every default filled in. */
export interface BookListQuery {
  /** The category's books; a top category includes its subcategories. */
  category?: Category;
  /** A search text: the list is the books whose name or author matches it. */
  q?: string;
  sort: BookSort;
  /** The reader's language: `title` sorts by the title in it, a best match prefers names in it. */
  readerLanguage: Language;
  /** The book's own language (`esp`, `eng`, `cat`, ...). */
  language?: string;
  minPrice?: number;
  maxPrice?: number;
  minYear?: number;
  maxYear?: number;
  /** Books whose average rating is at least this many stars. */
  minRating?: number;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** What a caller may leave out: the defaults fill it. */
export type BookListRequest = Partial<BookListQuery>;

/** The filters, in the one order addresses list them (equal lists, equal addresses, one cached answer). */
export const bookListFilters = [
  'language',
  'minPrice',
  'maxPrice',
  'minYear',
  'maxYear',
  'minRating',
] as const;
export type BookListFilter = (typeof bookListFilters)[number];

/** Newest first; a search's best matches first. */
export function defaultBookSort(q?: string): BookSort {
  return q ? 'relevance' : 'newest';
}

/** The query with its defaults filled in. */
export function withBookListDefaults(request: BookListRequest): BookListQuery {
  const q = request.q?.trim() || undefined;
  const query: BookListQuery = {
    sort: request.sort ?? defaultBookSort(q),
    readerLanguage: request.readerLanguage ?? 'esp',
    page: request.page ?? 1,
    pageSize: request.pageSize ?? BOOK_LIST_PAGE_SIZE,
  };
  if (request.category) query.category = request.category;
  if (q) query.q = q;
  for (const key of bookListFilters) {
    const value = request[key];
    if (value !== undefined) Object.assign(query, { [key]: value });
  }
  return query;
}

/** Sort, the reader's language where it changes the answer, and the filters, leaving out defaults. */
function appendSortAndFilters(params: URLSearchParams, query: BookListQuery): void {
  if (query.sort !== defaultBookSort(query.q)) params.set('sort', query.sort);
  if (query.readerLanguage !== 'esp' && (query.sort === 'title' || query.sort === 'relevance')) {
    params.set('readerLanguage', query.readerLanguage);
  }
  for (const key of bookListFilters) {
    const value = query[key];
    if (value !== undefined) params.set(key, String(value));
  }
}

/**
 * The API address of one page of a list (`/books?category=novel&sort=price_asc&page=2`). `page` is
 * always there: `/books` with only `limit` and `category` is the SPEC's call, which answers `{ books }`.
 */
export function bookListApiPath(request: BookListRequest): string {
  const query = withBookListDefaults(request);
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.q) params.set('q', query.q);
  appendSortAndFilters(params, query);
  params.set('page', String(query.page));
  if (query.pageSize !== BOOK_LIST_PAGE_SIZE) params.set('pageSize', String(query.pageSize));
  return `/books?${params}`;
}

/**
 * The query string of a list page's address in the shop (`?sort=price_asc&language=esp&page=2`, or ''):
 * the category and the search text are in its path and the reader's language is the reader's own, so
 * only sort, filters and page are here, each only when it is not the default.
 */
export function bookListSearch(request: BookListRequest): string {
  const query = withBookListDefaults(request);
  const params = new URLSearchParams();
  appendSortAndFilters(params, { ...query, readerLanguage: 'esp' });
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.pageSize !== BOOK_LIST_PAGE_SIZE) params.set('pageSize', String(query.pageSize));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Numbers as the API reads them from a query string: plain decimal digits, no sign or exponent. */
const decimal = /^\d+(\.\d+)?$/;

function numberFrom(text: string | null): number | undefined {
  return text !== null && decimal.test(text) ? Number(text) : undefined;
}

function integerIn(text: string | null, min: number, max: number): number | undefined {
  const value = numberFrom(text);
  return value !== undefined && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** Euros in whole cents; a positive amount under a cent is no price (as `moneySchema`). */
function price(text: string | null): number | undefined {
  const value = numberFrom(text);
  if (value === undefined) return undefined;
  const wholeCents = Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
  return wholeCents && (value === 0 || value >= 0.01) ? value : undefined;
}

/** 0 to 5 stars in halves. */
function stars(text: string | null): number | undefined {
  const value = numberFrom(text);
  return value !== undefined && value <= 5 && Number.isInteger(value * 2) ? value : undefined;
}

/**
 * A list page's address read back (as `bookListSearch` wrote it), leniently: a value the API would
 * refuse is left out, and a maximum under its minimum too, so a hand-edited or old link still shows a
 * list instead of an error. The category and the search text come from the page's path.
 */
export function readBookListSearch(
  search: URLSearchParams | string,
  context: { category?: Category; q?: string; readerLanguage: Language },
): BookListQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const q = context.q?.trim() || undefined;
  const sortText = params.get('sort');
  const sort = BOOK_SORTS.find((known) => known === sortText && (known !== 'relevance' || q));
  const language = params.get('language')?.trim();
  const request: BookListRequest = {
    category: isCategory(context.category) ? context.category : undefined,
    q,
    sort,
    readerLanguage: (LANGUAGES as readonly string[]).includes(context.readerLanguage)
      ? context.readerLanguage
      : undefined,
    language: language && language.length <= 40 ? language : undefined,
    minPrice: price(params.get('minPrice')),
    maxPrice: price(params.get('maxPrice')),
    minYear: integerIn(params.get('minYear'), 0, 9999),
    maxYear: integerIn(params.get('maxYear'), 0, 9999),
    minRating: stars(params.get('minRating')),
    page: integerIn(params.get('page'), 1, BOOK_LIST_PAGE_MAX),
    pageSize: integerIn(params.get('pageSize'), 1, BOOK_LIST_PAGE_SIZE_MAX),
  };
  if (
    request.minPrice !== undefined &&
    request.maxPrice !== undefined &&
    request.maxPrice < request.minPrice
  ) {
    request.maxPrice = undefined;
  }
  if (request.minYear !== undefined && request.maxYear !== undefined && request.maxYear < request.minYear) {
    request.maxYear = undefined;
  }
  return withBookListDefaults(request);
}

/** Whether a `/books` query asks for a page of a list (any parameter but the SPEC's `limit` and `category`). */
export function isBookListRequest(query: Record<string, unknown>): boolean {
  return Object.entries(query).some(
    ([key, value]) => value !== undefined && key !== 'limit' && key !== 'category',
  );
}
