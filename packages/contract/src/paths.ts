/**
 * Every address of the shop, built in one place. The shop's router, the links the kit draws (through
 * its provider's `routes`), the server's canonical links, sitemap and preloads all take their paths
 * from here, so a page's address is written once.
 */

import { type BookListRequest, bookListSearch } from './bookListParams';

/** The information pages of SPEC section 2: one layout, different paragraphs. */
export const textPageNames = [
  'about_us',
  'for_authors',
  'for_publishing_houses',
  'return',
  'delivery',
  // Legal pages (issue 19): LSSI legal notice, privacy policy (GDPR), cookies.
  'legal_notice',
  'privacy',
  'cookies',
] as const;
export type TextPageName = (typeof textPageNames)[number];

/** A path with `?next=` when there is somewhere to come back to (same-origin paths only). */
function withNext(path: string, next?: string): string {
  return next && next !== shopPaths.main() ? `${path}?next=${encodeURIComponent(next)}` : path;
}

export const shopPaths = {
  home: () => '/',
  main: () => '/main',
  /** A book's one address: its id and its English name (SPEC: `/books/{id}/{name}`). */
  book: (id: string, nameEng: string) => `/books/${encodeURIComponent(id)}/${encodeURIComponent(nameEng)}`,
  author: (id: string, nameEng: string) =>
    `/authors/${encodeURIComponent(id)}/${encodeURIComponent(nameEng)}`,
  publisher: (id: string, nameEng: string) =>
    `/publishers/${encodeURIComponent(id)}/${encodeURIComponent(nameEng)}`,
  /** A category's list; `list` adds its sort, filters and page (`?sort=price_asc&page=2`). */
  category: (slug: string, list?: BookListRequest) =>
    `/books/categories/${encodeURIComponent(slug)}${list ? bookListSearch(list) : ''}`,
  basket: () => '/basket',
  /** A search's results; `list` adds the books' sort, filters and page. */
  search: (text: string, list?: BookListRequest) =>
    `/search/${encodeURIComponent(text.trim())}${list ? bookListSearch({ ...list, q: text }) : ''}`,
  contacts: () => '/contacts',
  textPage: (name: TextPageName) => `/${name}`,
  signIn: (next?: string) => withNext('/sign_in', next),
  signUp: (next?: string) => withNext('/sign_up', next),
  myAccount: () => '/my_account',
  myOrders: () => '/my_account/my_orders',
  order: (orderId: string) => `/my_account/my_orders/${encodeURIComponent(orderId)}`,
  /** Where the bank sends the shopper back (its UrlOK and UrlKO): the order, saying how the payment went. */
  orderPayment: (orderId: string) => `/my_account/my_orders/${encodeURIComponent(orderId)}/payment`,
  /** A guest's order behind its private link (issue 37): mails carry it; the bank sends a guest back to it. */
  followOrder: (token: string) => `/orders/follow/${encodeURIComponent(token)}`,
  settings: () => '/my_account/settings',
  admin: () => '/admin',
  adminBooks: (search = '') => `/admin/books${search}`,
  adminBook: (id: string) => `/admin/books/${encodeURIComponent(id)}`,
  // Accounts (issue 19): the pages mails link to, and the password-reset request.
  activate: (token: string) => `/activate/${encodeURIComponent(token)}`,
  forgotPassword: () => '/forgot_password',
  resetPassword: (token: string) => `/reset_password/${encodeURIComponent(token)}`,
  // The back office's other pages (issue 20); `search` is a list's query string (`?page=2`).
  adminAudit: (search = '') => `/admin/audit${search}`,
  adminComments: (search = '') => `/admin/comments${search}`,
  adminUsers: (search = '') => `/admin/users${search}`,
  adminAuthors: (search = '') => `/admin/authors${search}`,
  adminAuthor: (id: string) => `/admin/authors/${encodeURIComponent(id)}`,
  adminPublishers: (search = '') => `/admin/publishers${search}`,
  adminPublisher: (id: string) => `/admin/publishers/${encodeURIComponent(id)}`,
  // The catalogue (issue 38): imports, and the pages a stock alert's mails link to.
  adminImports: () => '/admin/imports',
  /** The home page's slides and the collection each opens (issue 37). */
  adminSlider: () => '/admin/slider',
  /** Issue 37: the delivery table. */
  adminDelivery: () => '/admin/delivery',
  myStockAlerts: () => '/my_account/stock_alerts',
  /** Books kept for later (issue 37). */
  myForLater: () => '/my_account/for_later',
  confirmStockAlert: (token: string) => `/stock_alerts/confirm/${encodeURIComponent(token)}`,
  unsubscribeStockAlert: (token: string) => `/stock_alerts/unsubscribe/${encodeURIComponent(token)}`,
} as const;

export type ShopPaths = typeof shopPaths;

/**
 * The pattern of every page of the shop, in React Router's syntax (a `:param` is one segment, `:param?`
 * an optional last one, `*` the rest of the path). The shop's router is built from them, and the
 * server answers any other page address with the not-found page and status 404.
 */
export const shopPages = {
  home: '/',
  main: '/main',
  category: '/books/categories/:category',
  book: '/books/:id/:name?',
  author: '/authors/:id/:name?',
  publisher: '/publishers/:id/:name?',
  basket: '/basket',
  search: '/search/:name',
  contacts: '/contacts',
  about_us: '/about_us',
  for_authors: '/for_authors',
  for_publishing_houses: '/for_publishing_houses',
  return: '/return',
  delivery: '/delivery',
  legal_notice: '/legal_notice',
  privacy: '/privacy',
  cookies: '/cookies',
  signIn: '/sign_in',
  signUp: '/sign_up',
  myAccount: '/my_account',
  myAccountPages: '/my_account/*',
  admin: '/admin',
  adminBooks: '/admin/books',
  adminBook: '/admin/books/:id',
  activate: '/activate/:token',
  forgotPassword: '/forgot_password',
  resetPassword: '/reset_password/:token',
  adminAudit: '/admin/audit',
  adminComments: '/admin/comments',
  adminUsers: '/admin/users',
  adminAuthors: '/admin/authors',
  adminAuthor: '/admin/authors/:id',
  adminPublishers: '/admin/publishers',
  adminPublisher: '/admin/publishers/:id',
  adminImports: '/admin/imports',
  adminSlider: '/admin/slider',
  adminDelivery: '/admin/delivery',
  confirmStockAlert: '/stock_alerts/confirm/:token',
  unsubscribeStockAlert: '/stock_alerts/unsubscribe/:token',
  followOrder: '/orders/follow/:token',
} as const satisfies Record<TextPageName, string> & Record<string, string>;

/** The segments of each page pattern, split on first use (the shop's own bundle never asks). */
let pagePatterns: string[][] | undefined;

/**
 * Whether `pathname` (as sent, percent-encoded) is the address of one of the shop's pages. Matched as
 * React Router matches: letters in any case, a trailing slash ignored, each parameter a non-empty segment.
 */
export function isShopPage(pathname: string): boolean {
  pagePatterns ??= Object.values(shopPages).map((pattern) => pattern.split('/').filter(Boolean));
  const segments = pathname.split('/').filter(Boolean);
  return pagePatterns.some((pattern) => {
    for (const [index, part] of pattern.entries()) {
      if (part === '*') return true;
      const segment = segments[index];
      if (part.endsWith('?') && segment === undefined) return index === pattern.length - 1;
      if (segment === undefined) return false;
      if (!part.startsWith(':') && part.toLowerCase() !== segment.toLowerCase()) return false;
    }
    return segments.length === pattern.length;
  });
}

/**
 * Where to go after signing in or up: `next` only when it is a path of this shop (not `//host` or
 * `/\host`, which browsers read as another site), else the home page.
 */
export function safeNextPath(next: string | null | undefined): string {
  // Browsers drop tabs and line breaks from addresses (`/\t/evil` is `//evil`) and read `\` as `/`.
  const sameSite =
    next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') && !/[\p{Cc}\\]/u.test(next);
  return sameSite && next ? next : shopPaths.main();
}

/** The pages a sign-in or sign-up never returns to (the forms themselves, the pages mails link to). */
const noReturnPages = [
  '/sign_in',
  '/sign_up',
  '/forgot_password',
  '/activate/',
  '/reset_password/',
  '/stock_alerts/',
];

/**
 * The `?next=` a sign-in link carries from the page it is on (`/books/1/x?tab=2`): the page itself,
 * unless it is one of the account forms, or the home page.
 */
export function returnPathFrom(pathname: string, search = ''): string | undefined {
  if (pathname === shopPaths.main() || pathname === shopPaths.home()) return undefined;
  if (noReturnPages.some((page) => pathname === page || (page.endsWith('/') && pathname.startsWith(page)))) {
    return undefined;
  }
  return `${pathname}${search}`;
}
