import type { LoginBody, SaveNewPasswordBody, SignUpBody, UpdateUserBody } from '@bookshop/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { mergeGuestBasket } from '../basket/merge';
import { request } from '../client';
import { withId } from '../ids';
import { queryKeys } from '../queryKeys';
import type { AuthUser } from '../types';

// Signing in, up and out and changing one's details: only the pages that do it import these (the frame
// of every page reads the user with `user.ts`), so a first page does not carry them.

/** Sends a body to a call that answers `{ authUser }` (sign-up, login, update), with its error code. */
async function requestAuthUser(path: string, errorCode: string, body: unknown): Promise<AuthUser> {
  const { authUser } = await request(path, {
    errorCode,
    answer: 'authUser',
    method: 'POST',
    body,
  });
  return withId(authUser);
}

/** Sign-up and sign-in: the user is set, then the guest basket moves to the server. */
function useSignInWith<Body>(path: string) {
  const queryClient = useQueryClient();
  const store = useStore();
  return useMutation({
    mutationFn: (body: Body) => requestAuthUser(path, 'getUsersError', body),
    onSuccess: async (user) => {
      queryClient.setQueryData(queryKeys.user, user);
      // Signing in succeeded even if a basket copy did not move: useBasket sends the rest again.
      await mergeGuestBasket(queryClient, store).catch(() => {});
    },
  });
}

export const useSignIn = () => useSignInWith<LoginBody>('/users/login');
export const useSignUp = () => useSignInWith<SignUpBody>('/users/signup');

/** Forgets everything that belonged to the user who signed out. */
export function clearUserData(queryClient: QueryClient) {
  queryClient.setQueryData(queryKeys.user, null);
  queryClient.removeQueries({ queryKey: queryKeys.basket });
  queryClient.removeQueries({ queryKey: queryKeys.orders.all });
  // Book pages carry the reader's own rating.
  queryClient.removeQueries({ queryKey: queryKeys.books.details() });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request('/users/logout', { errorCode: 'logoutError', answer: 'logout', method: 'DELETE' }),
    onSuccess: () => clearUserData(queryClient),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => requestAuthUser('/users/update-user', 'updateUserError', body),
    onSuccess: (user) => queryClient.setQueryData(queryKeys.user, user),
  });
}

/** Changes the password; the server ends the user's other sessions. */
export function useSavePassword() {
  return useMutation({
    mutationFn: (body: SaveNewPasswordBody) =>
      request('/user/save_new_password', {
        errorCode: 'updateUserError',
        answer: 'authUser',
        method: 'PUT',
        body,
      }),
  });
}
