import { createHash } from 'node:crypto';
import {
  type CreateOrderBody,
  createOrderBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  messages,
  type Order,
  type OrderStatus,
  orderResponseSchema,
  orderStatusBodySchema,
  ordersResponseSchema,
  RETURN_WINDOW_DAYS,
} from '@bookshop/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  cancelOrder,
  changeOrderStatus,
  findOrder,
  listAllOrders,
  listUserOrders,
  placeOrder,
  requestReturn,
} from '../db/orders';
import { findUserById } from '../db/users';
import type { SignedInUser } from '../http/auth';
import { HttpError, notFound, requireUuid, stockRefused } from '../http/errors';
import { responseSchema } from '../http/schemas';
import type { PaymentProviders } from '../payments';
import { idParamsSchema } from './books';
import { guards, type RouteOptions } from './options';

export interface OrderRouteOptions extends RouteOptions {
  payments: PaymentProviders;
}

const forbidden = () => new HttpError(403, 'forbidden', 'You may only see and change your own orders');

/** The same request always hashes the same: the parsed body, its fields in a fixed order. */
function requestHash({ delivery, payment }: CreateOrderBody): string {
  const fields = [delivery.street, delivery.postcode, delivery.town, delivery.telephone, payment];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** The Idempotency-Key header, checked before the body so that a client bug is named first. */
function idempotencyKey(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : (raw ?? ''));
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? messages.idempotencyKeyRequired;
  const code = message === messages.idempotencyKeyRequired ? 'idempotencyKeyMissing' : 'invalidInput';
  throw new HttpError(400, code, message, { [IDEMPOTENCY_KEY_HEADER]: message });
}

export const ordersRoutes: FastifyPluginAsync<OrderRouteOptions> = async (app, { db, auth, payments }) => {
  const guard = guards(auth);
  const orderResponse = {
    200: responseSchema(orderResponseSchema),
    201: responseSchema(orderResponseSchema),
  };
  const ordersResponse = { 200: responseSchema(ordersResponseSchema) };

  async function requireOrder(id: string): Promise<Order> {
    const order = await findOrder(db, requireUuid(id, 'Order'));
    if (!order) throw notFound('Order');
    return order;
  }

  /** The order if it is the signed-in user's own; an admin may read any. */
  async function requireReadableOrder(signedIn: SignedInUser, id: string): Promise<Order> {
    const order = await requireOrder(id);
    if (order.user !== signedIn.user.id && signedIn.user.role !== 'admin') throw forbidden();
    return order;
  }

  app.post<{ Body: CreateOrderBody }>(
    '/orders',
    {
      preValidation: [
        guard.signedIn,
        async (request) => {
          idempotencyKey(request);
        },
      ],
      // The order takes copies from the stock, which the shop shows.
      config: { changesCatalogue: true },
      schema: {
        summary:
          'Places the basket as an order, taking its copies from the stock in the same transaction; 409 `notEnoughStock` or `bookWithdrawn` names each book in `error.books`',
        checkedHeaders: z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema }),
        body: createOrderBodySchema,
        response: orderResponse,
      },
    },
    async (request, reply) => {
      const { user } = await auth.requireUser(request);
      const hash = requestHash(request.body);
      const result = await placeOrder(db, {
        userId: user.id,
        idempotencyKey: idempotencyKey(request),
        requestHash: hash,
        body: request.body,
      });
      if (result.kind === 'basketEmpty') {
        throw new HttpError(400, messages.basketEmpty, 'Your basket is empty');
      }
      if (result.kind === 'refused') throw stockRefused(result.books);
      if (result.kind === 'existing') {
        if (result.requestHash !== hash) {
          throw new HttpError(
            409,
            messages.idempotencyKeyReused,
            'This Idempotency-Key was already used for a different order',
            { [IDEMPOTENCY_KEY_HEADER]: messages.idempotencyKeyReused },
          );
        }
        reply.header('Idempotent-Replayed', 'true');
        return { order: await requireOrder(result.orderId) };
      }
      const order = await requireOrder(result.orderId);
      await payments[order.payment].orderPlaced(order);
      return reply.status(201).send({ order });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/user/orders/:id',
    { preValidation: guard.signedIn, schema: { params: idParamsSchema, response: ordersResponse } },
    async (request) => {
      const { user } = await auth.requireUser(request);
      const userId = requireUuid(request.params.id, 'User');
      if (userId !== user.id && user.role !== 'admin') throw forbidden();
      if (userId !== user.id && !(await findUserById(db, userId))) throw notFound('User');
      return { orders: await listUserOrders(db, userId) };
    },
  );

  app.get('/orders', { preValidation: guard.admin, schema: { response: ordersResponse } }, async () => ({
    orders: await listAllOrders(db),
  }));

  app.get<{ Params: { id: string } }>(
    '/orders/:id',
    { preValidation: guard.signedIn, schema: { params: idParamsSchema, response: orderResponse } },
    async (request) => {
      const signedIn = await auth.requireUser(request);
      return { order: await requireReadableOrder(signedIn, request.params.id) };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/orders/:id/cancel',
    {
      preValidation: guard.signedIn,
      // The order's copies go back to the stock, which the shop shows.
      config: { changesCatalogue: true },
      schema: {
        summary: 'Cancels a placed order; its copies go back to the stock',
        params: idParamsSchema,
        response: orderResponse,
      },
    },
    async (request) => {
      const { user } = await auth.requireUser(request);
      const order = await requireOrder(request.params.id);
      if (order.user !== user.id) throw forbidden();
      if (!(await cancelOrder(db, order._id))) {
        throw new HttpError(
          409,
          messages.orderNotCancellable,
          'Only an order that has not been shipped can be cancelled',
        );
      }
      return { order: await requireOrder(order._id) };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/orders/:id/return',
    { preValidation: guard.signedIn, schema: { params: idParamsSchema, response: orderResponse } },
    async (request) => {
      const { user } = await auth.requireUser(request);
      const order = await requireOrder(request.params.id);
      if (order.user !== user.id) throw forbidden();
      if (!(await requestReturn(db, order._id))) {
        throw new HttpError(
          409,
          messages.returnNotAllowed,
          `A return can be requested only within ${RETURN_WINDOW_DAYS} days of delivery`,
        );
      }
      return { order: await requireOrder(order._id) };
    },
  );

  app.post<{ Params: { id: string }; Body: { status: OrderStatus } }>(
    '/orders/:id/status',
    {
      preValidation: guard.admin,
      // Cancelling gives the order's copies back to the stock, which the shop shows.
      config: { changesCatalogue: true },
      schema: {
        summary: 'Moves an order on (admin); cancelling gives its copies back to the stock',
        params: idParamsSchema,
        body: orderStatusBodySchema,
        response: orderResponse,
      },
    },
    async (request) => {
      const order = await requireOrder(request.params.id);
      const { status } = request.body;
      if (!(await changeOrderStatus(db, order._id, status))) {
        throw new HttpError(
          409,
          messages.statusChangeNotAllowed,
          `An order cannot go from ${order.status} to ${status}`,
        );
      }
      return { order: await requireOrder(order._id) };
    },
  );
};
