import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../client';
import { withId } from '../ids';
import { queryKeys } from '../queryKeys';

/** `GET /user/orders/:userId`: a user's orders, newest first. */
export function myOrdersQuery(userId: string) {
  return queryOptions({
    queryKey: queryKeys.orders.list(userId),
    queryFn: async ({ signal }) =>
      withId(
        (
          await request(`/user/orders/${encodeURIComponent(userId)}`, {
            errorCode: 'getOrdersError',
            answer: 'orders',
            signal,
          })
        ).orders,
      ),
  });
}

export const useMyOrders = (userId: string) => useQuery(myOrdersQuery(userId));
