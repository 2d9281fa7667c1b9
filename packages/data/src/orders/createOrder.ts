import { type CreateOrderBody, IDEMPOTENCY_KEY_HEADER } from '@bookshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { request } from '../client';
import { withId } from '../ids';
import { queryKeys } from '../queryKeys';

/** A random idempotency key; `getRandomValues` also works where `randomUUID` does not (plain http). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The placed order, and for one paid online the form the browser posts to the bank. */
export async function createOrder(body: CreateOrderBody, idempotencyKey: string) {
  const { order, paymentForm } = await request('/orders', {
    errorCode: 'createOrderError',
    answer: 'placedOrder',
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return { order: withId(order), paymentForm };
}

/**
 * `POST /orders`: places the order from the server basket. One checkout attempt keeps one
 * idempotency key, so a double click or a retry after a lost answer cannot place a second order;
 * a changed address is a new attempt, and so is the next checkout after a success.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (body: CreateOrderBody) => {
      const sent = JSON.stringify(body);
      if (attempt.current?.body !== sent) attempt.current = { body: sent, key: newIdempotencyKey() };
      return createOrder(body, attempt.current.key);
    },
    onSuccess: ({ order, paymentForm }) => {
      attempt.current = null;
      queryClient.setQueryData(queryKeys.orders.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists() });
      // The server emptied the basket when it stored the order. Paid online, the page leaves for the
      // bank with the basket still shown; the next page reads it afresh (a refused payment refills it).
      if (!paymentForm) queryClient.setQueryData(queryKeys.basket, []);
    },
  });
}
