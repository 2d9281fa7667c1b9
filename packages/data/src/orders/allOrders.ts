import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../client';
import { withId } from '../ids';
import { queryKeys } from '../queryKeys';

/** `GET /orders` (admin): every order of the shop, newest first, with its customer. */
export function allOrdersQuery() {
  return queryOptions({
    queryKey: queryKeys.orders.everyone(),
    queryFn: async ({ signal }) =>
      withId(
        (
          await request('/orders', {
            errorCode: 'getAllOrdersError',
            answer: 'adminOrders',
            signal,
          })
        ).orders,
      ),
  });
}

export const useAllOrders = () => useQuery(allOrdersQuery());
