import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { createContext, RouterContextProvider } from 'react-router-dom';

/** A Jotai store: the browser's one, or a server render's own. */
export type ShopStore = ReturnType<typeof createStore>;

/**
 * What a route loader works with, given through React Router's loader context rather than module
 * singletons: the browser has one query client and one store for the whole visit, the server a new
 * pair for every render, so that renders may run at the same time.
 */
export interface ShopData {
  queryClient: QueryClient;
  store: ShopStore;
  /**
   * Whether the loaders may start loading what the first render does not show (the shelves below a
   * book, the home page's other tabs): in the browser, yes; a server render waits only for its page.
   */
  prefetch: boolean;
}

const shopDataContext = createContext<ShopData>();

/** The loader context of a router (the browser's) or of one render (the server's). */
export function shopRouterContext(data: ShopData): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(shopDataContext, data);
  return context;
}

/** A loader's query client and store, from its `context` argument. */
export function shopData(context: unknown): ShopData {
  return (context as RouterContextProvider).get(shopDataContext);
}
