// A list page's address read back (`readBookListSearch`): only the list pages need it, so it is kept
// apart from the writing half (`bookListParams.ts`), which every page's links use.
import { type BookListQuery, type BookListRequest, withBookListDefaults } from './bookListParams';
import { type Category, isCategory } from './categories';
import { BOOK_LIST_PAGE_MAX, BOOK_LIST_PAGE_SIZE_MAX, BOOK_SORTS } from './constants';
import { isLanguage, type Language } from './languages';

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
    readerLanguage: isLanguage(context.readerLanguage) ? context.readerLanguage : undefined,
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
