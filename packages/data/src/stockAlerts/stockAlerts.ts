import { type Language, stockAlertApiPaths } from '@bookshop/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../client';
import { queryKeys } from '../queryKeys';

// "Avísame" (issue 38): a reader asks to be told when a sold-out book is back.

/** The signed-in reader's requests, newest first. */
export function myStockAlertsQuery() {
  return queryOptions({
    queryKey: queryKeys.stockAlerts,
    queryFn: async ({ signal }) =>
      (
        await request(stockAlertApiPaths.mine(), {
          errorCode: 'getStockAlertsError',
          answer: 'stockAlerts',
          signal,
        })
      ).stockAlerts,
  });
}

/** Asks for a mail when the book is back: a signed-in reader sends nothing, a guest an address. */
export function useNotifyMe(bookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guest?: { email: string; language: Language }): Promise<unknown> =>
      guest
        ? request(stockAlertApiPaths.notifyMe(bookId), {
            errorCode: 'notifyMeError',
            answer: 'notifyMeAccepted',
            method: 'POST',
            body: guest,
          })
        : request(stockAlertApiPaths.notifyMe(bookId), {
            errorCode: 'notifyMeError',
            answer: 'stockAlert',
            method: 'POST',
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.stockAlerts }),
  });
}

/** Cancels one of the signed-in reader's requests. */
export function useCancelStockAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request(stockAlertApiPaths.mineOne(id), {
        errorCode: 'cancelStockAlertError',
        answer: 'stockAlert',
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.stockAlerts }),
  });
}

/** The confirmation mail's link: the guest's address is confirmed. */
export function useConfirmStockAlert() {
  return useMutation({
    mutationFn: (token: string) =>
      request(stockAlertApiPaths.confirm(), {
        errorCode: 'confirmStockAlertError',
        answer: 'stockAlert',
        method: 'POST',
        body: { token },
      }),
  });
}

/** A mail's "no more of these" link: every open request of that address is cancelled. */
export function useUnsubscribeStockAlerts() {
  return useMutation({
    mutationFn: (token: string) =>
      request(stockAlertApiPaths.unsubscribe(), {
        errorCode: 'unsubscribeError',
        answer: 'unsubscribed',
        method: 'POST',
        body: { token },
      }),
  });
}
