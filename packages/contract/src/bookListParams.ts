// A list of books (a category page, search results) as addresses carry it: the API's `/books?...` and
// the shop's own `?sort=...&page=2`. Kept apart from the zod schemas (bookList.ts) so that the shop's
// first load can build and read these addresses without zod (the reading half, which only the list
// pages need, is `readBookList.ts`); `bookList.test.ts` checks that both accept the same values.
import type { Category } from './categories';
import { BOOK_LIST_PAGE_SIZE, type BookSort } from './constants';
import type { Language } from './languages';

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

/** Whether a `/books` query asks for a page of a list (any parameter but the SPEC's `limit` and `category`). */
export function isBookListRequest(query: Record<string, unknown>): boolean {
  return Object.entries(query).some(
    ([key, value]) => value !== undefined && key !== 'limit' && key !== 'category',
  );
}
