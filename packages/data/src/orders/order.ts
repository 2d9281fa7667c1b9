import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../client';
import { withId } from '../ids';
import { queryKeys } from '../queryKeys';

/** `GET /orders/:id`: one order (its owner's or, for an admin, anyone's). */
export function orderQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.orders.detail(id),
    queryFn: async ({ signal }) =>
      withId(
        (
          await request(`/orders/${encodeURIComponent(id)}`, {
            errorCode: 'loadOrderByIdError',
            answer: 'order',
            signal,
          })
        ).order,
      ),
  });
}

export const useOrder = (id: string) => useQuery(orderQuery(id));
