import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';

/** A Jotai store: the browser's one, or a server render's own. */
export type ShopStore = ReturnType<typeof createStore>;

/**
 * What a page's loader works with (its `context`), given by whoever makes the page ready rather than
 * held in module singletons: the browser has one query client and one store for the whole visit, the
 * server a new pair for every render, so that renders may run at the same time.
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
