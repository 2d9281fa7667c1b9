import { type AdminOrder, adminOrdersResponseSchema, guestOrderApiPaths } from '@bookshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Reader, signUp, signUpAdmin, someBookId, type TestApp } from './helpers';

// Issue 37: the back office's orders list names each order's customer (admins only).

let testApp: TestApp;
let admin: Reader;
let bookId: string;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signUpAdmin(testApp);
  bookId = await someBookId(testApp.app);
});
afterAll(() => testApp.close());

function call(method: 'GET' | 'POST' | 'DELETE', url: string, who?: Reader, payload?: object) {
  return testApp.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });
}

/** A reader who placed one order; its id. */
async function orderOf(reader: Reader): Promise<string> {
  expect((await call('POST', `/api/books/${bookId}/add-book-to-basket`, reader)).statusCode).toBe(200);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: reader.cookie, 'idempotency-key': `customer-${reader.authUser._id}` },
    payload: {
      delivery: {
        street: 'Carrer de Mallorca, 401',
        postcode: '08013',
        town: 'Barcelona',
        telephone: '+34 931 234 567',
      },
      payment: 'card_on_delivery',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().order._id;
}

/** Every order as the admin's list has it (a deleted account's order keeps no telephone: not parsed). */
async function everyOrder(): Promise<AdminOrder[]> {
  const response = await call('GET', '/api/orders', admin);
  expect(response.statusCode).toBe(200);
  return response.json().orders;
}

describe('GET /api/orders: the customer of each order', () => {
  it("gives admins the customer's name, surname and e-mail from their account", async () => {
    const reader = await signUp(testApp.app, { name: 'Rosa', surname: 'Leveroni' });
    const orderId = await orderOf(reader);
    const response = await call('GET', '/api/orders', admin);
    const order = adminOrdersResponseSchema
      .parse(response.json())
      .orders.find((each) => each._id === orderId);
    expect(order?.customer).toEqual({ name: 'Rosa', surname: 'Leveroni', email: reader.email });
  });

  it('says an order whose customer deleted their account has none (the order stays)', async () => {
    const reader = await signUp(testApp.app, { name: 'Joan', surname: 'Vinyoli' });
    const orderId = await orderOf(reader);
    const deleted = await call('DELETE', '/api/users/me', reader, { password: reader.password });
    expect(deleted.statusCode).toBe(200);
    const order = (await everyOrder()).find((each) => each._id === orderId);
    expect(order).toBeDefined();
    expect(order?.customer).toBeNull();
    expect(JSON.stringify(order)).not.toContain(reader.email);
  });

  it('names a guest by the name and e-mail they gave', async () => {
    const email = `guest-${Date.now()}@example.com`;
    const placed = await testApp.app.inject({
      method: 'POST',
      url: `/api${guestOrderApiPaths.place()}`,
      remoteAddress: '10.61.0.1',
      headers: { 'idempotency-key': `guest-customer-${Date.now()}` },
      payload: {
        delivery: {
          street: 'Carrer de Mallorca, 401',
          postcode: '08013',
          town: 'Barcelona',
          telephone: '+34 931 234 567',
        },
        payment: 'card_on_delivery',
        guest: { email, name: 'Clementina Arderiu', language: 'cat' },
        items: [{ book: bookId, count: 1 }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = (await everyOrder()).find((each) => each._id === placed.json().order._id);
    expect(order?.customer).toEqual({ name: 'Clementina Arderiu', surname: '', email });
  });

  it('refuses readers (403) and guests (401): customers are for admins only', async () => {
    const reader = await signUp(testApp.app);
    await orderOf(reader);
    const asReader = await call('GET', '/api/orders', reader);
    expect(asReader.statusCode).toBe(403);
    expect(asReader.body).not.toContain(reader.email);
    expect((await call('GET', '/api/orders')).statusCode).toBe(401);
    // A reader's own orders carry no customer field either.
    const own = await call('GET', `/api/user/orders/${reader.authUser._id}`, reader);
    expect(own.json().orders[0]).not.toHaveProperty('customer');
  });
});
