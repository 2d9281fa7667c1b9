// The shop's fixed numbers and names, apart from the schemas, so that the storefront's first load can
// use them without pulling in zod.

/**
 * The cookie that mirrors the reader's language (kept in localStorage under `language`, SPEC section 1),
 * so that the server renders their pages in it. Its value is a language code of `languages.ts`.
 */
export const LANGUAGE_COOKIE = 'language';

export const BOOKS_LIMIT_MAX = 100;
/** SPEC section 9: the home page loads 10 new and 10 popular books. */
export const NEW_BOOKS_LIMIT = 10;
export const POPULAR_BOOKS_LIMIT = 10;

export const COMMENT_MAX_LENGTH = 2000;

/** SPEC section 1: returns within 14 days. */
export const RETURN_WINDOW_DAYS = 14;
/** The header of `POST /orders` that makes a retry (double click, lost answer) return the same order. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const SEARCH_RESULTS_PER_GROUP = 10;

/**
 * How a list of books (a category, search results) can be ordered: newest first by default, best match
 * first for a search; `title` follows the reader's language.
 */
export const BOOK_SORTS = ['newest', 'price_asc', 'price_desc', 'rating', 'title', 'relevance'] as const;
export type BookSort = (typeof BOOK_SORTS)[number];
/** Books on one page of a list: four rows of six on a wide screen. */
export const BOOK_LIST_PAGE_SIZE = 24;
export const BOOK_LIST_PAGE_SIZE_MAX = 100;
/** Far beyond the last page of any catalogue this shop could hold; a larger number is a bad request. */
export const BOOK_LIST_PAGE_MAX = 100_000;
/** The minimum ratings a list offers as filters ("4 stars or more", ...), each with its count. */
export const RATING_FILTER_STEPS = [4, 3, 2, 1] as const;
/**
 * A search ranks at most this many books (its results page shows them 24 at a time): a text that
 * matches more says little, and ranking tens of thousands of names would hold the embedded database.
 */
export const SEARCH_BOOKS_MAX = 1000;
/** Books on each shelf of a book page ("more by this author", "from the same category"). */
export const RELATED_BOOKS_LIMIT = 12;
/** SPEC section 9: the search box waits 1.5 s after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 1500;

/** SPEC section 9: a password has more than 4 symbols. */
export const PASSWORD_MIN_LENGTH = 5;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * How long a session lasts (the API's README, Security): at most 30 days after signing in, and it
 * ends sooner when unused, after 30 minutes for an admin (who changes the catalogue and other people's
 * roles; the shop warns them first) and 7 days for a reader.
 */
export const sessionLimits = {
  lifetimeMs: 30 * DAY,
  idleMs: { admin: 30 * MINUTE, user: 7 * DAY },
} as const;
