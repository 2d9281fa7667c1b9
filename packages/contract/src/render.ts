import type { Language } from './languages';

/**
 * How the server renders one of the shop's pages, typed once for both sides: the shop builds
 * `render` (apps/shop/src/app/renderPage.tsx, built to `dist/.server/renderPage.js`) and the API server
 * loads and calls it (apps/api/src/seo/rendered.ts).
 */

/** What one render is given: the reader's language, and the way its data layer reaches the API. */
export interface RenderContext {
  language: Language;
  /** The languages the shop offers, in order (SHOP_LANGUAGES): the page's language selector offers them. */
  languages: readonly Language[];
  /**
   * The page is for a signed-in reader (the request carries a session): it is rendered in the shape
   * their page has (their greeting, their rating, the comment form), for every signed-in reader alike,
   * so that nothing moves when their own details fill in; a guest's page otherwise.
   */
  signedIn?: boolean;
  /**
   * The API, in the same process (the server's `inject`): the render's route loaders ask it as the
   * browser asks `/api`, and the server never goes to the network. GET only: a render writes nothing.
   */
  fetch: (address: string, init?: { method?: string; signal?: AbortSignal | null }) => Promise<Response>;
}

/** A page as the server rendered it. */
export interface RenderedPage {
  /** The HTML inside `#root`. */
  html: string;
  /** The `<style>` tags the page needs, for the head. */
  styles: string;
  /** The document title the page gives itself in the reader's language. */
  title?: string;
  /**
   * The render's query cache, dehydrated (TanStack Query's `dehydrate`): the answers the page was
   * rendered from, which the browser's query client is hydrated with before its router starts.
   */
  queries: unknown;
}

/**
 * Renders the page at `url` (a path with its query) as a guest, or a signed-in reader not yet known
 * (`context.signedIn`), reading `context.language` sees it.
 * None when the shop renders that page in the browser only, or when it is not a plain 200 (a
 * redirect, a not-found, an error): the browser renders those itself. Renders may run at the same time: each has its own query client and state.
 */
export type RenderPage = (url: string, context: RenderContext) => Promise<RenderedPage | undefined>;

/**
 * The source files of the shop's modules that show the page at `url`, as the shop's build manifest
 * names them (`src/features/catalogue/book.tsx`): the server preloads their files with the page.
 */
export type PageModules = (url: string) => string[];

/**
 * Whether a module of the shop's build (`src/i18n/catalan/words.ts`) holds words of `language` that
 * load on demand: the server preloads those the page's modules load, for a reader of that language only.
 */
export type IsLanguageWords = (module: string, language: Language) => boolean;

/** What the shop's server build (`dist/.server/renderPage.js`) gives the API server. */
export interface ShopRenderer {
  renderPage: RenderPage;
  pageModules: PageModules;
  isLanguageWords: IsLanguageWords;
}
