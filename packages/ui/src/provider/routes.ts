/**
 * Every address the kit links to, built by the storefront. Pass yours to `BookshopProvider`'s
 * `routes`; an object with more routes (a whole path module) is fine. Any you leave out, and all of
 * them without a provider, are `defaultRoutes`.
 */
export interface BookshopRoutes {
  /** The home page (the logo, the not-found page's way back). */
  home: () => string;
  /** A book's page; `pathName` is the text the item gives for its address (its name by default). */
  book: (id: string, pathName: string) => string;
  author: (id: string, pathName: string) => string;
  publisher: (id: string, pathName: string) => string;
  /** The books of a category. */
  category: (slug: string) => string;
  /** The search page for a text (the header's search button). */
  search: (text: string) => string;
  basket: () => string;
  signIn: () => string;
  signUp: () => string;
  /** The shopper's orders (the top bar's orders link when signed in). */
  myOrders: () => string;
  /** The shopper's account settings (the top bar's greeting). */
  settings: () => string;
}

const segment = encodeURIComponent;
/** `/{kind}/{id}/{name}`. */
const itemPage = (kind: string) => (id: string, pathName: string) =>
  `/${kind}/${segment(id)}/${segment(pathName)}`;

/**
 * Plain addresses for every route, so that every component renders without a provider or with only
 * some routes given: `/`, `/books/{id}/{name}`, `/authors/{id}/{name}`, `/publishers/{id}/{name}`,
 * `/categories/{slug}`, `/search?q={text}`, `/basket`, `/sign-in`, `/sign-up`, `/account/orders`,
 * `/account/settings`.
 */
export const defaultRoutes: BookshopRoutes = {
  home: () => '/',
  book: itemPage('books'),
  author: itemPage('authors'),
  publisher: itemPage('publishers'),
  category: (slug) => `/categories/${segment(slug)}`,
  search: (text) => `/search?q=${segment(text)}`,
  basket: () => '/basket',
  signIn: () => '/sign-in',
  signUp: () => '/sign-up',
  myOrders: () => '/account/orders',
  settings: () => '/account/settings',
};
