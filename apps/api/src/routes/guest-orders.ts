import { createHash } from 'node:crypto';
import {
  followTokenSchema,
  type GuestOrderBody,
  guestOrderBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  LANGUAGE_COOKIE,
  messages,
  type Order,
  orderResponseSchema,
  placedGuestOrderResponseSchema,
  shopPaths,
} from '@bookshop/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { tooManyAttempts } from '../auth/attempt-limits';
import { type AttemptRule, reserveAttempt } from '../db/attempts';
import { newFollowToken, orderIdOfFollowToken } from '../db/guest-orders';
import { invoicePdf } from '../db/invoices';
import { changeOrderStatus, findOrder, type PlacingSettings, placeOrder } from '../db/orders';
import { awaitedPayment } from '../db/payments';
import { orderDeliveryOf } from '../delivery/order-delivery';
import { HttpError, notFound, requireUuid, stockRefused } from '../http/errors';
import { PRIVATE_CACHE_CONTROL } from '../http/private-answers';
import { responseSchema } from '../http/schemas';
import { centsOf } from '../invoices/amounts';
import type { PaymentProviders } from '../payments';
import type { RouteOptions } from './options';
import { idempotencyKey } from './orders';

export interface GuestOrderRouteOptions extends RouteOptions {
  payments: PaymentProviders;
  placing: PlacingSettings;
  /** After a change committed: its mails go now (mail/dispatcher.ts). */
  mailsWritten: () => void;
  /** Gives an order's payment back through its provider (payments/refunds.ts). */
  refund: (orderId: string) => Promise<void>;
}

const HOUR = 60 * 60_000;

/**
 * Guest orders anyone may ask for, each holding copies and sending a mail: counted per address typed
 * (however many client addresses send it) and per client address, before anything is written, under
 * the attempts' advisory locks (db/attempts.ts), so parallel requests cannot get past them. A retry
 * with the same key counts too.
 */
export const guestOrderLimits = { windowMs: HOUR, perEmail: 10, perAddress: 30 };

function guestOrderRules(email: string, address: string): AttemptRule[] {
  const { windowMs, perEmail, perAddress } = guestOrderLimits;
  return [
    { key: `email:${email.trim().toLowerCase()}`, max: perEmail, windowMs },
    { key: `address:${address}`, max: perAddress, windowMs },
  ];
}

/** The same request always hashes the same: the parsed body, in the schema's field order. */
const requestHash = (body: GuestOrderBody) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

const followParamsSchema = z.object({ token: z.string() });
type FollowParams = z.infer<typeof followParamsSchema>;

/**
 * Guest checkout (issue 37, README "Guest orders"): a guest places an order from the basket kept in
 * their browser, and follows it through a private link, as the mails do. The order itself is placed
 * by `placeOrder`, exactly as a signed-in shopper's is.
 */
export const guestOrderRoutes: FastifyPluginAsync<GuestOrderRouteOptions> = async (app, options) => {
  const { db, payments, placing, mailsWritten, languages } = options;

  /** The order a link follows; a malformed or unknown token is the same 404 (one hash lookup). */
  async function followedOrder(token: string, reply: FastifyReply): Promise<Order> {
    // The answer is the link's owner's: no cache may keep it.
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    const id = followTokenSchema.safeParse(token).success ? await orderIdOfFollowToken(db, token) : undefined;
    const order = id && (await findOrder(db, id));
    if (!order) throw notFound('Order');
    return order;
  }

  /** The bank's form of an order awaiting its payment; the bank sends the guest back to a private link. */
  async function paymentFormOf(
    order: Order,
    request: FastifyRequest,
    followToken: string,
    bankOrder?: string | null,
  ) {
    const form = payments[order.payment].paymentForm;
    if (!form || order.status !== 'awaiting_payment') return undefined;
    const payment = bankOrder
      ? { orderId: order._id, bankOrder, amountCents: centsOf(order.total), method: order.payment }
      : await awaitedPayment(db, order._id);
    return (
      payment &&
      form(
        { ...payment, returnPath: shopPaths.followOrder(followToken) },
        languages.ofCookie(request.cookies[LANGUAGE_COOKIE]),
      )
    );
  }

  app.post<{ Body: GuestOrderBody }>(
    '/guest-orders',
    {
      preValidation: async (request) => {
        idempotencyKey(request);
      },
      // The order takes copies from the stock, which the shop shows.
      config: { changesCatalogue: true },
      schema: {
        summary:
          "Places a guest's order (no account): its books and counts, an e-mail address and the usual delivery and payment; answers the order and `followToken`, its private link's token. 409 `notEnoughStock` or `bookWithdrawn` names each book in `error.books`; 429 `tooManyAttempts` past the limits",
        checkedHeaders: z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema }),
        body: guestOrderBodySchema,
        response: {
          200: responseSchema(placedGuestOrderResponseSchema),
          201: responseSchema(placedGuestOrderResponseSchema),
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      if (!payments[body.payment].available) {
        throw new HttpError(400, messages.paymentMethodUnavailable, 'This way of paying is not offered', {
          payment: messages.paymentMethodUnavailable,
        });
      }
      const reservation = await reserveAttempt(db, {
        kind: 'guest-order',
        rules: guestOrderRules(body.guest.email, request.ip),
      });
      if (!reservation.allowed) {
        throw tooManyAttempts(
          messages.tooManyAttempts,
          'Too many orders; try again later',
          reservation.retryAfterSeconds,
        );
      }
      const hash = requestHash(body);
      const result = await placeOrder(db, placing, {
        userId: null,
        guest: {
          email: body.guest.email,
          name: body.guest.name,
          language: body.guest.language ?? languages.ofCookie(request.cookies[LANGUAGE_COOKIE]),
          items: body.items.map((item) => ({ bookId: item.book, count: item.count })),
        },
        // A guest has no account's telephone: one collecting at the shop is reached by e-mail.
        delivery: orderDeliveryOf(body, ''),
        idempotencyKey: idempotencyKey(request),
        requestHash: hash,
        body,
      });
      if (result.kind === 'basketEmpty')
        throw new HttpError(400, messages.basketEmpty, 'Your basket is empty');
      if (result.kind === 'refused') {
        // A book the shop never had is the request's fault, not the stock's.
        if (result.books.length === 0) {
          throw new HttpError(400, 'invalidInput', 'Some book is not sold here', {
            items: messages.bookWithdrawn,
          });
        }
        throw stockRefused(result.books);
      }
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
        const order = await findOrder(db, result.orderId);
        if (!order) throw notFound('Order');
        const followToken = await newFollowToken(db, order._id);
        return { order, followToken, paymentForm: await paymentFormOf(order, request, followToken) };
      }
      const { order } = result;
      if (order.invoices.length > 0) mailsWritten();
      const followToken = await newFollowToken(db, order._id);
      return reply.status(201).send({
        order,
        followToken,
        paymentForm: await paymentFormOf(order, request, followToken, result.bankOrder),
      });
    },
  );

  app.get<{ Params: FollowParams }>(
    '/guest-orders/follow/:token',
    {
      schema: {
        summary: "The order a private link follows (a guest's order); 404 for any other token",
        params: followParamsSchema,
        response: { 200: responseSchema(orderResponseSchema) },
      },
    },
    async (request, reply) => ({ order: await followedOrder(request.params.token, reply) }),
  );

  app.post<{ Params: FollowParams }>(
    '/guest-orders/follow/:token/cancel',
    {
      // The order's copies go back to the stock, which the shop shows.
      config: { changesCatalogue: true },
      schema: {
        summary: 'Cancels the followed order while it has not been shipped, as its owner could',
        params: followParamsSchema,
        response: { 200: responseSchema(orderResponseSchema) },
      },
    },
    async (request, reply) => {
      const order = await followedOrder(request.params.token, reply);
      const change = await changeOrderStatus(db, placing, order._id, 'cancelled', 'customer');
      if (!change.changed) {
        throw new HttpError(
          409,
          messages.orderNotCancellable,
          'Only an order that has not been shipped can be cancelled',
        );
      }
      mailsWritten();
      if (change.refund) {
        await options.refund(order._id);
        mailsWritten();
      }
      const cancelled = await findOrder(db, order._id);
      if (!cancelled) throw notFound('Order');
      return { order: cancelled };
    },
  );

  app.get<{ Params: FollowParams & { invoiceId: string } }>(
    '/guest-orders/follow/:token/invoices/:invoiceId',
    {
      schema: {
        summary: "One of the followed order's invoices, as the PDF that was issued",
        params: z.object({ token: z.string(), invoiceId: z.string() }),
        produces: ['application/pdf'],
        response: { 200: responseSchema(z.string().describe('The PDF, as issued')) },
      },
    },
    async (request, reply) => {
      const order = await followedOrder(request.params.token, reply);
      const invoice = await invoicePdf(db, order._id, requireUuid(request.params.invoiceId, 'Invoice'));
      if (!invoice) throw notFound('Invoice');
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${invoice.number}.pdf"`)
        .send(invoice.pdf);
    },
  );
};
