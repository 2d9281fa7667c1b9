import { ApiError } from '@bookshop/data';
import { QueryClient } from '@tanstack/react-query';

/** A refusal (4xx) will not change on a second try; a lost connection or a 5xx might. */
function worthRetrying(failures: number, error: Error): boolean {
  const refused = error instanceof ApiError && error.status !== undefined && error.status < 500;
  return !refused && failures < 1;
}

/** One client for the whole shop: route loaders fill it, components read from it. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: worthRetrying } },
});
