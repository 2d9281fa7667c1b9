import { ordersResponseSchema } from '@bookshop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../client';
import { withId } from '../ids';
import { queryKeys } from '../queryKeys';

/** A user's orders, newest first. */
export function ordersQuery(userId: string) {
  return queryOptions({
    queryKey: queryKeys.orders(userId),
    queryFn: async ({ signal }) =>
      withId(
        (
          await request(`/user/orders/${encodeURIComponent(userId)}`, {
            errorCode: 'getOrdersError',
            schema: ordersResponseSchema,
            signal,
          })
        ).orders,
      ),
  });
}

export const useOrders = (userId: string) => useQuery(ordersQuery(userId));
