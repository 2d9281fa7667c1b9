import { z } from 'zod';
import { idSchema, moneySchema, requiredText } from './common';
import { messages } from './messages';

// Issue 37: delivery chosen and priced before the order is placed. Barcelona is a rule (SPEC section 1:
// free within 24 hours); the rest of mainland Spain is priced from the table admins keep; a postcode the
// table does not cover is delivered as the SPEC says of "other cases": an operator calls. Or the shopper
// collects the books at the shop.

/** How the books reach the shopper: by courier to an address, or collected at the shop. */
export const deliveryMethodSchema = z.enum(['courier', 'pickup']);
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;

/** The city of Barcelona's postcodes: free delivery within 24 hours. */
export const BARCELONA_POSTCODES = { from: '08001', to: '08042' } as const;

export const postcodeSchema = z
  .string()
  .trim()
  .regex(/^\d{5}$/, messages.postcodeNotCorrect);

export function isBarcelonaPostcode(postcode: string): boolean {
  return (
    /^\d{5}$/.test(postcode) && postcode >= BARCELONA_POSTCODES.from && postcode <= BARCELONA_POSTCODES.to
  );
}

/**
 * What delivery costs and when it arrives: `free` in Barcelona within 24 hours; `zone`, a zone's price
 * and the date it is expected by; `operator`, not in the table (an operator calls to arrange it, before
 * anything is charged for it); `pickup`, free at the shop.
 */
export const deliveryQuoteSchema = z.object({
  method: deliveryMethodSchema,
  promise: z.enum(['24h', 'days', 'operator', 'pickup']),
  /** Euros, IVA included; 0 when free, at the shop or left to the operator. */
  price: moneySchema,
  /** Working days, for a zone's courier. */
  days: z.number().int().nullable(),
  /** The day it is expected by (`YYYY-MM-DD`, Madrid time), for a zone's courier. */
  expectedBy: z.string().nullable(),
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;

/** `GET /delivery/quote?method=courier&postcode=28001` (anyone): what delivery to this postcode costs. */
export const deliveryQuoteQuerySchema = z
  .strictObject({
    method: deliveryMethodSchema.default('courier'),
    postcode: postcodeSchema.optional(),
  })
  .superRefine((query, context) => {
    if (query.method === 'courier' && query.postcode === undefined) {
      context.addIssue({ code: 'custom', path: ['postcode'], message: messages.postcodeNotCorrect });
    }
  });
export type DeliveryQuoteQuery = z.input<typeof deliveryQuoteQuerySchema>;
export const deliveryQuoteResponseSchema = z.object({ quote: deliveryQuoteSchema });

/** One zone of the delivery table, as admins edit it: a postcode range, its price and working days. */
export const deliveryZoneBodySchema = z
  .strictObject({
    name: requiredText(100),
    postcodeFrom: postcodeSchema,
    postcodeTo: postcodeSchema,
    price: moneySchema,
    days: z
      .number()
      .int(messages.deliveryDaysNotCorrect)
      .min(1, messages.deliveryDaysNotCorrect)
      .max(30, messages.deliveryDaysNotCorrect),
  })
  .superRefine((zone, context) => {
    if (zone.postcodeFrom > zone.postcodeTo) {
      context.addIssue({ code: 'custom', path: ['postcodeTo'], message: messages.postcodeRangeNotCorrect });
    }
  });
export type DeliveryZoneBody = z.infer<typeof deliveryZoneBodySchema>;

export const deliveryZoneSchema = z.object({
  _id: idSchema,
  name: z.string(),
  postcodeFrom: z.string(),
  postcodeTo: z.string(),
  price: moneySchema,
  days: z.number().int(),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;
export const deliveryZoneResponseSchema = z.object({ zone: deliveryZoneSchema });
export const deliveryZonesResponseSchema = z.object({ zones: z.array(deliveryZoneSchema) });
export const removedDeliveryZoneResponseSchema = z.object({ zoneId: idSchema });

/** The delivery calls (under `/api`). */
export const deliveryApiPaths = {
  quote: () => '/delivery/quote',
  /** GET, POST (admin). */
  zones: () => '/delivery/zones',
  /** PUT, DELETE (admin). */
  zone: (zoneId: string) => `/delivery/zones/${encodeURIComponent(zoneId)}`,
  /** POST (admin): a pickup order is ready to collect at the shop; its shopper is mailed. */
  readyToCollect: (orderId: string) => `/orders/${encodeURIComponent(orderId)}/ready-to-collect`,
} as const;
