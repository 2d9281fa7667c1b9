import {
  type DeliveryMethod,
  type DeliveryQuote,
  type DeliveryZone,
  type DeliveryZoneBody,
  isBarcelonaPostcode,
} from '@bookshop/contract';
import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { addWorkingDays, shopToday } from '../delivery/expected';
import type { Database, Transaction } from './client';
import { deliveryZones, orders } from './schema';

type Reader = Database | Transaction;

const zoneColumns = {
  id: deliveryZones.id,
  name: deliveryZones.name,
  postcodeFrom: deliveryZones.postcodeFrom,
  postcodeTo: deliveryZones.postcodeTo,
  price: deliveryZones.price,
  days: deliveryZones.days,
};

function toZone(row: {
  id: string;
  name: string;
  postcodeFrom: string;
  postcodeTo: string;
  price: string;
  days: number;
}): DeliveryZone {
  const { id, price, ...zone } = row;
  return { _id: id, ...zone, price: Number(price) };
}

/** The delivery table in postcode order. */
export async function listDeliveryZones(db: Reader): Promise<DeliveryZone[]> {
  const rows = await db
    .select(zoneColumns)
    .from(deliveryZones)
    .orderBy(asc(deliveryZones.postcodeFrom), asc(deliveryZones.postcodeTo));
  return rows.map(toZone);
}

// Prices go to the database as decimal text, never through float arithmetic.
const priceText = (euros: number) => euros.toFixed(2);

export async function addDeliveryZone(db: Database, zone: DeliveryZoneBody): Promise<DeliveryZone> {
  const [row] = await db
    .insert(deliveryZones)
    .values({ ...zone, price: priceText(zone.price) })
    .returning(zoneColumns);
  if (!row) throw new Error('The zone was not added');
  return toZone(row);
}

export async function changeDeliveryZone(
  db: Database,
  id: string,
  zone: DeliveryZoneBody,
): Promise<DeliveryZone | undefined> {
  const [row] = await db
    .update(deliveryZones)
    .set({ ...zone, price: priceText(zone.price) })
    .where(eq(deliveryZones.id, id))
    .returning(zoneColumns);
  return row && toZone(row);
}

export async function removeDeliveryZone(db: Database, id: string): Promise<boolean> {
  const removed = await db
    .delete(deliveryZones)
    .where(eq(deliveryZones.id, id))
    .returning({ id: deliveryZones.id });
  return removed.length > 0;
}

/** A quote with its price as the database keeps it (exact decimal text), for an order's row. */
export interface PricedDelivery extends DeliveryQuote {
  priceText: string;
}

/**
 * What delivery costs: Barcelona's rule first, then the narrowest zone of the table holding the
 * postcode, else the operator. Pickup at the shop is free.
 */
export async function quoteDelivery(
  db: Reader,
  method: DeliveryMethod,
  postcode: string | undefined,
  now = new Date(),
): Promise<PricedDelivery> {
  const none = { price: 0, priceText: '0.00', days: null, expectedBy: null };
  if (method === 'pickup') return { method, promise: 'pickup', ...none };
  if (postcode === undefined) return { method, promise: 'operator', ...none };
  if (isBarcelonaPostcode(postcode)) return { method, promise: '24h', ...none };
  const [zone] = await db
    .select({ price: deliveryZones.price, days: deliveryZones.days })
    .from(deliveryZones)
    .where(and(lte(deliveryZones.postcodeFrom, postcode), gte(deliveryZones.postcodeTo, postcode)))
    .orderBy(
      sql`${deliveryZones.postcodeTo}::integer - ${deliveryZones.postcodeFrom}::integer`,
      asc(deliveryZones.createdAt),
    )
    .limit(1);
  if (!zone) return { method, promise: 'operator', ...none };
  return {
    method,
    promise: 'days',
    price: Number(zone.price),
    priceText: zone.price,
    days: zone.days,
    expectedBy: addWorkingDays(shopToday(now), zone.days),
  };
}

/**
 * A pickup order still to be collected becomes ready, once: a second call, a courier order or one that
 * is not placed (unpaid, cancelled, gone) changes nothing and answers false.
 */
export async function markReadyToCollect(tx: Transaction, orderId: string): Promise<boolean> {
  const marked = await tx
    .update(orders)
    .set({ readyAt: sql`now()` })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.deliveryMethod, 'pickup'),
        eq(orders.status, 'placed'),
        isNull(orders.readyAt),
      ),
    )
    .returning({ id: orders.id });
  return marked.length > 0;
}
