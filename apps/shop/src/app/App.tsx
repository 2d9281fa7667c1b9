import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as StoreProvider } from 'jotai';
import type { ReactNode } from 'react';
import { ShopKitProvider } from './ShopKitProvider';
import type { ShopStore } from './shopContext';

/**
 * What every page renders inside: data, state, and the kit's theme, texts and links. The browser wraps
 * its router in it and the server its static router, so that both render the same tree (hydration
 * needs that). The browser gives its one query client and store; each server render its own.
 */
export function App({
  queryClient,
  store,
  children,
}: {
  queryClient: QueryClient;
  store: ShopStore;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <StoreProvider store={store}>
        <ShopKitProvider>{children}</ShopKitProvider>
      </StoreProvider>
    </QueryClientProvider>
  );
}
