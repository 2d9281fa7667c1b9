import { z } from 'zod';
import { languageSchema, localisedSchema } from './common';
import { emailSchema } from './users';

// "Avísame" (issue 38): a reader asks to be told when a sold-out book is back; one mail, in their
// language, when its stock goes from 0 to more, and the request is done.

/**
 * `unconfirmed`: a guest's, until the link mailed to them is opened; `waiting` for the book;
 * `sent`: the book came back and the mail went; `cancelled` by the reader or from a mail's link.
 */
export const stockAlertStatuses = ['unconfirmed', 'waiting', 'sent', 'cancelled'] as const;
export type StockAlertStatus = (typeof stockAlertStatuses)[number];

export const stockAlertSchema = z.object({
  _id: z.string(),
  book: z.object({ _id: z.string(), name: localisedSchema }),
  status: z.enum(stockAlertStatuses),
  createdAt: z.string(),
  /** When the book came back and the mail went. */
  sentAt: z.string().nullable(),
});
export type StockAlert = z.infer<typeof stockAlertSchema>;

/**
 * `POST /books/:id/notify-me`: a signed-in reader sends nothing (their account's address and language
 * are used); a guest gives an address, which is confirmed by a mailed link before anything else is sent.
 */
export const notifyMeBodySchema = z.strictObject({
  email: emailSchema.optional(),
  /** The guest's language, for the mails; the language cookie's when not given. */
  language: languageSchema.optional(),
});
export type NotifyMeBody = z.infer<typeof notifyMeBodySchema>;
/** A guest's answer (202), whatever the address asked before: it tells nobody who asked what. */
export const notifyMeAcceptedSchema = z.object({ accepted: z.literal(true) });
export const stockAlertResponseSchema = z.object({ stockAlert: stockAlertSchema });
export type StockAlertResponse = z.infer<typeof stockAlertResponseSchema>;
export const stockAlertsResponseSchema = z.object({ stockAlerts: z.array(stockAlertSchema) });
export type StockAlertsResponse = z.infer<typeof stockAlertsResponseSchema>;

/** The links a stock alert's mails carry (`/stock_alerts/confirm/<token>`, `.../unsubscribe/<token>`). */
export const stockAlertTokenBodySchema = z.strictObject({ token: z.string().min(1).max(500) });
export type StockAlertTokenBody = z.infer<typeof stockAlertTokenBodySchema>;
/** `POST /stock-alerts/unsubscribe`: how many waiting requests of that address were cancelled. */
export const unsubscribeResponseSchema = z.object({ cancelled: z.number().int().nonnegative() });

/** The calls (under `/api`). */
export const stockAlertApiPaths = {
  notifyMe: (bookId: string) => `/books/${encodeURIComponent(bookId)}/notify-me`,
  /** GET: the signed-in reader's requests. */
  mine: () => '/users/me/stock-alerts',
  /** DELETE: cancels one of them. */
  mineOne: (id: string) => `/users/me/stock-alerts/${encodeURIComponent(id)}`,
  confirm: () => '/stock-alerts/confirm',
  unsubscribe: () => '/stock-alerts/unsubscribe',
} as const;
