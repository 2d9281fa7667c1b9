import { delay, HttpResponse, http } from 'msw';
import { emptyBooksAnswer } from './bookLists';
import { fixtureShelf } from './fixtures';
import { createHandlers } from './handlers';
import { api, errorResponse } from './respond';
import { createMswState, type MswStateOptions } from './state';

type Method = 'get' | 'post' | 'put' | 'delete';

/** How the API answers each failing status: its error code and message (apps/api/src/http). */
const failures: Record<number, { code: string; message: string; headers?: Record<string, string> }> = {
  400: { code: 'invalidInput', message: 'Some fields are not valid' },
  401: { code: 'notSignedIn', message: 'Sign in first' },
  403: { code: 'forbidden', message: 'Only an admin may do this' },
  404: { code: 'notFound', message: 'Not found' },
  409: { code: 'emailAlreadyRegistered', message: 'This email is already registered' },
  429: {
    code: 'tooManyLoginAttempts',
    message: 'Too many failed sign-ins; try again later',
    headers: { 'retry-after': '900' },
  },
  500: { code: 'internalError', message: 'Something went wrong on our side' },
};

export interface FailingOptions {
  /** One call (`/books/popular`, `/books/:id`, ...) or, by default, every call. */
  path?: string;
  method?: Method;
  /** 500 (the server failed) by default; 400, 401, 403, 404, 409 and 429 answer with the API's code. */
  status?: keyof typeof failures;
  fields?: Record<string, string>;
}

/** Error state: the call answers with the API's error body and status. Put it before other handlers. */
export function failingApi({ path = '/*', method, status = 500, fields }: FailingOptions = {}) {
  const failure = failures[status] ?? { code: 'internalError', message: 'Something went wrong on our side' };
  const answer = () => errorResponse(status, failure.code, failure.message, fields, failure.headers);
  return method ? http[method](api(path), answer) : http.all(api(path), answer);
}

/**
 * Slow state: the call waits `ms` (forever by default: a loading state that stays), then the handlers
 * after this one answer it. Put it before other handlers.
 */
export function slowApi({ path = '/*', ms = 'infinite' }: { path?: string; ms?: number | 'infinite' } = {}) {
  return http.all(api(path), async () => {
    await delay(ms);
    // Nothing returned: the next handler answers, as if the server had just been slow.
    return undefined;
  });
}

/** Ready-made handler lists for the states a screen must handle, each over a fresh fake server. */
export const scenarios = {
  /** A guest browsing the full demo catalogue. */
  guest: () => createHandlers(createMswState()),
  /** A reader signed in, with an empty basket. */
  signedIn: () => createHandlers(createMswState({ signedIn: true })),
  /** An admin signed in. */
  admin: () => createHandlers(createMswState({ admin: true })),
  /** A catalogue of `count` books in three languages: lists of several pages, with facets to choose. */
  manyBooks: (count = 60) => createHandlers(createMswState({ books: fixtureShelf(count) })),
  /** No books, authors, publishers or slides yet. */
  empty: (options: Omit<MswStateOptions, 'empty'> = {}) =>
    createHandlers(createMswState({ ...options, empty: true })),
  /** Every call takes `ms` (forever by default). */
  slow: (ms: number | 'infinite' = 'infinite') => [slowApi({ ms }), ...createHandlers(createMswState())],
  /** Every call fails as a server failure (500) would. */
  error: () => [failingApi()],
};

/**
 * The book lists (`GET /books`: the newest books, or a page of a category's or a search's list) in
 * their empty, slow and error states.
 */
export const booksHandlers = {
  empty: http.get(api('/books'), ({ request }) => emptyBooksAnswer(request)),
  slow: slowApi({ path: '/books' }),
  error: failingApi({ path: '/books', method: 'get' }),
};

/** A book page's shelves (`GET /books/:id/related`) in their empty, slow and error states. */
export const relatedBooksHandlers = {
  empty: http.get(api('/books/:id/related'), () => HttpResponse.json({ byAuthor: [], sameCategory: [] })),
  slow: slowApi({ path: '/books/:id/related' }),
  error: failingApi({ path: '/books/:id/related', method: 'get' }),
};
