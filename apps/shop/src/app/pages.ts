import { type ComponentType, createContext } from 'react';
import { type Location, matchRoutes, type Params, type RouteObject } from 'react-router-dom';
import { loadReaderWords } from '../i18n/languageWords';
import type { ShopData } from './shopContext';

/** What a page's loader works with: the address, its parameters, and the visit's or render's data. */
export interface PageLoaderArgs {
  params: Params;
  url: URL;
  context: ShopData;
}

/**
 * A page's module: the page, and a loader that starts loading its data before it renders (throwing
 * `PageNotFound` for an address that names nothing).
 */
export interface PageModule {
  Component: ComponentType;
  loader?: (args: PageLoaderArgs) => unknown;
}

/** How a route brings its page's module: `() => import('../features/catalogue/book')`. */
export type PageImport = () => Promise<PageModule>;

/** A route of the shop: React Router's, with the module of the page it shows. */
export type ShopRoute = RouteObject & { page?: PageImport };

const loadedModules = new Map<PageImport, PageModule>();
const loadingModules = new Map<PageImport, Promise<PageModule>>();

/**
 * A page's module, imported once for the whole visit (every render on the server), with its words in
 * the reader's language: once it is in, the page renders without waiting. One that failed to arrive
 * (the network) is asked again on the next try.
 */
export function loadPage(page: PageImport): Promise<PageModule> {
  const loaded = loadedModules.get(page);
  if (loaded) return Promise.resolve(loaded);
  let loading = loadingModules.get(page);
  if (!loading) {
    loading = page().then(async (module) => {
      await loadReaderWords();
      loadedModules.set(page, module);
      return module;
    });
    loading.catch(() => loadingModules.delete(page));
    loadingModules.set(page, loading);
  }
  return loading;
}

/** The page's module if it is in already (see `loadPage`). */
export const loadedPage = (page: PageImport): PageModule | undefined => loadedModules.get(page);

/**
 * The address's pages made ready: their modules in and their loaders done. The loaders read only the
 * address's path and query, so any origin serves for its URL.
 */
async function preparePage(routes: ShopRoute[], location: Location, context: ShopData): Promise<void> {
  const url = new URL(`${location.pathname}${location.search}`, 'http://localhost');
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route, params }) => {
      if (!route.page) return;
      const { loader } = await loadPage(route.page);
      await loader?.({ params, url, context });
    }),
  );
}

/** A page being made ready for one entry of the history, and how that went once it is over. */
export interface Preparation {
  ready: Promise<void>;
  state: 'loading' | 'done' | 'failed';
  error?: unknown;
}

/**
 * The preparations of a visit's pages (the browser's) or of one render (the server's), one for each
 * entry of the history (`location.key`): a page shown stays ready while another one loads.
 */
export interface PagePreparations {
  /** Starts making the entry's page ready, again if it was already. */
  start(location: Location): Preparation;
  /** The entry's preparation, started now if none was. */
  of(location: Location): Preparation;
}

export function pagePreparations(routes: ShopRoute[], context: ShopData): PagePreparations {
  const byEntry = new Map<string, Preparation>();
  const start = (location: Location) => {
    const preparation: Preparation = {
      state: 'loading',
      ready: preparePage(routes, location, context).then(
        () => {
          preparation.state = 'done';
        },
        (error: unknown) => {
          preparation.state = 'failed';
          preparation.error = error;
          throw error;
        },
      ),
    };
    // Read by the page that renders, which throws it to the error boundary; never unhandled here.
    preparation.ready.catch(() => {});
    byEntry.set(location.key, preparation);
    return preparation;
  };
  return { start, of: (location) => byEntry.get(location.key) ?? start(location) };
}

/** The preparations the pages of this tree read (given by the shop's router, or the server's render). */
export const PagePreparationsContext = createContext<PagePreparations | null>(null);
