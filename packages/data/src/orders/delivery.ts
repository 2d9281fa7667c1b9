import {
  type DeliveryMethod,
  type DeliveryZone,
  type DeliveryZoneBody,
  deliveryApiPaths,
} from '@bookshop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../client';
import { queryKeys } from '../queryKeys';
import { postOrderAction, replaceOrder } from './orderCache';

/**
 * `GET /delivery/quote`: what delivery to a postcode costs and when it arrives, or pickup at the shop
 * (issue 37). Disabled until a courier delivery has a postcode of five digits.
 */
export function deliveryQuoteQuery(method: DeliveryMethod, postcode: string) {
  const query = new URLSearchParams(method === 'pickup' ? { method } : { method, postcode });
  return queryOptions({
    queryKey: queryKeys.deliveryQuote(method, method === 'pickup' ? '' : postcode),
    queryFn: async ({ signal }) =>
      (
        await request(`${deliveryApiPaths.quote()}?${query}`, {
          errorCode: 'getDeliveryQuoteError',
          answer: 'deliveryQuote',
          signal,
        })
      ).quote,
    enabled: method === 'pickup' || /^\d{5}$/.test(postcode),
    staleTime: 60 * 1000,
  });
}

export const useDeliveryQuote = (method: DeliveryMethod, postcode: string) =>
  useQuery(deliveryQuoteQuery(method, postcode.trim()));

/** `GET /delivery/zones` (admin): the delivery table. */
export function deliveryZonesQuery() {
  return queryOptions({
    queryKey: queryKeys.deliveryZones,
    queryFn: async ({ signal }): Promise<DeliveryZone[]> =>
      (
        await request(deliveryApiPaths.zones(), {
          errorCode: 'getDeliveryZonesError',
          answer: 'deliveryZones',
          signal,
        })
      ).zones,
  });
}

export const useDeliveryZones = () => useQuery(deliveryZonesQuery());

/** Adds (no `zoneId`) or changes a zone of the table (admin); the table and every quote are read again. */
export function useSaveDeliveryZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ zoneId, zone }: { zoneId?: string; zone: DeliveryZoneBody }) =>
      (
        await request(zoneId ? deliveryApiPaths.zone(zoneId) : deliveryApiPaths.zones(), {
          errorCode: 'saveDeliveryZoneError',
          answer: 'deliveryZone',
          method: zoneId ? 'PUT' : 'POST',
          body: zone,
        })
      ).zone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['delivery'] }),
  });
}

/** Removes a zone (admin): its postcodes go to the operator. */
export function useRemoveDeliveryZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (zoneId: string) =>
      request(deliveryApiPaths.zone(zoneId), {
        errorCode: 'removeDeliveryZoneError',
        answer: 'removedDeliveryZone',
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['delivery'] }),
  });
}

/** `POST /orders/:id/ready-to-collect` (admin): a pickup order waits at the shop; its shopper is mailed. */
export function useReadyToCollect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      postOrderAction(deliveryApiPaths.readyToCollect(orderId), 'readyToCollectError'),
    onSuccess: (order) => replaceOrder(queryClient, order),
  });
}
