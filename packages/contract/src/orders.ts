import { z } from 'zod';
import { idSchema, localisedSchema, moneySchema } from './common';
import { messages } from './messages';

export const orderStatusSchema = z.enum(['placed', 'shipped', 'delivered', 'cancelled', 'return_requested']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const paymentMethodSchema = z.enum(['card_on_delivery']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Postcodes of the city of Barcelona: free delivery within 24 hours (SPEC section 1). */
export function isBarcelonaAddress(delivery: { town: string; postcode: string }): boolean {
  const town = delivery.town
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
  const postcode = Number(delivery.postcode);
  return town === 'barcelona' && /^\d{5}$/.test(delivery.postcode) && postcode >= 8001 && postcode <= 8042;
}

export const deliveryAddressSchema = z.strictObject({
  street: z.string().trim().min(1, messages.fieldRequired).max(200),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, messages.postcodeNotCorrect),
  town: z.string().trim().min(1, messages.fieldRequired).max(100),
  telephone: z
    .string()
    .trim()
    .min(1, messages.telephoneRequired)
    .regex(/^\+?[0-9][0-9 ()-]{7,18}[0-9]$/, messages.telephoneNotCorrect),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/** `POST /orders` with an `Idempotency-Key` header. */
export const createOrderBodySchema = z.strictObject({
  delivery: deliveryAddressSchema,
  payment: paymentMethodSchema,
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

export const orderSchema = z.object({
  _id: idSchema,
  /** Null once the shopper deleted their account: the order stays for the accounts. */
  user: idSchema.nullable(),
  status: orderStatusSchema,
  items: z.array(
    z.object({
      book: z.object({ _id: idSchema, name: localisedSchema }),
      count: z.number().int().positive(),
      price: moneySchema,
    }),
  ),
  total: moneySchema,
  delivery: deliveryAddressSchema.extend({
    free: z.boolean(),
    /** e.g. "24h" in Barcelona, "operator" elsewhere. */
    promise: z.enum(['24h', 'operator']),
  }),
  payment: paymentMethodSchema,
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = z.object({ order: orderSchema });
export const ordersResponseSchema = z.object({ orders: z.array(orderSchema) });

/** `POST /orders/:id/status` (admin). */
export const orderStatusBodySchema = z.strictObject({ status: orderStatusSchema });

export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(1, messages.idempotencyKeyRequired)
  .max(200, messages.idempotencyKeyTooLong)
  // Header values are printable ASCII; a control character (PostgreSQL cannot store a NUL) is refused.
  .regex(/^[ -~]+$/, 'Idempotency-Key must be printable text');
