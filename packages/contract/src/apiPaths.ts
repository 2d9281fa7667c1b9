// The API's back-office and account calls (the shop's own addresses are `paths.ts`): only the pages
// and tests that make those calls import them, so the shop's first load does not carry them.

/** A query string from the set values, in the given order (`?q=x&page=2`), or nothing. */
function queryString(values: Record<string, string | number | undefined>): string {
  const pairs = Object.entries(values).filter(
    (pair): pair is [string, string | number] => pair[1] !== undefined && pair[1] !== '',
  );
  return pairs.length > 0
    ? `?${new URLSearchParams(pairs.map(([k, v]): [string, string] => [k, String(v)])).toString()}`
    : '';
}

/**
 * The back office's API calls (under `/api`), written once for the server's tests, the data layer and
 * the README (issue 20).
 */
export const backOfficeApiPaths = {
  /** PATCH edits, DELETE unpublishes. */
  book: (id: string) => `/books/${encodeURIComponent(id)}`,
  publishBook: (id: string) => `/books/${encodeURIComponent(id)}/publish`,
  author: (id: string) => `/authors/${encodeURIComponent(id)}`,
  publishAuthor: (id: string) => `/authors/${encodeURIComponent(id)}/publish`,
  publisher: (id: string) => `/publishers/${encodeURIComponent(id)}`,
  publishPublisher: (id: string) => `/publishers/${encodeURIComponent(id)}/publish`,
  /** Every book, published or not (admin). */
  adminBooks: (query: Record<string, string | number | undefined> = {}) =>
    `/admin/books${queryString(query)}`,
  adminBook: (id: string) => `/admin/books/${encodeURIComponent(id)}`,
  /** A new image (multipart), `kind` one of `uploadKinds`. */
  uploads: () => '/uploads',
  // The audit log, moderation, users, authors and publishers (admin).
  audit: (query: Record<string, string | number | undefined> = {}) => `/admin/audit${queryString(query)}`,
  adminComments: (query: Record<string, string | number | undefined> = {}) =>
    `/admin/comments${queryString(query)}`,
  /** DELETE deletes a comment (its author or an admin). */
  comment: (id: string) => `/comments/${encodeURIComponent(id)}`,
  adminUsers: (query: Record<string, string | number | undefined> = {}) =>
    `/admin/users${queryString(query)}`,
  /** PUT `{ role }`. */
  userRole: (id: string) => `/admin/users/${encodeURIComponent(id)}/role`,
  adminAuthors: (query: Record<string, string | number | undefined> = {}) =>
    `/admin/authors${queryString(query)}`,
  adminAuthor: (id: string) => `/admin/authors/${encodeURIComponent(id)}`,
  adminPublishers: (query: Record<string, string | number | undefined> = {}) =>
    `/admin/publishers${queryString(query)}`,
  adminPublisher: (id: string) => `/admin/publishers/${encodeURIComponent(id)}`,
} as const;

/** The account calls of issue 19 (under `/api`), for the server, its tests and the data layer. */
export const accountApiPaths = {
  activate: () => '/users/email_actvation',
  resendActivation: () => '/users/resend-activation',
  forgotPassword: () => '/users/forgot-password',
  resetPassword: () => '/users/reset-password',
  /** DELETE: the signed-in shopper's account goes. */
  me: () => '/users/me',
  /** GET: everything kept about the signed-in shopper, as a JSON download. */
  exportData: () => '/users/me/export',
} as const;

/**
 * Books kept for later (issue 37; `wishlist.ts`), every call a signed-in reader's. Here, apart from the
 * answers' schemas, so that the book page's heart does not carry zod.
 */
export const wishlistApiPaths = {
  /** GET: the reader's list. */
  wishlist: () => '/wishlist',
  /** PUT keeps the book (again is the same), DELETE forgets it. */
  book: (bookId: string) => `/wishlist/${encodeURIComponent(bookId)}`,
  /** POST: one copy into the basket, and the book leaves the list, in one transaction. */
  toBasket: (bookId: string) => `/wishlist/${encodeURIComponent(bookId)}/to-basket`,
} as const;
