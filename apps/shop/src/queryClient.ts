import { QueryClient } from '@tanstack/react-query';

/** One client for the whole shop: route loaders fill it, components read from it. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1 } },
});
