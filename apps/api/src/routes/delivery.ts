import {
  type DeliveryQuoteQuery,
  type DeliveryZoneBody,
  deliveryApiPaths,
  deliveryQuoteQuerySchema,
  deliveryQuoteResponseSchema,
  deliveryZoneBodySchema,
  deliveryZoneResponseSchema,
  deliveryZonesResponseSchema,
  messages,
  orderResponseSchema,
  removedDeliveryZoneResponseSchema,
} from '@bookshop/contract';
import type { FastifyPluginAsync } from 'fastify';
import {
  addDeliveryZone,
  changeDeliveryZone,
  listDeliveryZones,
  markReadyToCollect,
  quoteDelivery,
  removeDeliveryZone,
} from '../db/delivery';
import { findOrder } from '../db/orders';
import { HttpError, notFound, requireUuid } from '../http/errors';
import { responseSchema } from '../http/schemas';
import { type SaleSettings, tellShopper } from '../sales';
import { idParamsSchema } from './books';
import { guards, type RouteOptions } from './options';

export interface DeliveryRouteOptions extends RouteOptions {
  sales: SaleSettings;
  /** After a change committed: its mails go now (mail/dispatcher.ts). */
  mailsWritten: () => void;
}

/** Issue 37: the delivery quote the checkout shows, the table admins keep, a pickup ready to collect. */
export const deliveryRoutes: FastifyPluginAsync<DeliveryRouteOptions> = async (app, options) => {
  const { db, auth, sales, mailsWritten } = options;
  const guard = guards(auth);
  const zoneResponse = { 200: responseSchema(deliveryZoneResponseSchema) };

  app.get<{ Querystring: DeliveryQuoteQuery }>(
    deliveryApiPaths.quote(),
    {
      schema: {
        summary:
          'What delivery costs and when it arrives, before the order: free in Barcelona (24h), a zone of the table (price and date), an operator elsewhere, or pickup at the shop',
        querystring: deliveryQuoteQuerySchema,
        response: { 200: responseSchema(deliveryQuoteResponseSchema) },
      },
    },
    async (request) => {
      const { method = 'courier', postcode } = request.query;
      const { priceText: _, ...quote } = await quoteDelivery(db, method, postcode);
      return { quote };
    },
  );

  app.get(
    deliveryApiPaths.zones(),
    {
      preValidation: guard.admin,
      schema: { response: { 200: responseSchema(deliveryZonesResponseSchema) } },
    },
    async () => ({ zones: await listDeliveryZones(db) }),
  );

  app.post<{ Body: DeliveryZoneBody }>(
    deliveryApiPaths.zones(),
    {
      preValidation: guard.admin,
      schema: {
        summary: 'Adds a zone to the delivery table (admin)',
        body: deliveryZoneBodySchema,
        response: { 201: responseSchema(deliveryZoneResponseSchema) },
      },
    },
    async (request, reply) => reply.status(201).send({ zone: await addDeliveryZone(db, request.body) }),
  );

  app.put<{ Params: { id: string }; Body: DeliveryZoneBody }>(
    '/delivery/zones/:id',
    {
      preValidation: guard.admin,
      schema: {
        summary: "Changes a zone's postcodes, price or days (admin)",
        params: idParamsSchema,
        body: deliveryZoneBodySchema,
        response: zoneResponse,
      },
    },
    async (request) => {
      const zone = await changeDeliveryZone(db, requireUuid(request.params.id, 'Zone'), request.body);
      if (!zone) throw notFound('Zone');
      return { zone };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/delivery/zones/:id',
    {
      preValidation: guard.admin,
      schema: {
        summary: 'Removes a zone from the delivery table (admin): its postcodes go to the operator',
        params: idParamsSchema,
        response: { 200: responseSchema(removedDeliveryZoneResponseSchema) },
      },
    },
    async (request) => {
      const zoneId = requireUuid(request.params.id, 'Zone');
      if (!(await removeDeliveryZone(db, zoneId))) throw notFound('Zone');
      return { zoneId };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/orders/:id/ready-to-collect',
    {
      preValidation: guard.admin,
      schema: {
        summary:
          'A pickup order is ready to collect at the shop (admin): its shopper is mailed, once; 409 `readyToCollectNotAllowed` otherwise',
        params: idParamsSchema,
        response: { 200: responseSchema(orderResponseSchema) },
      },
    },
    async (request) => {
      const orderId = requireUuid(request.params.id, 'Order');
      if (!(await findOrder(db, orderId))) throw notFound('Order');
      const ready = await db.transaction(async (tx) => {
        if (!(await markReadyToCollect(tx, orderId))) return false;
        await tellShopper(tx, sales, orderId, 'readyToCollect');
        return true;
      });
      if (!ready) {
        throw new HttpError(
          409,
          messages.readyToCollectNotAllowed,
          'Only a placed pickup order not yet ready can be made ready to collect',
        );
      }
      mailsWritten();
      const order = await findOrder(db, orderId);
      if (!order) throw notFound('Order');
      return { order };
    },
  );
};
