import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postOrderAction, replaceOrder } from './orderCache';

/** `POST /orders/:id/cancel`: the user cancels an order while it is `placed`. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      postOrderAction(`/orders/${encodeURIComponent(orderId)}/cancel`, 'cancelOrderError'),
    onSuccess: (order) => replaceOrder(queryClient, order),
  });
}
