import { orderApiPaths, paymentMethodsResponseSchema } from '@bookshop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client';
import { recordBankAnswer } from '../db/payments';
import { HttpError, notFound } from '../http/errors';
import { responseSchema } from '../http/schemas';
import { availableMethods, type PaymentProviders } from '../payments';
import { type RedsysSettings, readNotification } from '../payments/redsys';
import type { SaleSettings } from '../sales';

export interface PaymentRouteOptions {
  db: Database;
  payments: PaymentProviders;
  redsys?: RedsysSettings;
  sales: SaleSettings;
  /** After a notification changed an order: its mails go now, and a late payment's refund. */
  afterAnswer: (outcome: string, bankOrder: string) => void;
}

/** A notification is a small form: a few hundred bytes of base64 and a signature. */
const NOTIFICATION_BODY_LIMIT = 8 * 1024;

export const paymentsRoutes: FastifyPluginAsync<PaymentRouteOptions> = async (app, options) => {
  const { db, payments, redsys, sales } = options;

  app.get(
    orderApiPaths.paymentMethods(),
    {
      schema: {
        summary:
          'The ways to pay the shop offers now: card on delivery, and Redsys card and Bizum when configured',
        response: { 200: responseSchema(paymentMethodsResponseSchema) },
      },
    },
    async () => ({ methods: availableMethods(payments) }),
  );

  // Redsys posts an HTML form (application/x-www-form-urlencoded); only this route reads one.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: NOTIFICATION_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
  );

  app.post<{ Body: Record<string, unknown> | undefined }>(
    orderApiPaths.redsysNotification(),
    {
      bodyLimit: NOTIFICATION_BODY_LIMIT,
      schema: {
        summary:
          "Redsys' signed notification of a payment (its Ds_Merchant_MerchantURL): verified, then applied to its order once; anything unverified changes nothing",
        response: {
          200: responseSchema(z.object({ received: z.literal(true), outcome: z.string() })),
        },
      },
    },
    async (request) => {
      if (!redsys) throw notFound('Payment provider');
      const reading = readNotification(redsys, request.body ?? {});
      if (!reading.valid) {
        request.log.warn({ reason: reading.reason }, 'Redsys notification ignored');
        throw new HttpError(400, 'notificationInvalid', 'This notification could not be verified');
      }
      const outcome = await recordBankAnswer(db, sales, reading.answer);
      const level = outcome === 'paid' || outcome === 'refused' ? 'info' : 'warn';
      request.log[level]({ bankOrder: reading.answer.bankOrder, outcome }, 'Redsys notification');
      options.afterAnswer(outcome, reading.answer.bankOrder);
      // Redsys only wants a 200; the outcome is for the log and the tests.
      return { received: true, outcome };
    },
  );
};
