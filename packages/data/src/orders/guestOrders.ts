import { type GuestOrderBody, guestOrderApiPaths, IDEMPOTENCY_KEY_HEADER } from '@bookshop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { apiAddress, request } from '../client';
import { withId } from '../ids';
import { queryKeys } from '../queryKeys';
import { guestBasketAtom } from '../state/guestBasket';
import { newIdempotencyKey } from './createOrder';

/**
 * Guest checkout (issue 37): a guest orders the basket kept in the browser with an e-mail address, and
 * follows the order through its private link (`shopPaths.followOrder`), which the mails carry too.
 */

/** The placed order, its private link's token, and for one paid online the bank's form. */
export async function createGuestOrder(body: GuestOrderBody, idempotencyKey: string) {
  const { order, followToken, paymentForm } = await request(guestOrderApiPaths.place(), {
    errorCode: 'createOrderError',
    answer: 'placedGuestOrder',
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return { order: withId(order), followToken, paymentForm };
}

/**
 * `POST /guest-orders`: one checkout attempt keeps one key, so a double click or a retry cannot place
 * a second order. The guest basket is emptied once the order holds its books, unless the order goes
 * to the bank: a refused payment leaves the basket as it was (the followed page empties it once paid).
 */
export function useCreateGuestOrder() {
  const queryClient = useQueryClient();
  const setGuestBasket = useSetAtom(guestBasketAtom);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (body: GuestOrderBody) => {
      const sent = JSON.stringify(body);
      if (attempt.current?.body !== sent) attempt.current = { body: sent, key: newIdempotencyKey() };
      return createGuestOrder(body, attempt.current.key);
    },
    onSuccess: ({ order, followToken, paymentForm }) => {
      attempt.current = null;
      queryClient.setQueryData(queryKeys.orders.followed(followToken), order);
      if (!paymentForm) setGuestBasket([]);
    },
  });
}

/** `GET /guest-orders/follow/:token`: the order a private link shows. */
export function followedOrderQuery(token: string) {
  return queryOptions({
    queryKey: queryKeys.orders.followed(token),
    queryFn: async ({ signal }) =>
      withId(
        (
          await request(guestOrderApiPaths.follow(token), {
            errorCode: 'loadOrderByIdError',
            answer: 'order',
            signal,
          })
        ).order,
      ),
  });
}

/**
 * The followed order; while its payment waits for the bank it is asked again every 1.5 s. Back from
 * the bank with the order paid, the guest basket that went to the bank is emptied.
 */
export function useFollowedOrder(token: string, backFromBank = false) {
  const setGuestBasket = useSetAtom(guestBasketAtom);
  const order = useQuery({
    ...followedOrderQuery(token),
    refetchInterval: (query) => (query.state.data?.paymentStatus === 'pending' ? 1500 : false),
  });
  const paid = order.data?.paymentStatus === 'paid';
  useEffect(() => {
    if (backFromBank && paid) setGuestBasket([]);
  }, [backFromBank, paid, setGuestBasket]);
  return order;
}

/** `POST /guest-orders/follow/:token/cancel`: cancels it while it may be cancelled. */
export function useCancelFollowedOrder(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      withId(
        (
          await request(guestOrderApiPaths.cancel(token), {
            errorCode: 'cancelOrderError',
            answer: 'order',
            method: 'POST',
          })
        ).order,
      ),
    onSuccess: (order) => queryClient.setQueryData(queryKeys.orders.followed(token), order),
  });
}

/** Where one of the followed order's invoices downloads from (a plain link). */
export const followedInvoiceAddress = (token: string, invoiceId: string) =>
  apiAddress(guestOrderApiPaths.invoice(token, invoiceId));
