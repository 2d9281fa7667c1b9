import type { QueryClient } from '@tanstack/react-query';
import { request } from '../client';
import { withId } from '../ids';
import { queryKeys } from '../queryKeys';
import type { Order } from '../types';

/** A changed order replaces itself in its detail and in every cached list that shows it. */
export function replaceOrder(queryClient: QueryClient, order: Order) {
  queryClient.setQueryData(queryKeys.orders.detail(order.id), order);
  queryClient.setQueriesData<Order[]>({ queryKey: queryKeys.orders.lists() }, (orders) =>
    orders?.map((existing) => (existing.id === order.id ? order : existing)),
  );
}

/** The order actions (cancel, return, status) all POST and answer `{ order }`. */
export async function postOrderAction(path: string, errorCode: string, body?: unknown): Promise<Order> {
  const { order } = await request(path, { errorCode, answer: 'order', method: 'POST', body });
  return withId(order);
}
