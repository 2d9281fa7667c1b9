import { type Order, orderResponseSchema, ordersResponseSchema } from '@bookshop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketEntries, books, orders } from '../src/db/schema';
import { createTestApp, type Reader, signUp, signUpAdmin, someBookId, type TestApp } from './helpers';

let testApp: TestApp;
let admin: Reader;
let firstBook: string;
let secondBook: string;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signUpAdmin(testApp);
  firstBook = await someBookId(testApp.app, 0);
  secondBook = await someBookId(testApp.app, 1);
});
afterAll(() => testApp.close());

const barcelona = {
  street: 'Carrer de Mallorca, 401',
  postcode: '08013',
  town: 'Barcelona',
  telephone: '+34 931 234 567',
};
const girona = { street: 'Carrer Nou, 5', postcode: '17001', town: 'Girona', telephone: '+34 972 123 456' };

let keyCount = 0;
const newKey = () => {
  keyCount += 1;
  return `order-key-${keyCount}-${Date.now()}`;
};

function placeOrder(
  who: Reader | null,
  options: { key?: string | null; delivery?: object; payment?: string; body?: unknown } = {},
) {
  const key = options.key === undefined ? newKey() : options.key;
  return testApp.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...(who ? { cookie: who.cookie } : {}), ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: options.body ?? {
      delivery: options.delivery ?? barcelona,
      payment: options.payment ?? 'card_on_delivery',
    },
  });
}

function call(method: 'GET' | 'POST', url: string, who: Reader | null, payload?: object) {
  return testApp.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });
}

async function addToBasket(who: Reader, bookId: string, copies = 1) {
  for (let copy = 0; copy < copies; copy += 1) {
    const response = await call('POST', `/api/books/${bookId}/add-book-to-basket`, who);
    expect(response.statusCode).toBe(200);
  }
}

async function basketOf(who: Reader) {
  return (await call('GET', '/api/books/get-basket-books', who)).json().basketBooks;
}

async function setPrice(bookId: string, price: string) {
  await testApp.database.db.update(books).set({ price }).where(eq(books.id, bookId));
}

async function ordersOf(userId: string, who: Reader) {
  const response = await call('GET', `/api/user/orders/${userId}`, who);
  expect(response.statusCode).toBe(200);
  return ordersResponseSchema.parse(response.json()).orders;
}

/** A reader who has just placed an order of one copy of the first book. */
async function readerWithOrder(): Promise<{ reader: Reader; order: Order }> {
  const reader = await signUp(testApp.app);
  await addToBasket(reader, firstBook);
  const response = await placeOrder(reader);
  expect(response.statusCode).toBe(201);
  return { reader, order: orderResponseSchema.parse(response.json()).order };
}

describe('POST /api/orders', () => {
  it('turns the basket into an order with its prices, a total exact to the cent, and empties the basket', async () => {
    const reader = await signUp(testApp.app);
    // Prices whose float sum is not exact: 3 × 0.10 + 0.20 is 0.5000000000000001 in floating point.
    await setPrice(firstBook, '0.10');
    await setPrice(secondBook, '0.20');
    await addToBasket(reader, firstBook, 3);
    await addToBasket(reader, secondBook);

    const response = await placeOrder(reader);
    expect(response.statusCode).toBe(201);
    const { order } = orderResponseSchema.parse(response.json());
    expect(order.user).toBe(reader.authUser._id);
    expect(order.status).toBe('placed');
    expect(order.items.map((item) => [item.book._id, item.count, item.price])).toEqual([
      [firstBook, 3, 0.1],
      [secondBook, 1, 0.2],
    ]);
    expect(order.items[0]?.book.name.esp).not.toBe('');
    expect(order.total).toBe(0.5);
    expect(order.payment).toBe('card_on_delivery');
    expect(order.deliveredAt).toBeNull();
    expect(await basketOf(reader)).toEqual([]);
    expect(await ordersOf(reader.authUser._id, reader)).toEqual([order]);
  });

  it('adds larger amounts exactly too', async () => {
    const reader = await signUp(testApp.app);
    await setPrice(firstBook, '19.99');
    await setPrice(secondBook, '5.01');
    await addToBasket(reader, firstBook, 3);
    await addToBasket(reader, secondBook, 7);
    const { order } = orderResponseSchema.parse((await placeOrder(reader)).json());
    // 3 × 19.99 + 7 × 5.01 = 59.97 + 35.07
    expect(order.total).toBe(95.04);
  });

  it('delivers free within 24 hours in Barcelona, through an operator elsewhere', async () => {
    const reader = await signUp(testApp.app);
    await addToBasket(reader, firstBook);
    const inBarcelona = orderResponseSchema.parse(
      (await placeOrder(reader, { delivery: { ...barcelona, town: ' barcelona ' } })).json(),
    ).order;
    const byCourier = { method: 'courier', price: 0, expectedBy: null, readyAt: null };
    expect(inBarcelona.delivery).toEqual({
      ...barcelona,
      town: 'barcelona',
      free: true,
      promise: '24h',
      ...byCourier,
    });

    await addToBasket(reader, firstBook);
    const inGirona = orderResponseSchema.parse((await placeOrder(reader, { delivery: girona })).json()).order;
    expect(inGirona.delivery).toEqual({ ...girona, free: false, promise: 'operator', ...byCourier });

    await addToBasket(reader, firstBook);
    const outsideTheCity = orderResponseSchema.parse(
      (await placeOrder(reader, { delivery: { ...barcelona, postcode: '08100' } })).json(),
    ).order;
    expect(outsideTheCity.delivery.free).toBe(false);
  });

  it('keeps the price of the moment of the order when the book’s price changes later', async () => {
    const reader = await signUp(testApp.app);
    await setPrice(firstBook, '12.15');
    await addToBasket(reader, firstBook, 2);
    const { order } = orderResponseSchema.parse((await placeOrder(reader)).json());
    await setPrice(firstBook, '99.99');

    const response = await call('GET', `/api/orders/${order._id}`, reader);
    const stored = orderResponseSchema.parse(response.json()).order;
    expect(stored.items[0]?.price).toBe(12.15);
    expect(stored.total).toBe(24.3);
  });

  it('refuses an empty basket with 400 basketEmpty and stores no order', async () => {
    const reader = await signUp(testApp.app);
    const response = await placeOrder(reader);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('basketEmpty');
    expect(await ordersOf(reader.authUser._id, reader)).toEqual([]);
  });

  it('needs the Idempotency-Key header, and names it', async () => {
    const reader = await signUp(testApp.app);
    await addToBasket(reader, firstBook);
    for (const key of [null, '', '   ']) {
      const response = await placeOrder(reader, { key });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('idempotencyKeyMissing');
      expect(Object.keys(response.json().error.fields)).toEqual(['Idempotency-Key']);
    }
    const tooLong = await placeOrder(reader, { key: 'k'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toHaveProperty('Idempotency-Key');
    expect(await basketOf(reader)).toHaveLength(1);
  });

  it('names every field that is not valid and keeps the basket', async () => {
    const reader = await signUp(testApp.app);
    await addToBasket(reader, firstBook);
    const response = await placeOrder(reader, {
      body: {
        delivery: { street: ' ', postcode: '8013', town: '', telephone: 'call me' },
        payment: 'bitcoin',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalidInput');
    expect(Object.keys(response.json().error.fields).sort()).toEqual([
      'delivery.postcode',
      'delivery.street',
      'delivery.telephone',
      'delivery.town',
      'payment',
    ]);
    const missing = await placeOrder(reader, { body: {} });
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(['delivery', 'payment']);
    expect(await basketOf(reader)).toHaveLength(1);
  });

  it('answers a retry with the same key with the same order, creating no second one', async () => {
    const reader = await signUp(testApp.app);
    await addToBasket(reader, firstBook);
    const key = newKey();
    const first = await placeOrder(reader, { key });
    expect(first.statusCode).toBe(201);
    // Meanwhile the reader fills the basket again: a retry must not order it.
    await addToBasket(reader, secondBook);
    const retry = await placeOrder(reader, { key });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().order).toEqual(first.json().order);
    expect(await ordersOf(reader.authUser._id, reader)).toHaveLength(1);
    expect((await basketOf(reader)).map((entry: { book: { _id: string } }) => entry.book._id)).toEqual([
      secondBook,
    ]);
  });

  it('creates one order from concurrent requests with the same key', async () => {
    const reader = await signUp(testApp.app);
    await addToBasket(reader, firstBook, 2);
    const key = newKey();
    const responses = await Promise.all([1, 2, 3, 4].map(() => placeOrder(reader, { key })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 201]);
    const ids = new Set(responses.map((response) => response.json().order._id));
    expect(ids.size).toBe(1);
    const stored = await ordersOf(reader.authUser._id, reader);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.items).toEqual([expect.objectContaining({ count: 2 })]);
  });

  it('lets two different orders race for one basket: one gets it, the other finds it empty', async () => {
    const reader = await signUp(testApp.app);
    await addToBasket(reader, firstBook);
    const responses = await Promise.all([placeOrder(reader), placeOrder(reader)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    expect(await ordersOf(reader.authUser._id, reader)).toHaveLength(1);
  });

  it('refuses the same key with another body (409) and changes nothing', async () => {
    const reader = await signUp(testApp.app);
    await addToBasket(reader, firstBook);
    const key = newKey();
    expect((await placeOrder(reader, { key })).statusCode).toBe(201);
    await addToBasket(reader, firstBook);
    const reused = await placeOrder(reader, { key, delivery: girona });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('idempotencyKeyReused');
    expect(await ordersOf(reader.authUser._id, reader)).toHaveLength(1);
    expect(await basketOf(reader)).toHaveLength(1);
  });

  it('keys are per reader: another reader’s key does not find their order', async () => {
    const one = await signUp(testApp.app);
    const other = await signUp(testApp.app);
    await addToBasket(one, firstBook);
    await addToBasket(other, secondBook);
    const key = newKey();
    const first = (await placeOrder(one, { key })).json().order;
    const second = await placeOrder(other, { key });
    expect(second.statusCode).toBe(201);
    expect(second.json().order._id).not.toBe(first._id);
    expect(second.json().order.user).toBe(other.authUser._id);
  });

  it('needs a session (401), even before the key and body are checked', async () => {
    const response = await placeOrder(null, { key: null, body: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('reading orders', () => {
  it('lists a reader’s orders newest first, and shows each one', async () => {
    const reader = await signUp(testApp.app);
    await addToBasket(reader, firstBook);
    const older = (await placeOrder(reader)).json().order;
    await addToBasket(reader, secondBook);
    const newer = (await placeOrder(reader)).json().order;
    expect((await ordersOf(reader.authUser._id, reader)).map((order) => order._id)).toEqual([
      newer._id,
      older._id,
    ]);
    const detail = await call('GET', `/api/orders/${older._id}`, reader);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().order).toEqual(older);
  });

  it('forbids another reader’s list, order, cancel and return (403)', async () => {
    const { reader, order } = await readerWithOrder();
    const stranger = await signUp(testApp.app);
    expect((await call('GET', `/api/user/orders/${reader.authUser._id}`, stranger)).statusCode).toBe(403);
    expect((await call('GET', `/api/orders/${order._id}`, stranger)).statusCode).toBe(403);
    expect((await call('POST', `/api/orders/${order._id}/cancel`, stranger)).statusCode).toBe(403);
    expect((await call('POST', `/api/orders/${order._id}/return`, stranger)).statusCode).toBe(403);
    expect((await call('GET', `/api/orders/${order._id}`, reader)).json().order.status).toBe('placed');
  });

  it('lets an admin read any reader’s orders and every order, newest first', async () => {
    const { reader, order } = await readerWithOrder();
    const { order: latest } = await readerWithOrder();
    expect((await ordersOf(reader.authUser._id, admin)).map((found) => found._id)).toEqual([order._id]);
    expect((await call('GET', `/api/orders/${order._id}`, admin)).json().order).toEqual(order);
    const all = await call('GET', '/api/orders', admin);
    expect(all.statusCode).toBe(200);
    const ids = ordersResponseSchema.parse(all.json()).orders.map((found) => found._id);
    expect(ids[0]).toBe(latest._id);
    expect(ids.indexOf(order._id)).toBeGreaterThan(0);
    expect((await call('GET', '/api/orders', reader)).statusCode).toBe(403);
  });

  it('needs a session (401) and answers 404 for unknown orders and users', async () => {
    const { reader, order } = await readerWithOrder();
    expect((await call('GET', `/api/user/orders/${reader.authUser._id}`, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/orders/${order._id}`, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/orders', null)).statusCode).toBe(401);
    expect((await call('POST', `/api/orders/${order._id}/cancel`, null)).statusCode).toBe(401);
    expect((await call('POST', `/api/orders/${order._id}/return`, null)).statusCode).toBe(401);
    expect(
      (await call('POST', `/api/orders/${order._id}/status`, null, { status: 'shipped' })).statusCode,
    ).toBe(401);
    expect((await call('GET', '/api/orders/00000000-0000-4000-8000-000000000000', reader)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/orders/not-an-id', reader)).statusCode).toBe(404);
    expect(
      (await call('GET', '/api/user/orders/00000000-0000-4000-8000-000000000000', admin)).statusCode,
    ).toBe(404);
  });
});

describe('changing an order', () => {
  const setStatus = (orderId: string, status: string, who: Reader = admin) =>
    call('POST', `/api/orders/${orderId}/status`, who, { status });

  it('lets the reader cancel while the order is placed, and only then', async () => {
    const { reader, order } = await readerWithOrder();
    const cancelled = await call('POST', `/api/orders/${order._id}/cancel`, reader);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().order.status).toBe('cancelled');
    const again = await call('POST', `/api/orders/${order._id}/cancel`, reader);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('orderNotCancellable');

    const { reader: shipper, order: shipped } = await readerWithOrder();
    expect((await setStatus(shipped._id, 'shipped')).statusCode).toBe(200);
    expect((await call('POST', `/api/orders/${shipped._id}/cancel`, shipper)).statusCode).toBe(409);
    expect((await call('GET', `/api/orders/${shipped._id}`, shipper)).json().order.status).toBe('shipped');
  });

  it('lets an admin move an order placed -> shipped -> delivered, stamping the delivery', async () => {
    const { reader, order } = await readerWithOrder();
    expect((await setStatus(order._id, 'shipped')).json().order.status).toBe('shipped');
    const delivered = await setStatus(order._id, 'delivered');
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().order.status).toBe('delivered');
    const deliveredAt = Date.parse(delivered.json().order.deliveredAt);
    expect(Math.abs(Date.now() - deliveredAt)).toBeLessThan(60_000);
    expect((await ordersOf(reader.authUser._id, reader))[0]?.status).toBe('delivered');
  });

  it('refuses illegal transitions with 409, and a status change by a reader with 403', async () => {
    const { reader, order } = await readerWithOrder();
    const skipping = await setStatus(order._id, 'delivered');
    expect(skipping.statusCode).toBe(409);
    expect(skipping.json().error.code).toBe('statusChangeNotAllowed');
    expect((await setStatus(order._id, 'placed')).statusCode).toBe(409);
    expect((await setStatus(order._id, 'return_requested')).statusCode).toBe(409);
    expect((await setStatus(order._id, 'shipped', reader)).statusCode).toBe(403);
    expect((await setStatus(order._id, 'cancelled')).json().order.status).toBe('cancelled');
    expect((await setStatus(order._id, 'shipped')).statusCode).toBe(409);
    const unknown = await setStatus(order._id, 'lost');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty('status');
    expect((await call('GET', `/api/orders/${order._id}`, reader)).json().order.status).toBe('cancelled');
  });

  it('lets the reader ask for a return within 14 days of delivery, and only then', async () => {
    const deliveredDaysAgo = async (days: number) => {
      const { reader, order } = await readerWithOrder();
      await setStatus(order._id, 'shipped');
      await setStatus(order._id, 'delivered');
      await testApp.database.db
        .update(orders)
        .set({ deliveredAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) })
        .where(eq(orders.id, order._id));
      return { reader, order };
    };

    const recent = await deliveredDaysAgo(13);
    const returned = await call('POST', `/api/orders/${recent.order._id}/return`, recent.reader);
    expect(returned.statusCode).toBe(200);
    expect(returned.json().order.status).toBe('return_requested');
    expect((await call('POST', `/api/orders/${recent.order._id}/return`, recent.reader)).statusCode).toBe(
      409,
    );

    const old = await deliveredDaysAgo(15);
    const late = await call('POST', `/api/orders/${old.order._id}/return`, old.reader);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('returnNotAllowed');
    expect((await call('GET', `/api/orders/${old.order._id}`, old.reader)).json().order.status).toBe(
      'delivered',
    );

    const { reader, order } = await readerWithOrder();
    expect((await call('POST', `/api/orders/${order._id}/return`, reader)).statusCode).toBe(409);
    expect((await call('POST', `/api/orders/${order._id}/return`, admin)).statusCode).toBe(403);
  });
});

describe('the basket after a failed order', () => {
  it('stays as it was when the order cannot be stored, and no order is left', async () => {
    const reader = await signUp(testApp.app);
    await addToBasket(reader, firstBook, 5);
    await addToBasket(reader, secondBook);
    // The database refuses the order's lines half way through the transaction.
    await testApp.database.db.execute(sql`
      CREATE FUNCTION refuse_five_copies() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.count = 5 THEN RAISE EXCEPTION 'refused for the test'; END IF;
        RETURN NEW;
      END $$`);
    await testApp.database.db.execute(
      sql`CREATE TRIGGER refuse_five_copies BEFORE INSERT ON order_items FOR EACH ROW EXECUTE FUNCTION refuse_five_copies()`,
    );
    try {
      const response = await placeOrder(reader);
      expect(response.statusCode).toBe(500);
      expect(response.json().error.code).toBe('internalError');
    } finally {
      await testApp.database.db.execute(sql`DROP TRIGGER refuse_five_copies ON order_items`);
      await testApp.database.db.execute(sql`DROP FUNCTION refuse_five_copies()`);
    }
    expect(await ordersOf(reader.authUser._id, reader)).toEqual([]);
    const rows = await testApp.database.db
      .select()
      .from(basketEntries)
      .where(eq(basketEntries.userId, reader.authUser._id));
    expect(rows.map((row) => [row.bookId, row.count]).sort()).toEqual(
      [
        [firstBook, 5],
        [secondBook, 1],
      ].sort(),
    );
    expect((await placeOrder(reader)).statusCode).toBe(201);
  });
});
