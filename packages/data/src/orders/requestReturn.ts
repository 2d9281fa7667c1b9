import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postOrderAction, replaceOrder } from './orderCache';

/** `POST /orders/:id/return`: the user asks to return a delivered order (within 14 days). */
export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      postOrderAction(`/orders/${encodeURIComponent(orderId)}/return`, 'requestReturnError'),
    onSuccess: (order) => replaceOrder(queryClient, order),
  });
}
