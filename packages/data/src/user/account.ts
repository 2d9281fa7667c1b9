import {
  accountApiPaths,
  type DeleteAccountBody,
  type ForgotPasswordBody,
  type ResetPasswordBody,
} from '@bookshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { mergeGuestBasket } from '../basket/merge';
import { apiAddress, request } from '../client';
import { withId } from '../ids';
import { queryKeys } from '../queryKeys';
import { clearUserData } from './userActions';

/** Activates the account of a mailed link; the signed-in shopper (if it is them) is now activated. */
export function useActivateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      request(accountApiPaths.activate(), {
        errorCode: 'getUsersError',
        answer: 'authUser',
        method: 'POST',
        body: { token },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user }),
  });
}

/** Mails the signed-in shopper a new activation link. */
export function useResendActivation() {
  return useMutation({
    mutationFn: () =>
      request(accountApiPaths.resendActivation(), {
        errorCode: 'updateUserError',
        answer: 'resentActivation',
        method: 'POST',
      }),
  });
}

/** Asks for a password-reset link; the answer is the same whether the address has an account or not. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      request(accountApiPaths.forgotPassword(), {
        errorCode: 'getUsersError',
        answer: 'forgotPassword',
        method: 'POST',
        body,
      }),
  });
}

/** Sets a new password through a mailed link; the server signs this browser in, as a sign-in does. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  const store = useStore();
  return useMutation({
    mutationFn: async (body: ResetPasswordBody) => {
      const { authUser } = await request(accountApiPaths.resetPassword(), {
        errorCode: 'getUsersError',
        answer: 'authUser',
        method: 'POST',
        body,
      });
      return withId(authUser);
    },
    onSuccess: async (user) => {
      queryClient.setQueryData(queryKeys.user, user);
      await mergeGuestBasket(queryClient, store).catch(() => {});
    },
  });
}

/** Where the signed-in shopper's data downloads from (a plain link: the browser saves the file). */
export const exportDataAddress = () => apiAddress(accountApiPaths.exportData());

/** Deletes the signed-in shopper's account (their password confirms it); then they are a guest. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) =>
      request(accountApiPaths.me(), {
        errorCode: 'updateUserError',
        answer: 'deletedAccount',
        method: 'DELETE',
        body,
      }),
    onSuccess: () => clearUserData(queryClient),
  });
}
