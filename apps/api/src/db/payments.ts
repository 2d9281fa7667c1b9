import type { PaymentMethod } from '@bookshop/contract';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { centsOf } from '../invoices/amounts';
import { confirmSale, type SaleSettings, tellShopper } from '../sales';
import type { Database, Transaction } from './client';
import { basketEntries, orderItems, orders } from './schema';
import { giveBackStock, takeStock } from './stock';

/** An order's payment at the bank: what the bank knows it by and how much it is. */
export interface BankPayment {
  orderId: string;
  /** Redsys' Ds_Order: 12 digits, one per order, never reused. */
  bankOrder: string;
  amountCents: number;
  method: PaymentMethod;
  /** Where the bank sends the shopper back, if not to My orders (a guest's private link, issue 37). */
  returnPath?: string;
}

/** The bank's payment of an order awaiting one (for its form), if it is still awaiting it. */
export async function awaitedPayment(db: Database, orderId: string): Promise<BankPayment | undefined> {
  const [row] = await db
    .select({ bankOrder: orders.bankOrder, total: orders.total, method: orders.payment })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_payment')));
  if (!row?.bankOrder) return undefined;
  return { orderId, bankOrder: row.bankOrder, amountCents: centsOf(row.total), method: row.method };
}

/** What a verified answer of the bank did to its order. */
export type BankAnswerOutcome =
  | 'paid'
  | 'refused'
  /** Already answered: a repeat, or an answer that came after another (nothing changed). */
  | 'duplicate'
  /** Paid after the order had given its copies up, and they were gone: the payment is refunded. */
  | 'paidTooLate'
  | 'unknownOrder'
  | 'amountMismatch';

export interface BankAnswer {
  bankOrder: string;
  amountCents: number;
  authorised: boolean;
}

/** A refused payment puts the order's books back in its shopper's basket, beside what is there. */
async function restoreBasket(tx: Transaction, orderId: string, userId: string): Promise<void> {
  await tx
    .insert(basketEntries)
    .select(
      tx
        .select({
          userId: sql<string>`${userId}::uuid`.as('user_id'),
          bookId: orderItems.bookId,
          count: orderItems.count,
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId)),
    )
    .onConflictDoUpdate({
      target: [basketEntries.userId, basketEntries.bookId],
      set: { count: sql`${basketEntries.count} + excluded.count` },
    });
}

/**
 * Applies a verified answer of the bank to its order, in one transaction with the order's row locked,
 * so that repeats and answers racing each other (from any API process) change it once:
 * - authorised, while the order awaits payment: paid, placed, its invoice issued and its confirmation
 *   mailed; authorised after the order had given up its copies (the bank answered late, or a refusal
 *   came first): the copies are taken again, or, if they are gone, the payment is refunded;
 * - refused, while it awaits payment: cancelled, its copies released and its books back in the basket;
 * - anything else changes nothing. The amount must be the order's to the cent.
 */
export async function recordBankAnswer(
  db: Database,
  settings: SaleSettings,
  answer: BankAnswer,
): Promise<BankAnswerOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        userId: orders.userId,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        total: orders.total,
      })
      .from(orders)
      .where(eq(orders.bankOrder, answer.bankOrder))
      .for('update');
    if (!order) return 'unknownOrder';
    if (centsOf(order.total) !== answer.amountCents) return 'amountMismatch';

    const pending = order.status === 'awaiting_payment' && order.paymentStatus === 'pending';
    if (!answer.authorised) {
      if (!pending) return 'duplicate';
      await tx
        .update(orders)
        .set({ status: 'cancelled', paymentStatus: 'refused', holdUntil: null })
        .where(eq(orders.id, order.id));
      await giveBackStock(tx, order.id);
      if (order.userId) await restoreBasket(tx, order.id, order.userId);
      return 'refused';
    }

    if (pending) {
      await tx
        .update(orders)
        .set({ status: 'placed', paymentStatus: 'paid', paidAt: sql`now()`, holdUntil: null })
        .where(eq(orders.id, order.id));
      await confirmSale(tx, settings, order.id);
      return 'paid';
    }
    const gaveUpCopies =
      order.status === 'cancelled' &&
      (order.paymentStatus === 'expired' || order.paymentStatus === 'refused');
    if (!gaveUpCopies) return 'duplicate';
    const wanted = await tx
      .select({ bookId: orderItems.bookId, count: orderItems.count })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    const stock = await takeStock(tx, order.id, wanted);
    if ('taken' in stock) {
      await tx
        .update(orders)
        .set({ status: 'placed', paymentStatus: 'paid', paidAt: sql`now()` })
        .where(eq(orders.id, order.id));
      await confirmSale(tx, settings, order.id);
      return 'paid';
    }
    await tx.update(orders).set({ paymentStatus: 'refund_pending' }).where(eq(orders.id, order.id));
    await tellShopper(tx, settings, order.id, 'cancelled', { reason: 'paidTooLate', refundUnderWay: true });
    return 'paidTooLate';
  });
}

/**
 * Orders whose bank has not answered in time give their copies back: cancelled, payment `expired`, the
 * shopper told. Rows are taken with `FOR UPDATE SKIP LOCKED` and changed only while still awaiting
 * payment, so any number of API processes may sweep at once and each order expires once (a bank
 * answer that locked it first wins). Answers the expired orders' ids.
 */
export async function expireUnpaidOrders(
  db: Database,
  settings: SaleSettings,
  limit = 50,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'awaiting_payment'), lt(orders.holdUntil, sql`now()`)))
      .orderBy(orders.holdUntil)
      .limit(limit)
      .for('update', { skipLocked: true });
    const expired = await tx
      .update(orders)
      .set({ status: 'cancelled', paymentStatus: 'expired', holdUntil: null })
      .where(and(sql`${orders.id} IN ${due}`, eq(orders.status, 'awaiting_payment')))
      .returning({ id: orders.id });
    for (const { id } of expired) {
      await giveBackStock(tx, id);
      await tellShopper(tx, settings, id, 'cancelled', { reason: 'unpaid' });
    }
    return expired.map(({ id }) => id);
  });
}

/** How long one process may ask the bank for a refund before another may try again. */
const REFUND_LEASE_SECONDS = 120;

/**
 * Takes the refund of an order for this process: only one process at a time asks the bank (a refund
 * asked twice would be paid twice). Answers the payment to refund, or nothing if none is due or another
 * process holds it.
 */
export async function claimRefund(db: Database, orderId: string): Promise<BankPayment | undefined> {
  const [row] = await db
    .update(orders)
    .set({ refundClaimedUntil: sql`now() + make_interval(secs => ${REFUND_LEASE_SECONDS})` })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.paymentStatus, 'refund_pending'),
        or(isNull(orders.refundClaimedUntil), lt(orders.refundClaimedUntil, sql`now()`)),
      ),
    )
    .returning({ bankOrder: orders.bankOrder, total: orders.total, method: orders.payment });
  if (!row?.bankOrder) return undefined;
  return { orderId, bankOrder: row.bankOrder, amountCents: centsOf(row.total), method: row.method };
}

/** The bank answered the refund: refunded (the shopper is told) or refused (an admin sees it). */
export async function finishRefund(
  db: Database,
  settings: SaleSettings,
  orderId: string,
  refunded: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(orders)
      .set({ paymentStatus: refunded ? 'refunded' : 'refund_failed', refundClaimedUntil: null })
      .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'refund_pending')))
      .returning({ id: orders.id });
    if (changed && refunded) await tellShopper(tx, settings, orderId, 'refunded');
  });
}

/** The bank could not be reached: the refund stays due, for the sweeper's next round. */
export async function releaseRefund(db: Database, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ refundClaimedUntil: null })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'refund_pending')));
}

/** Refunds due and held by no process (one that died mid-refund, a bank that did not answer). */
export async function dueRefunds(db: Database, limit = 20): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, 'refund_pending'),
        or(isNull(orders.refundClaimedUntil), lt(orders.refundClaimedUntil, sql`now()`)),
      ),
    )
    .limit(limit);
  return rows.map(({ id }) => id);
}

/** An admin asks again for a refund the bank refused. */
export async function retryRefund(db: Database, orderId: string): Promise<boolean> {
  const changed = await db
    .update(orders)
    .set({ paymentStatus: 'refund_pending', refundClaimedUntil: null })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'refund_failed')))
    .returning({ id: orders.id });
  return changed.length > 0;
}
