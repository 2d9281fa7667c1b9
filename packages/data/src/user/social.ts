import { socialApiPaths } from '@bookshop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../client';

// Social sign-in and profile images (issue 19).

/** The social sign-in providers the shop is configured for (they change only with a restart). */
export function socialProvidersQuery() {
  return queryOptions({
    queryKey: ['socialProviders'] as const,
    queryFn: async ({ signal }) =>
      (
        await request(socialApiPaths.providers(), {
          errorCode: 'getUsersError',
          answer: 'socialProviders',
          signal,
        })
      ).providers,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSocialProviders() {
  return useQuery(socialProvidersQuery());
}
