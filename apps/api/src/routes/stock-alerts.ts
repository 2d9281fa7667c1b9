import {
  LANGUAGE_COOKIE,
  messages,
  type NotifyMeBody,
  notifyMeAcceptedSchema,
  notifyMeBodySchema,
  type StockAlertTokenBody,
  stockAlertApiPaths,
  stockAlertResponseSchema,
  stockAlertsResponseSchema,
  stockAlertTokenBodySchema,
  unsubscribeResponseSchema,
} from '@bookshop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { tooManyAttempts } from '../auth/attempt-limits';
import { newToken, tokenHash } from '../auth/tokens';
import type { AttemptRule } from '../db/attempts';
import { reserveAttempt } from '../db/attempts';
import {
  askForAlert,
  bookStock,
  cancelReaderAlert,
  confirmAlert,
  listReaderAlerts,
  unsubscribeAlerts,
} from '../db/stock-alerts';
import { bodyLimits } from '../http/body';
import { HttpError, notFound, requireUuid } from '../http/errors';
import { responseSchema } from '../http/schemas';
import { stockAlertConfirmMail } from '../mail/mails';
import { idParamsSchema } from './books';
import { guards, type RouteOptions } from './options';

export interface StockAlertRouteOptions extends RouteOptions {
  publicUrl: string;
  /** After a change committed: its mails go now (mail/dispatcher.ts). */
  mailsWritten: () => void;
}

const HOUR = 60 * 60_000;

/**
 * Confirmation mails a stranger could make the shop send: per address typed and per client address,
 * as password-reset mails are (auth/attempt-limits.ts).
 */
export const stockAlertMailLimits = { windowMs: HOUR, perEmail: 5, perAddress: 30 };

function stockAlertMailRules(email: string, address: string): AttemptRule[] {
  const { windowMs, perEmail, perAddress } = stockAlertMailLimits;
  return [
    { key: `email:${email.trim().toLowerCase()}`, max: perEmail, windowMs },
    { key: `address:${address}`, max: perAddress, windowMs },
  ];
}

type IdParams = { id: string };

/**
 * "Avísame" (issue 38): a reader asks to be told when a sold-out book is back. A signed-in,
 * activated reader's request waits at once; a guest's (or an unactivated reader's) address is
 * confirmed first by a mailed link. One mail when the book is back (stock-alerts/mailer.ts); both
 * mails are written into the outbox in the transaction of their change (db/outbox.ts).
 */
export const stockAlertRoutes: FastifyPluginAsync<StockAlertRouteOptions> = async (
  app,
  { db, auth, publicUrl, mailsWritten, languages },
) => {
  const guard = guards(auth);

  app.post<{ Params: IdParams; Body: NotifyMeBody | null | undefined }>(
    '/books/:id/notify-me',
    {
      preValidation: languages.check('body', 'language'),
      schema: {
        summary:
          'Asks for one mail when a sold-out book is back: 201 `{ stockAlert }` for a signed-in reader, 202 for a guest (who confirms the address by a mailed link)',
        params: idParamsSchema,
        // A signed-in reader sends no body at all.
        body: notifyMeBodySchema.nullish(),
        response: {
          201: responseSchema(stockAlertResponseSchema),
          202: responseSchema(notifyMeAcceptedSchema),
        },
      },
    },
    async (request, reply) => {
      const bookId = requireUuid(request.params.id, 'Book');
      const stock = await bookStock(db, bookId);
      if (stock === undefined) throw notFound('Book');
      if (stock > 0)
        throw new HttpError(409, messages.bookInStock, 'This book is in stock: it can be bought now');
      const signedIn = await auth.currentUser(request);
      const user = signedIn?.user;
      const email = user?.email ?? request.body?.email;
      if (!email) {
        throw new HttpError(400, 'invalidInput', 'Give the address to write to', {
          email: messages.emailRequired,
        });
      }
      const language =
        user?.language ?? request.body?.language ?? languages.ofCookie(request.cookies[LANGUAGE_COOKIE]);
      // Only an activated account's address is known to be its owner's.
      const confirmed = user?.activated === true;
      if (!confirmed) {
        // Each one may send a mail to any address: counted before anything is written.
        const reservation = await reserveAttempt(db, {
          kind: 'stock-alert-mail',
          rules: stockAlertMailRules(email, request.ip),
        });
        if (!reservation.allowed) {
          throw tooManyAttempts(
            'tooManyAttempts',
            'Too many requests; try again later',
            reservation.retryAfterSeconds,
          );
        }
      }
      const tokens = { confirm: newToken(), unsubscribe: newToken() };
      const alert = await askForAlert(
        db,
        {
          bookId,
          email,
          language,
          userId: user?.id,
          confirmTokenHash: confirmed ? undefined : tokenHash(tokens.confirm),
          unsubscribeTokenHash: tokenHash(tokens.unsubscribe),
        },
        (asked) => stockAlertConfirmMail({ email, language, book: asked.book }, publicUrl, tokens),
      );
      // The confirmation, or the mail of a book restocked meanwhile.
      mailsWritten();
      // A guest is told the same whatever that address asked before: it tells nobody who asked what.
      if (!user) return reply.status(202).send({ accepted: true });
      return reply.status(201).send({ stockAlert: alert });
    },
  );

  app.get(
    stockAlertApiPaths.mine(),
    {
      preValidation: guard.signedIn,
      schema: {
        summary: 'The signed-in reader’s stock alerts, newest first (cancelled ones left out)',
        response: { 200: responseSchema(stockAlertsResponseSchema) },
      },
    },
    async (request) => {
      const { user } = await auth.requireUser(request);
      return { stockAlerts: await listReaderAlerts(db, user.id) };
    },
  );

  app.delete<{ Params: IdParams }>(
    '/users/me/stock-alerts/:id',
    {
      preValidation: guard.signedIn,
      schema: {
        summary: 'Cancels one of the signed-in reader’s stock alerts; 409 alertNotCancellable once mailed',
        params: idParamsSchema,
        response: { 200: responseSchema(stockAlertResponseSchema) },
      },
    },
    async (request) => {
      const { user } = await auth.requireUser(request);
      const cancelled = await cancelReaderAlert(db, user.id, requireUuid(request.params.id, 'Stock alert'));
      if (cancelled === 'notFound') throw notFound('Stock alert');
      if (cancelled === 'notCancellable') {
        throw new HttpError(409, messages.alertNotCancellable, 'This alert was already mailed');
      }
      return { stockAlert: cancelled };
    },
  );

  const refusedToken = () =>
    new HttpError(400, 'invalidInput', messages.alertTokenInvalid, { token: messages.alertTokenInvalid });

  app.post<{ Body: StockAlertTokenBody }>(
    stockAlertApiPaths.confirm(),
    {
      bodyLimit: bodyLimits.account,
      schema: {
        summary: 'Confirms the address of a stock alert by its mailed link (once)',
        body: stockAlertTokenBodySchema,
        response: { 200: responseSchema(stockAlertResponseSchema) },
      },
    },
    async (request) => {
      const alert = await confirmAlert(db, tokenHash(request.body.token));
      if (!alert) throw refusedToken();
      // Due at once if the book came back meanwhile.
      mailsWritten();
      return { stockAlert: alert };
    },
  );

  app.post<{ Body: StockAlertTokenBody }>(
    stockAlertApiPaths.unsubscribe(),
    {
      bodyLimit: bodyLimits.account,
      schema: {
        summary: 'A stock alert mail’s link: cancels every open stock alert of its address',
        body: stockAlertTokenBodySchema,
        response: { 200: responseSchema(unsubscribeResponseSchema) },
      },
    },
    async (request) => {
      const cancelled = await unsubscribeAlerts(db, tokenHash(request.body.token));
      if (cancelled === undefined) throw refusedToken();
      return { cancelled };
    },
  );
};
