/**
 * Every address the kit links to, built by the storefront: the kit writes no URL of its own. Pass
 * these to `BookshopProvider`'s `routes`; an object with more routes (a whole path module) is fine.
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

// Every route's name, so that a missing one can be named (the record makes the list complete).
const routeNames: Record<keyof BookshopRoutes, true> = {
  home: true,
  book: true,
  author: true,
  publisher: true,
  category: true,
  search: true,
  basket: true,
  signIn: true,
  signUp: true,
  myOrders: true,
  settings: true,
};

/** The routes given, where each missing one throws when used, saying which one and where to give it. */
export function requiredRoutes(routes: Partial<BookshopRoutes>): BookshopRoutes {
  const checked = { ...routes };
  for (const name of Object.keys(routeNames) as (keyof BookshopRoutes)[]) {
    checked[name] ??= () => {
      throw new Error(
        `@bookshop/ui: a component links to the "${name}" route, but no builder for it was given. ` +
          `Pass it to <BookshopProvider routes={{ ${name}: … }}> (the BookshopRoutes type lists them all).`,
      );
    };
  }
  return checked as BookshopRoutes;
}
