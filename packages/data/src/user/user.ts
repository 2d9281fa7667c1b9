import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../client';
import { withId } from '../ids';
import { queryKeys } from '../queryKeys';
import type { AuthUser } from '../types';

/** The signed-in user, or null for a guest. */
export function currentUserQuery() {
  return queryOptions({
    queryKey: queryKeys.user,
    queryFn: async ({ signal }): Promise<AuthUser | null> => {
      const { authUser } = await request('/users/verify-user', {
        errorCode: 'getUsersError',
        answer: 'verifiedUser',
        signal,
      });
      return authUser ? withId(authUser) : null;
    },
    staleTime: 5 * 60_000,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQuery());
}

/**
 * SPEC section 4: the signed-in state is checked at start and whenever the path contains
 * /my_account. The app calls this from its router with the current path.
 */
export function useVerifyUserOnNavigation(pathname: string) {
  const queryClient = useQueryClient();
  const inAccount = pathname.includes('/my_account');
  useEffect(() => {
    if (inAccount) void queryClient.invalidateQueries({ queryKey: queryKeys.user });
  }, [inAccount, queryClient]);
}
