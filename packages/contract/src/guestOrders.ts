import { z } from 'zod';
import { idSchema, languageSchema } from './common';
import { messages } from './messages';
import { createOrderBodySchema, placedOrderResponseSchema } from './orders';
import { emailSchema, personName } from './users';

/**
 * Guest checkout (issue 37): an order placed without an account. The guest's basket lives in the
 * browser, so the order names its books; prices, stock and everything else come from the server as
 * for a signed-in order. The guest's mails go to `guest.email`, each with a private link to follow the
 * order (`shopPaths.followOrder`).
 */

/** Most lines and copies a guest's order may hold (a basket shows each book once). */
export const GUEST_ORDER_MAX_LINES = 50;
export const GUEST_ORDER_MAX_COPIES = 99;

export const guestOrderLineSchema = z.strictObject({
  book: idSchema,
  count: z.number().int().min(1).max(GUEST_ORDER_MAX_COPIES),
});

/** `POST /guest-orders` with an `Idempotency-Key` header: the usual order's fields, who, and what. */
export const guestOrderBodySchema = createOrderBodySchema.extend({
  guest: z.strictObject({
    email: emailSchema,
    name: personName(messages.firstNameRequired),
    /** The guest's language, for the mails; the language cookie's when not given. */
    language: languageSchema.optional(),
  }),
  items: z
    .array(guestOrderLineSchema)
    .min(1, messages.basketEmpty)
    .max(GUEST_ORDER_MAX_LINES)
    .refine((items) => new Set(items.map((item) => item.book)).size === items.length, 'Each book once'),
});
export type GuestOrderBody = z.infer<typeof guestOrderBodySchema>;

/** The placed order, and the token of its private link (also in every mail about it). */
export const placedGuestOrderResponseSchema = placedOrderResponseSchema.extend({ followToken: z.string() });
export type PlacedGuestOrderResponse = z.infer<typeof placedGuestOrderResponseSchema>;

/** A follow link's token as the address carries it (43 base64url characters; anything else is unknown). */
export const followTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** The API's guest-order calls (under `/api`). */
export const guestOrderApiPaths = {
  /** POST: place a guest's order. */
  place: () => '/guest-orders',
  /** GET: the order a follow link shows. */
  follow: (token: string) => `/guest-orders/follow/${encodeURIComponent(token)}`,
  /** POST: cancel it while it may be cancelled, as its owner could. */
  cancel: (token: string) => `/guest-orders/follow/${encodeURIComponent(token)}/cancel`,
  /** GET: one of its invoices, as issued. */
  invoice: (token: string, invoiceId: string) =>
    `/guest-orders/follow/${encodeURIComponent(token)}/invoices/${encodeURIComponent(invoiceId)}`,
} as const;
