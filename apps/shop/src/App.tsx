import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { queryClient } from './queryClient';
import { ShopKitProvider } from './ShopKitProvider';

/**
 * What every page renders inside: data, and the kit's theme, texts and links. The browser wraps its
 * router in it and the server its static router, so that both render the same tree (hydration needs that).
 */
export function App({ children }: { children: ReactNode }) {
  // Marks the page as answering clicks: a server-rendered page is on screen before its scripts run,
  // and browser tests wait for this mark before they press its buttons.
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ShopKitProvider>{children}</ShopKitProvider>
    </QueryClientProvider>
  );
}
