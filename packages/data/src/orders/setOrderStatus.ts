import type { OrderStatus } from '@bookshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postOrderAction, replaceOrder } from './orderCache';

/** `POST /orders/:id/status` (admin): moves an order on (placed -> shipped -> delivered, or cancelled). */
export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, status }: { orderId: string; status: OrderStatus }) =>
      postOrderAction(`/orders/${encodeURIComponent(orderId)}/status`, 'setOrderStatusError', { status }),
    onSuccess: (order) => replaceOrder(queryClient, order),
  });
}
