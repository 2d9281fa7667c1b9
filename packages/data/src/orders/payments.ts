import { type OrderMailKind, orderApiPaths } from '@bookshop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiAddress, request } from '../client';
import { queryKeys } from '../queryKeys';
import { postOrderAction, replaceOrder } from './orderCache';

/** `GET /payments/methods`: how the shop can be paid now (card and Bizum only when Redsys is set up). */
export function paymentMethodsQuery() {
  return queryOptions({
    queryKey: queryKeys.paymentMethods,
    queryFn: async ({ signal }) =>
      (
        await request(orderApiPaths.paymentMethods(), {
          errorCode: 'getPaymentMethodsError',
          answer: 'paymentMethods',
          signal,
        })
      ).methods,
    staleTime: 5 * 60 * 1000,
  });
}

export const usePaymentMethods = () => useQuery(paymentMethodsQuery());

/** Where an invoice's PDF downloads from (a plain link: the browser saves it). */
export const invoiceAddress = (orderId: string, invoiceId: string) =>
  apiAddress(orderApiPaths.invoice(orderId, invoiceId));

/** `POST /orders/:id/refund` (admin): asks the bank again for a refund it refused. */
export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => postOrderAction(orderApiPaths.refund(orderId), 'retryRefundError'),
    onSuccess: (order) => replaceOrder(queryClient, order),
  });
}

/** `POST /orders/:id/mails` (admin): sends one of the order's mails to its shopper again. */
export function useResendOrderMail() {
  return useMutation({
    mutationFn: ({ orderId, kind }: { orderId: string; kind: OrderMailKind }) =>
      postOrderAction(orderApiPaths.mails(orderId), 'resendOrderMailError', { kind }),
  });
}
