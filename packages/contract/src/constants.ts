// The shop's fixed numbers and names, apart from the schemas, so that the storefront's first load can
// use them without pulling in zod.

/** The two interface languages (SPEC section 1). */
export const LANGUAGES = ['esp', 'eng'] as const;

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
/** SPEC section 9: the search box waits 1.5 s after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 1500;

/** SPEC section 9: the home slider turns every 5 s. */
export const SLIDER_INTERVAL_MS = 5000;

/** SPEC section 9: a password has more than 4 symbols. */
export const PASSWORD_MIN_LENGTH = 5;
