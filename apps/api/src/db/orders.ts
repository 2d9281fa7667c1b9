import {
  type CreateOrderBody,
  type DeliveryAddress,
  type InvoiceSummary,
  isBarcelonaAddress,
  isOnlinePayment,
  type LocalisedText,
  normaliseTaxId,
  type Order,
  type OrderActor,
  type OrderStatus,
  orderStatusesBefore,
  RETURN_WINDOW_DAYS,
} from '@bookshop/contract';
import { and, asc, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { confirmSale, correctSale, type SaleSettings, tellShopper } from '../sales';
import type { Database, Transaction } from './client';
import { quoteDelivery } from './delivery';
import { claimGuestOrder, type GuestBuyer, guestOrderByKey } from './guest-orders';
import { invoicesOf } from './invoices';
import { localisedOf } from './localised';
import { basketEntries, books, orderItems, orders } from './schema';
import { giveBackStock, type RefusedBook, takeStock } from './stock';

/** How a new order is placed: what its sale writes, and how long unpaid copies are held. */
export interface PlacingSettings extends SaleSettings {
  /** An order paid online holds its copies this long for the bank's answer (payments/sweeper.ts). */
  holdSeconds: number;
}

export interface OrderRequest {
  /** The signed-in shopper, whose server basket becomes the order; null for a guest (below). */
  userId: string | null;
  /** A guest's order (issue 37): who places it, and its lines (the guest's basket is in the browser). */
  guest?: GuestOrder;
  idempotencyKey: string;
  /** Hash of the request body: the same key with another body is a different request. */
  requestHash: string;
  body: CreateOrderBody;
  /** Where the books go: the body's address, or the shop's for a pickup (delivery/order-delivery.ts). */
  delivery: DeliveryAddress;
}

export type PlaceOrderResult =
  /** The order as it was committed; `bankOrder`: the bank's number of an order paid online. */
  | { kind: 'placed'; order: Order; bankOrder: string | null }
  /** An order with this user's key exists already (a retry, or a concurrent duplicate). */
  | { kind: 'existing'; orderId: string; requestHash: string }
  | { kind: 'basketEmpty' }
  /** Some book has fewer copies than the basket holds, or is no longer sold: nothing was taken. */
  | { kind: 'refused'; books: RefusedBook[] };

export interface GuestOrder extends GuestBuyer {
  items: readonly { bookId: string; count: number }[];
}

class BasketEmpty extends Error {}
/** Another order holds this guest's key: this one is rolled back and that one answered. */
class GuestKeyTaken extends Error {}
class StockRefused extends Error {
  constructor(readonly books: RefusedBook[]) {
    super('Not enough stock');
  }
}

const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  status: orders.status,
  total: orders.total,
  street: orders.street,
  postcode: orders.postcode,
  town: orders.town,
  telephone: orders.telephone,
  deliveryFree: orders.deliveryFree,
  deliveryPromise: orders.deliveryPromise,
  deliveryMethod: orders.deliveryMethod,
  deliveryPrice: orders.deliveryPrice,
  deliveryExpectedBy: orders.deliveryExpectedBy,
  readyAt: orders.readyAt,
  payment: orders.payment,
  paymentStatus: orders.paymentStatus,
  holdUntil: orders.holdUntil,
  createdAt: orders.createdAt,
  deliveredAt: orders.deliveredAt,
};

type OrderRow = Pick<typeof orders.$inferSelect, keyof typeof orderColumns>;

/** An order as the API answers it, from its row, its lines (in their order) and its invoices. */
function toOrder(
  row: OrderRow,
  items: readonly { bookId: string; name: LocalisedText; count: number; price: string }[],
  invoices: InvoiceSummary[],
): Order {
  return {
    _id: row.id,
    user: row.userId,
    status: row.status,
    items: items.map((item) => ({
      book: { _id: item.bookId, name: item.name },
      count: item.count,
      price: Number(item.price),
    })),
    total: Number(row.total),
    delivery: {
      street: row.street,
      postcode: row.postcode,
      town: row.town,
      telephone: row.telephone,
      free: row.deliveryFree,
      promise: row.deliveryPromise,
      method: row.deliveryMethod,
      price: Number(row.deliveryPrice),
      expectedBy: row.deliveryExpectedBy,
      readyAt: row.readyAt ? new Date(row.readyAt).toISOString() : null,
    },
    payment: row.payment,
    paymentStatus: row.paymentStatus,
    holdUntil: row.holdUntil ? new Date(row.holdUntil).toISOString() : null,
    invoices,
    createdAt: new Date(row.createdAt).toISOString(),
    deliveredAt: row.deliveredAt ? new Date(row.deliveredAt).toISOString() : null,
  };
}

/**
 * Turns the user's basket into an order in one transaction. The order row goes in first, so that a
 * concurrent request with the same key waits on the unique index and then finds this order instead
 * of an emptied basket; taking the basket deletes its rows, so two different orders cannot both
 * take it. Any failure rolls everything back and the basket stays as it was. The placed order is
 * answered from what the transaction wrote, without reading it again.
 */
export async function placeOrder(
  db: Database,
  settings: PlacingSettings,
  request: OrderRequest,
): Promise<PlaceOrderResult> {
  const { userId, guest, idempotencyKey, requestHash, body, delivery } = request;
  const { deliveryMethod, payment, invoice } = body;
  const online = isOnlinePayment(payment);
  try {
    const placed = await db.transaction(async (tx) => {
      // Priced here from the delivery table, in the order's transaction; never from what a client says.
      // Without a method, the SPEC's order: free in Barcelona, an operator elsewhere.
      const priced = deliveryMethod ? await quoteDelivery(tx, deliveryMethod, delivery.postcode) : undefined;
      const barcelona = priced ? priced.promise === '24h' : isBarcelonaAddress(delivery);
      const [order] = await tx
        .insert(orders)
        .values({
          userId,
          // A guest's key is unique per address (guest_orders); kept apart from any account's keys.
          idempotencyKey: guest ? `guest:${idempotencyKey}` : idempotencyKey,
          requestHash,
          total: '0',
          street: delivery.street,
          postcode: delivery.postcode,
          town: delivery.town,
          telephone: delivery.telephone,
          deliveryFree: barcelona,
          deliveryPromise: priced?.promise ?? (barcelona ? '24h' : 'operator'),
          ...(priced && {
            deliveryMethod: priced.method,
            deliveryPrice: priced.priceText,
            deliveryExpectedBy: priced.expectedBy,
          }),
          payment,
          invoiceTaxId: invoice ? normaliseTaxId(invoice.taxId) : null,
          invoiceName: invoice?.name ?? null,
          // Paid online: the copies wait for the bank's answer, for a while (the sweeper ends the wait).
          ...(online && {
            status: 'awaiting_payment' as const,
            paymentStatus: 'pending' as const,
            holdUntil: sql`now() + make_interval(secs => ${settings.holdSeconds})`,
            bankOrder: sql`lpad(nextval('bank_order_numbers')::text, 12, '0')`,
          }),
        })
        .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
        .returning({ id: orders.id, bankOrder: orders.bankOrder });
      if (!order) return undefined;
      if (guest && !(await claimGuestOrder(tx, order.id, guest, idempotencyKey))) throw new GuestKeyTaken();

      const wanted = guest ? guest.items : await takeBasket(tx, userId);
      if (wanted.length === 0) throw new BasketEmpty();
      // The lines, at the books' prices now (a book the shop never had gets none), and the total summed
      // from them (and the delivery) by the same statement: numeric arithmetic in the database, exact
      // to the cent, no float sums.
      const rows = wanted.map(
        ({ bookId, count }, position) => sql`(${bookId}::uuid, ${count}::int, ${position}::int)`,
      );
      const lines = tx.$with('lines').as(
        tx
          .insert(orderItems)
          .select(
            sql`select ${order.id}::uuid, b.id, w.position, w.count, b.price
              from (values ${sql.join(rows, sql`, `)}) as w (book_id, count, position)
              join ${books} b on b.id = w.book_id`,
          )
          .returning({ price: orderItems.price, count: orderItems.count }),
      );
      const [row] = await tx
        .with(lines)
        .update(orders)
        .set({
          total: sql`coalesce((SELECT sum(${lines.price} * ${lines.count}) FROM ${lines}), 0) + ${orders.deliveryPrice}`,
        })
        .where(eq(orders.id, order.id))
        .returning(orderColumns);
      if (!row) throw new Error(`Order ${order.id} is gone`);
      // The copies leave the stock after the lines are written: a book's row stays locked from here to
      // the commit, and a book every shopper buys at once (Sant Jordi) has its orders wait on that lock
      // (bench:pay). A refusal rolls back the order, its lines and the basket.
      const stock = await takeStock(tx, order.id, wanted);
      if ('refused' in stock) throw new StockRefused(stock.refused);
      const items = wanted.map((entry) => {
        const book = stock.taken.get(entry.bookId);
        // Cannot happen: every book wanted was taken from the stock above.
        if (!book) throw new Error(`Book ${entry.bookId} of the basket is gone`);
        return { bookId: entry.bookId, count: entry.count, ...book };
      });
      // Paid to the courier: the sale is made now (and its invoice listed). Paid online: when the bank says yes.
      let invoices: InvoiceSummary[] = [];
      if (!online) {
        await confirmSale(tx, settings, order.id);
        invoices = (await invoicesOf(tx, [order.id])).get(order.id) ?? [];
      }
      return { order: toOrder(row, items, invoices), bankOrder: order.bankOrder };
    });
    if (placed) return { kind: 'placed', ...placed };
  } catch (error) {
    if (error instanceof BasketEmpty) return { kind: 'basketEmpty' };
    if (error instanceof StockRefused) return { kind: 'refused', books: error.books };
    if (!(error instanceof GuestKeyTaken)) throw error;
  }

  if (guest) {
    const existing = await guestOrderByKey(db, guest.email, idempotencyKey);
    if (!existing) throw new Error('A guest order with this idempotency key vanished');
    return { kind: 'existing', orderId: existing.id, requestHash: existing.requestHash };
  }
  if (!userId) throw new Error('An order needs a user or a guest');
  const [existing] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
  if (!existing) throw new Error('An order with this idempotency key vanished');
  return { kind: 'existing', orderId: existing.id, requestHash: existing.requestHash };
}

/** The user's basket, taken (its rows deleted) in the order's transaction, in the order books were added. */
async function takeBasket(tx: Transaction, userId: string | null) {
  if (!userId) return [];
  const taken = await tx.delete(basketEntries).where(eq(basketEntries.userId, userId)).returning({
    bookId: basketEntries.bookId,
    count: basketEntries.count,
    addedAt: basketEntries.createdAt,
  });
  return taken.sort((a, b) => a.addedAt.getTime() - b.addedAt.getTime() || a.bookId.localeCompare(b.bookId));
}

/** Orders with their items, newest first. */
async function selectOrders(db: Database, where?: SQL): Promise<Order[]> {
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const items = await db
    .select({
      orderId: orderItems.orderId,
      bookId: books.id,
      nameEng: books.nameEng,
      nameEsp: books.nameEsp,
      nameCat: books.nameCat,
      count: orderItems.count,
      price: orderItems.price,
    })
    .from(orderItems)
    .innerJoin(books, eq(orderItems.bookId, books.id))
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.position));
  const invoices = await invoicesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toOrder(
      row,
      items
        .filter((item) => item.orderId === row.id)
        .map((item) => ({ ...item, name: localisedOf(item.nameEng, item.nameEsp, item.nameCat) })),
      invoices.get(row.id) ?? [],
    ),
  );
}

export async function findOrder(db: Database, id: string): Promise<Order | undefined> {
  const [order] = await selectOrders(db, eq(orders.id, id));
  return order;
}

export function listUserOrders(db: Database, userId: string): Promise<Order[]> {
  return selectOrders(db, eq(orders.userId, userId));
}

export function listAllOrders(db: Database): Promise<Order[]> {
  return selectOrders(db);
}

/** What a status change did: whether it happened, and whether a payment is now to be refunded. */
export interface StatusChange {
  changed: boolean;
  refund: boolean;
}

/** What else the change to `status` does, in its transaction: stock, invoices, refunds, mails. */
async function afterStatusChange(
  tx: Transaction,
  settings: SaleSettings,
  id: string,
  status: OrderStatus,
  actor: OrderActor,
  paymentStatus: string,
): Promise<boolean> {
  if (status === 'shipped' || status === 'delivered') {
    await tellShopper(tx, settings, id, status);
    return false;
  }
  if (status !== 'cancelled' && status !== 'returned') return false;
  // The copies are for sale again (once: only the change that cancels or accepts the return gets here).
  await giveBackStock(tx, id);
  const corrective = await correctSale(tx, id, status);
  const refund = paymentStatus === 'paid';
  if (refund) {
    await tx.update(orders).set({ paymentStatus: 'refund_pending' }).where(eq(orders.id, id));
  }
  if (status === 'cancelled') {
    await tellShopper(tx, settings, id, 'cancelled', {
      reason: actor === 'customer' ? 'customer' : 'shop',
      invoice: corrective,
      refundUnderWay: refund,
    });
  }
  return refund;
}

/**
 * Moves an order to `status` if the contract's table (`orderStatusChanges`) lets `actor` do it from
 * where it is. Each change is one conditional UPDATE, so two admins (or an admin and the customer)
 * racing on the same order cannot both succeed; what else the change does commits with it.
 */
export async function changeOrderStatus(
  db: Database,
  settings: SaleSettings,
  id: string,
  status: OrderStatus,
  actor: OrderActor,
  condition?: SQL,
): Promise<StatusChange> {
  const from = orderStatusesBefore(status, actor);
  if (from.length === 0) return { changed: false, refund: false };
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(orders)
      .set(status === 'delivered' ? { status, deliveredAt: sql`now()` } : { status })
      .where(and(eq(orders.id, id), inArray(orders.status, from), condition))
      .returning({ id: orders.id, paymentStatus: orders.paymentStatus });
    const [row] = changed;
    if (!row) return { changed: false, refund: false };
    const refund = await afterStatusChange(tx, settings, id, status, actor, row.paymentStatus);
    return { changed: true, refund };
  });
}

/** The customer asks for a return: only once delivered, and within RETURN_WINDOW_DAYS of delivery. */
export function requestReturn(db: Database, settings: SaleSettings, id: string): Promise<StatusChange> {
  return changeOrderStatus(
    db,
    settings,
    id,
    'return_requested',
    'customer',
    gte(orders.deliveredAt, sql`now() - make_interval(days => ${RETURN_WINDOW_DAYS})`),
  );
}
