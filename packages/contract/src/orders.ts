import { z } from 'zod';
import { idSchema, localisedSchema, moneySchema } from './common';
import { deliveryMethodSchema, deliveryQuoteSchema, isBarcelonaPostcode } from './delivery';
import { messages } from './messages';
import { isSpanishTaxId } from './taxId';

export const orderStatusSchema = z.enum([
  // Paid online and not paid yet: its copies are held for a while (issue 36).
  'awaiting_payment',
  'placed',
  'shipped',
  'delivered',
  'cancelled',
  'return_requested',
  // An admin accepted the return: the books came back and the payment is refunded.
  'returned',
]);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Who moves an order on: its shopper, an admin, or the payment (the bank's verified answer, or none in time). */
export type OrderActor = 'customer' | 'admin' | 'payment';

/**
 * Every status change an order may make, and who may make it: the one table the API, the back office
 * and the shop's order views read (issue 34). A customer's return has a time limit besides
 * (`RETURN_WINDOW_DAYS` from delivery), checked where it is asked for.
 */
export const orderStatusChanges: Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderActor[]>>> = {
  awaiting_payment: { placed: ['payment'], cancelled: ['payment'] },
  placed: { shipped: ['admin'], cancelled: ['admin', 'customer'] },
  shipped: { delivered: ['admin'], cancelled: ['admin'] },
  delivered: { return_requested: ['customer'] },
  return_requested: { returned: ['admin'] },
  cancelled: {},
  returned: {},
};

/** The statuses `actor` may move an order to from `status`, in the table's order. */
export function nextOrderStatuses(status: OrderStatus, actor: OrderActor): OrderStatus[] {
  return (Object.entries(orderStatusChanges[status]) as [OrderStatus, readonly OrderActor[]][])
    .filter(([, actors]) => actors.includes(actor))
    .map(([next]) => next);
}

/** The statuses from which `actor` may move an order to `status`. */
export function orderStatusesBefore(status: OrderStatus, actor: OrderActor): OrderStatus[] {
  return orderStatusSchema.options.filter((from) => orderStatusChanges[from][status]?.includes(actor));
}

export const paymentMethodSchema = z.enum(['card_on_delivery', 'card', 'bizum']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Paid at the bank when the order is placed (Redsys); card on delivery is paid to the courier. */
export const ONLINE_PAYMENT_METHODS = ['card', 'bizum'] as const satisfies readonly PaymentMethod[];
export const isOnlinePayment = (method: PaymentMethod): method is 'card' | 'bizum' =>
  (ONLINE_PAYMENT_METHODS as readonly PaymentMethod[]).includes(method);

/**
 * Where an order's money is: `on_delivery` (paid to the courier), `pending` (sent to the bank, copies
 * held), `paid`, `refused` (the bank said no), `expired` (no answer in time: copies released),
 * `refund_pending` (being given back), `refunded`, `refund_failed` (the bank refused the refund: an
 * admin tries again).
 */
export const paymentStatusSchema = z.enum([
  'on_delivery',
  'pending',
  'paid',
  'refused',
  'expired',
  'refund_pending',
  'refunded',
  'refund_failed',
]);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** `GET /payments/methods`: the ways to pay this shop offers now (online ones only when configured). */
export const paymentMethodsResponseSchema = z.object({ methods: z.array(paymentMethodSchema) });

/** Postcodes of the city of Barcelona: free delivery within 24 hours (SPEC section 1). */
export function isBarcelonaAddress(delivery: { town: string; postcode: string }): boolean {
  const town = delivery.town
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
  return town === 'barcelona' && isBarcelonaPostcode(delivery.postcode);
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

/** A full invoice's buyer (on request: a simplified one names nobody), at the delivery address. */
export const invoiceBuyerSchema = z.strictObject({
  taxId: z
    .string()
    .trim()
    .min(1, messages.taxIdRequired)
    .max(20, messages.taxIdNotCorrect)
    .refine(isSpanishTaxId, messages.taxIdNotCorrect),
  name: z.string().trim().min(1, messages.fieldRequired).max(200),
});
export type InvoiceBuyer = z.infer<typeof invoiceBuyerSchema>;

/**
 * `POST /orders` with an `Idempotency-Key` header. `deliveryMethod` (issue 37): `courier` is priced from
 * the delivery table and needs `delivery`; `pickup` needs no address. Without it, the SPEC's order: free
 * in Barcelona, an operator elsewhere.
 */
export const createOrderBodySchema = z
  .strictObject({
    delivery: deliveryAddressSchema.optional(),
    deliveryMethod: deliveryMethodSchema.optional(),
    payment: paymentMethodSchema,
    invoice: invoiceBuyerSchema.optional(),
  })
  .refine((body) => body.deliveryMethod === 'pickup' || body.delivery !== undefined, {
    path: ['delivery'],
    message: messages.fieldRequired,
    // Checked with the other fields, so that one answer names every wrong field.
    when: ({ value }) => typeof value === 'object' && value !== null,
  });
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/** An invoice as an order lists it: simplified (a consumer's), full (with the buyer's NIF), corrective. */
export const invoiceSummarySchema = z.object({
  _id: idSchema,
  kind: z.enum(['simplified', 'full', 'corrective']),
  /** Its series and number, e.g. "S2026-000042". */
  number: z.string(),
  issuedAt: z.string(),
  /** Euros, IVA included; negative on a corrective invoice. */
  total: z.number(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

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
  /** For a pickup order, the shop's address. */
  delivery: deliveryAddressSchema.extend({
    free: z.boolean(),
    /** "24h" in Barcelona, "days" from the delivery table, "operator" elsewhere, "pickup" at the shop. */
    promise: deliveryQuoteSchema.shape.promise,
    method: deliveryMethodSchema,
    /** Euros, IVA included, part of `total`. */
    price: moneySchema,
    expectedBy: z.string().nullable(),
    /** When a pickup order was ready to collect at the shop. */
    readyAt: z.string().nullable(),
  }),
  payment: paymentMethodSchema,
  paymentStatus: paymentStatusSchema,
  /** While awaiting payment: when its held copies go back on sale if the bank has not said yes. */
  holdUntil: z.string().nullable(),
  /** Its invoices, oldest first; each downloads as a PDF (`orderApiPaths.invoice`). */
  invoices: z.array(invoiceSummarySchema),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * The form the shopper's browser posts to the bank (Redsys' redirection): its address and fields, signed
 * by the server (HMAC_SHA256_V1). Only for an order awaiting an online payment.
 */
export const paymentFormSchema = z.object({
  url: z.string(),
  fields: z.object({
    Ds_SignatureVersion: z.string(),
    Ds_MerchantParameters: z.string(),
    Ds_Signature: z.string(),
  }),
});
export type PaymentForm = z.infer<typeof paymentFormSchema>;

export const orderResponseSchema = z.object({ order: orderSchema });
/** `POST /orders`: the order, and the bank's form when it is paid online. */
export const placedOrderResponseSchema = z.object({
  order: orderSchema,
  paymentForm: paymentFormSchema.optional(),
});
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

/** `POST /orders/:id/mails` (admin): send one of the order's mails again. */
export const orderMailKinds = [
  'confirmation',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
  'readyToCollect',
] as const;
export type OrderMailKind = (typeof orderMailKinds)[number];
export const resendOrderMailBodySchema = z.strictObject({ kind: z.enum(orderMailKinds) });

/** The API's order calls beyond the SPEC's (under `/api`), for the server, its tests and the data layer. */
export const orderApiPaths = {
  paymentMethods: () => '/payments/methods',
  /** Where Redsys posts its signed notifications (its `Ds_Merchant_MerchantURL`). */
  redsysNotification: () => '/payments/redsys/notification',
  invoice: (orderId: string, invoiceId: string) =>
    `/orders/${encodeURIComponent(orderId)}/invoices/${encodeURIComponent(invoiceId)}`,
  /** POST (admin): give an order's payment back again after the bank refused to. */
  refund: (orderId: string) => `/orders/${encodeURIComponent(orderId)}/refund`,
  /** POST `{ kind }` (admin). */
  mails: (orderId: string) => `/orders/${encodeURIComponent(orderId)}/mails`,
} as const;
