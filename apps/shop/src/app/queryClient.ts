import { ApiError } from '@bookshop/data';
import { QueryClient } from '@tanstack/react-query';

/** A refusal (4xx) will not change on a second try; a lost connection or a 5xx might. */
function worthRetrying(failures: number, error: Error): boolean {
  const refused = error instanceof ApiError && error.status !== undefined && error.status < 500;
  return !refused && failures < 1;
}

/**
 * A query client as the shop uses it: route loaders fill it, components read from it. The browser
 * makes one for the whole visit (`main.tsx`); the server one per render (`renderPage.tsx`).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: worthRetrying } } });
}
