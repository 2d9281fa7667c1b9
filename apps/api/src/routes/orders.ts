import { createHash } from 'node:crypto';
import {
  adminOrdersResponseSchema,
  type CreateOrderBody,
  createOrderBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  LANGUAGE_COOKIE,
  messages,
  type Order,
  type OrderMailKind,
  type OrderStatus,
  orderResponseSchema,
  orderStatusBodySchema,
  ordersResponseSchema,
  placedOrderResponseSchema,
  RETURN_WINDOW_DAYS,
  resendOrderMailBodySchema,
} from '@bookshop/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { invoicePdf } from '../db/invoices';
import { customersOf } from '../db/orderCustomers';
import {
  changeOrderStatus,
  findOrder,
  listAllOrders,
  listUserOrders,
  type PlacingSettings,
  placeOrder,
  requestReturn,
  type StatusChange,
} from '../db/orders';
import { awaitedPayment, retryRefund } from '../db/payments';
import { findUserById } from '../db/users';
import { orderDeliveryOf } from '../delivery/order-delivery';
import type { SignedInUser } from '../http/auth';
import { HttpError, notFound, requireUuid, stockRefused } from '../http/errors';
import { responseSchema } from '../http/schemas';
import { centsOf } from '../invoices/amounts';
import type { PaymentProviders } from '../payments';
import { resendConfirmation, tellShopper } from '../sales';
import { idParamsSchema } from './books';
import { guards, type RouteOptions } from './options';

export interface OrderRouteOptions extends RouteOptions {
  payments: PaymentProviders;
  placing: PlacingSettings;
  /** After a change committed: its mails go now (mail/dispatcher.ts). */
  mailsWritten: () => void;
  /** Gives an order's payment back through its provider (payments/refunds.ts). */
  refund: (orderId: string) => Promise<void>;
}

const forbidden = () => new HttpError(403, 'forbidden', 'You may only see and change your own orders');

/** The same request always hashes the same: the parsed body, its fields in a fixed order. */
function requestHash({ delivery, deliveryMethod, payment, invoice }: CreateOrderBody): string {
  const fields = [
    delivery?.street ?? null,
    delivery?.postcode ?? null,
    delivery?.town ?? null,
    delivery?.telephone ?? null,
    deliveryMethod ?? null,
    payment,
    invoice?.taxId ?? null,
    invoice?.name ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** Whether the order has been where this mail says it is (an admin resends only what was true). */
function mailFits(order: Order, kind: OrderMailKind): boolean {
  switch (kind) {
    case 'confirmation':
      return order.invoices.length > 0;
    case 'shipped':
      return ['shipped', 'delivered', 'return_requested', 'returned'].includes(order.status);
    case 'delivered':
      return order.deliveredAt !== null;
    case 'cancelled':
      return order.status === 'cancelled';
    case 'refunded':
      return order.paymentStatus === 'refunded';
    case 'readyToCollect':
      return order.delivery.readyAt !== null;
  }
}

/** The Idempotency-Key header, checked before the body so that a client bug is named first. */
export function idempotencyKey(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : (raw ?? ''));
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? messages.idempotencyKeyRequired;
  const code = message === messages.idempotencyKeyRequired ? 'idempotencyKeyMissing' : 'invalidInput';
  throw new HttpError(400, code, message, { [IDEMPOTENCY_KEY_HEADER]: message });
}

export const ordersRoutes: FastifyPluginAsync<OrderRouteOptions> = async (app, options) => {
  const { db, auth, payments, placing, mailsWritten } = options;
  const guard = guards(auth);
  const orderResponse = {
    200: responseSchema(orderResponseSchema),
    201: responseSchema(orderResponseSchema),
  };
  const placedResponse = {
    200: responseSchema(placedOrderResponseSchema),
    201: responseSchema(placedOrderResponseSchema),
  };

  /**
   * The bank's form of an order still awaiting its online payment, in the reader's language. A new
   * order brings its bank number; a retried request's is read.
   */
  async function paymentFormOf(order: Order, request: FastifyRequest, bankOrder?: string | null) {
    const form = payments[order.payment].paymentForm;
    if (!form || order.status !== 'awaiting_payment') return undefined;
    const payment = bankOrder
      ? { orderId: order._id, bankOrder, amountCents: centsOf(order.total), method: order.payment }
      : await awaitedPayment(db, order._id);
    return payment && form(payment, options.languages.ofCookie(request.cookies[LANGUAGE_COOKIE]));
  }

  /** After a status change committed: its mails go, and its refund is asked for (waited on, with a time-out). */
  async function afterChange(order: Order, change: StatusChange): Promise<void> {
    mailsWritten();
    if (change.refund) {
      await options.refund(order._id);
      mailsWritten();
    }
  }

  function refusedChange(order: Order, status: OrderStatus): HttpError {
    return new HttpError(
      409,
      messages.statusChangeNotAllowed,
      `An order cannot go from ${order.status} to ${status}`,
    );
  }
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
        response: placedResponse,
      },
    },
    async (request, reply) => {
      const { user } = await auth.requireUser(request);
      if (!payments[request.body.payment].available) {
        throw new HttpError(400, messages.paymentMethodUnavailable, 'This way of paying is not offered', {
          payment: messages.paymentMethodUnavailable,
        });
      }
      const delivery = orderDeliveryOf(request.body, user.telephone);
      const hash = requestHash(request.body);
      const result = await placeOrder(db, placing, {
        userId: user.id,
        delivery,
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
        const order = await requireOrder(result.orderId);
        return { order, paymentForm: await paymentFormOf(order, request) };
      }
      const { order } = result;
      // Paid on delivery, the sale (its invoice and confirmation) was made with the order.
      if (order.invoices.length > 0) mailsWritten();
      return reply
        .status(201)
        .send({ order, paymentForm: await paymentFormOf(order, request, result.bankOrder) });
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

  app.get(
    '/orders',
    { preValidation: guard.admin, schema: { response: { 200: responseSchema(adminOrdersResponseSchema) } } },
    async () => {
      const all = await listAllOrders(db);
      const customers = await customersOf(
        db,
        all.map((order) => order._id),
      );
      return { orders: all.map((order) => ({ ...order, customer: customers.get(order._id) ?? null })) };
    },
  );

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
      const change = await changeOrderStatus(db, placing, order._id, 'cancelled', 'customer');
      if (!change.changed) {
        throw new HttpError(
          409,
          messages.orderNotCancellable,
          'Only an order that has not been shipped can be cancelled',
        );
      }
      await afterChange(order, change);
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
      if (!(await requestReturn(db, placing, order._id)).changed) {
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
      const change = await changeOrderStatus(db, placing, order._id, status, 'admin');
      if (!change.changed) throw refusedChange(order, status);
      await afterChange(order, change);
      return { order: await requireOrder(order._id) };
    },
  );

  app.get<{ Params: { id: string; invoiceId: string } }>(
    '/orders/:id/invoices/:invoiceId',
    {
      preValidation: guard.signedIn,
      schema: {
        summary: "One of an order's invoices as the PDF that was issued (its owner or an admin)",
        params: z.object({ id: z.string(), invoiceId: z.string() }),
        produces: ['application/pdf'],
        response: { 200: responseSchema(z.string().describe('The PDF, as issued')) },
      },
    },
    async (request, reply) => {
      const signedIn = await auth.requireUser(request);
      const order = await requireReadableOrder(signedIn, request.params.id);
      const invoice = await invoicePdf(db, order._id, requireUuid(request.params.invoiceId, 'Invoice'));
      if (!invoice) throw notFound('Invoice');
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${invoice.number}.pdf"`)
        .header('Cache-Control', 'private, no-cache')
        .send(invoice.pdf);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/orders/:id/refund',
    {
      preValidation: guard.admin,
      schema: {
        summary: 'Asks the bank again for a refund it refused (admin); 409 `refundNotAllowed` otherwise',
        params: idParamsSchema,
        response: orderResponse,
      },
    },
    async (request) => {
      const order = await requireOrder(request.params.id);
      if (!(await retryRefund(db, order._id))) {
        throw new HttpError(
          409,
          messages.refundNotAllowed,
          'Only a refund the bank refused can be asked for again',
        );
      }
      await afterChange(order, { changed: true, refund: true });
      return { order: await requireOrder(order._id) };
    },
  );

  app.post<{ Params: { id: string }; Body: { kind: OrderMailKind } }>(
    '/orders/:id/mails',
    {
      preValidation: guard.admin,
      schema: {
        summary:
          "Sends one of the order's mails to its shopper again (admin); 409 `mailNotAvailable` when it has none of that kind",
        params: idParamsSchema,
        body: resendOrderMailBodySchema,
        response: orderResponse,
      },
    },
    async (request) => {
      const order = await requireOrder(request.params.id);
      const { kind } = request.body;
      if (!mailFits(order, kind)) {
        throw new HttpError(409, messages.mailNotAvailable, 'This order has no such mail to send');
      }
      const sent = await db.transaction((tx) =>
        kind === 'confirmation'
          ? resendConfirmation(tx, placing, order._id)
          : tellShopper(tx, placing, order._id, kind),
      );
      if (!sent) throw new HttpError(409, messages.mailNotAvailable, 'This order has no such mail to send');
      mailsWritten();
      return { order };
    },
  );
};
