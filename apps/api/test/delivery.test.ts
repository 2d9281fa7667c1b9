import {
  deliveryQuoteResponseSchema,
  deliveryZonesResponseSchema,
  guestOrderApiPaths,
} from '@bookshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books, invoices, users } from '../src/db/schema';
import type { InvoiceDetails } from '../src/invoices/pdf';
import { createTestApp, type Reader, signUp, signUpAdmin, someBookId, type TestApp } from './helpers';
import { addToBasket, eventually, mailsTo } from './payments/support';

let testApp: TestApp;
let admin: Reader;
let book: string;
beforeAll(async () => {
  testApp = await createTestApp({ shopTaxId: 'B12345674', mailIntervalMs: 200 });
  admin = await signUpAdmin(testApp);
  book = await someBookId(testApp.app, 3);
  await testApp.database.db.update(books).set({ stock: 1000, price: '12.50' }).where(eq(books.id, book));
});
afterAll(() => testApp.close());

const madrid = {
  street: 'Calle de Alcalá, 20',
  postcode: '28014',
  town: 'Madrid',
  telephone: '+34 915 555 555',
};

function request(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: Reader | null,
  payload?: object,
) {
  return testApp.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });
}

async function quote(query: string) {
  const response = await request('GET', `/api/delivery/quote?${query}`, null);
  expect(response.statusCode, response.body).toBe(200);
  return deliveryQuoteResponseSchema.parse(response.json()).quote;
}

let keys = 0;
function order(who: Reader, body: object) {
  keys += 1;
  return testApp.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: who.cookie, 'idempotency-key': `delivery-${keys}-${Date.now()}` },
    payload: { payment: 'card_on_delivery', ...body },
  });
}

async function invoiceOf(orderId: string): Promise<InvoiceDetails> {
  const [row] = await testApp.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row?.details as InvoiceDetails;
}

describe('GET /api/delivery/quote', () => {
  it('is free within 24 hours in Barcelona, whatever the table says', async () => {
    expect(await quote('postcode=08001')).toEqual({
      method: 'courier',
      promise: '24h',
      price: 0,
      days: null,
      expectedBy: null,
    });
    expect((await quote('postcode=08042')).promise).toBe('24h');
  });

  it('prices the rest of mainland Spain from the table, with the date it is expected by', async () => {
    const madridQuote = await quote('postcode=28001');
    expect(madridQuote).toMatchObject({ method: 'courier', promise: 'days', price: 5.9, days: 3 });
    expect(madridQuote.expectedBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(madridQuote.expectedBy ?? '')).toBeGreaterThan(Date.now());
    // Barcelona's province outside the city: the narrower Catalan zone.
    expect(await quote('postcode=08100')).toMatchObject({ promise: 'days', price: 3.9, days: 2 });
  });

  it('says the Canary Islands are not covered: an operator calls, nothing is charged', async () => {
    expect(await quote('postcode=35001')).toMatchObject({ promise: 'operator', price: 0, expectedBy: null });
    expect((await quote('postcode=07001')).promise).toBe('operator');
  });

  it('offers pickup at the shop, free, without a postcode', async () => {
    expect(await quote('method=pickup')).toMatchObject({ method: 'pickup', promise: 'pickup', price: 0 });
  });

  it('names a bad or missing postcode', async () => {
    for (const query of ['postcode=8001', 'postcode=abcde', '']) {
      const response = await request('GET', `/api/delivery/quote?${query}`, null);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ postcode: 'postcodeNotCorrect' });
    }
  });
});

describe('POST /api/orders with a delivery method', () => {
  it('prices delivery on the server from the table, ignoring a price the client sends', async () => {
    const reader = await signUp(testApp.app);
    await addToBasket(testApp, reader, book, 2);
    const sneaky = await order(reader, { delivery: madrid, deliveryMethod: 'courier', deliveryPrice: 0 });
    expect(sneaky.statusCode).toBe(400);
    expect(sneaky.json().error.fields).toHaveProperty('deliveryPrice');

    const response = await order(reader, { delivery: madrid, deliveryMethod: 'courier' });
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json().order;
    expect(placed.delivery).toMatchObject({ method: 'courier', promise: 'days', price: 5.9, free: false });
    // 2 × 12.50 + 5.90, exact.
    expect(placed.total).toBe(30.9);
    const invoice = await invoiceOf(placed._id);
    expect(invoice.amounts).toMatchObject({
      totalCents: 3090,
      // Books at 4 %: 2500 = 2404 + 96; delivery at 21 %: 590 = 488 + 102.
      taxes: [
        { rate: 4, baseCents: 2404, taxCents: 96, totalCents: 2500 },
        { rate: 21, baseCents: 488, taxCents: 102, totalCents: 590 },
      ],
    });
    expect(invoice.amounts.lines.at(-1)).toMatchObject({ description: 'Envío a domicilio', kind: 'other' });
    const [mail] = await eventually(
      () => mailsTo(testApp, reader.email),
      (mails) => mails.length >= 1,
    );
    expect(mail?.text).toContain('Envío a domicilio × 1');
    expect(mail?.text).toContain('IVA (21 %) incluido');
    expect(mail?.text).toContain('Entrega prevista el');
  });

  it('charges a changed table’s price to the next order', async () => {
    const [zone] = deliveryZonesResponseSchema
      .parse((await request('GET', '/api/delivery/zones', admin)).json())
      .zones.filter((candidate) => candidate.postcodeFrom === '26000');
    expect(zone).toBeDefined();
    const changed = await request('PUT', `/api/delivery/zones/${zone?._id}`, admin, {
      name: zone?.name,
      postcodeFrom: '26000',
      postcodeTo: '34999',
      price: 7.15,
      days: 4,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const reader = await signUp(testApp.app);
    await addToBasket(testApp, reader, book);
    const response = await order(reader, { delivery: madrid, deliveryMethod: 'courier' });
    expect(response.json().order.total).toBe(19.65);
  });

  it('keeps the SPEC’s order without a method: free in Barcelona, an operator elsewhere, no charge', async () => {
    const reader = await signUp(testApp.app);
    await addToBasket(testApp, reader, book);
    const response = await order(reader, { delivery: madrid });
    expect(response.json().order.delivery).toMatchObject({
      method: 'courier',
      promise: 'operator',
      price: 0,
    });
    expect(response.json().order.total).toBe(12.5);
  });

  it('needs an address for the courier, naming its fields', async () => {
    const reader = await signUp(testApp.app);
    await addToBasket(testApp, reader, book);
    const response = await order(reader, { deliveryMethod: 'courier' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ delivery: 'fieldRequired' });
  });

  it('takes a pickup order without an address, and mails "ready to collect" once an admin says so', async () => {
    const reader = await signUp(testApp.app);
    await testApp.database.db.update(users).set({ language: 'eng' }).where(eq(users.id, reader.authUser._id));
    await addToBasket(testApp, reader, book);
    const response = await order(reader, { deliveryMethod: 'pickup' });
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json().order;
    expect(placed.delivery).toMatchObject({
      method: 'pickup',
      promise: 'pickup',
      price: 0,
      street: 'Carrer de Provença, 286',
      readyAt: null,
    });
    expect(placed.total).toBe(12.5);

    const byReader = await request('POST', `/api/orders/${placed._id}/ready-to-collect`, reader);
    expect(byReader.statusCode).toBe(403);
    const ready = await request('POST', `/api/orders/${placed._id}/ready-to-collect`, admin);
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().order.delivery.readyAt).not.toBeNull();
    const again = await request('POST', `/api/orders/${placed._id}/ready-to-collect`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('readyToCollectNotAllowed');

    const mails = await eventually(
      () => mailsTo(testApp, reader.email),
      (found) => found.some((mail) => /ready to collect/.test(mail.subject)),
    );
    const readyMail = mails.find((mail) => /ready to collect/.test(mail.subject));
    expect(readyMail?.text).toContain('Carrer de Provença, 286');
    expect(readyMail?.text).toContain('Monday to Saturday');
    expect(mails.filter((mail) => /ready to collect/.test(mail.subject))).toHaveLength(1);
  });

  it('takes a guest’s pickup order with only an e-mail address, and mails them when it is ready', async () => {
    const email = `pickup-guest-${Date.now()}@example.com`;
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api${guestOrderApiPaths.place()}`,
      headers: { 'idempotency-key': `guest-pickup-${Date.now()}` },
      payload: {
        deliveryMethod: 'pickup',
        payment: 'card_on_delivery',
        guest: { email, name: 'Laia', language: 'eng' },
        items: [{ book, count: 1 }],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json().order;
    expect(placed.delivery).toMatchObject({ method: 'pickup', price: 0, street: 'Carrer de Provença, 286' });
    expect(placed.total).toBe(12.5);

    const ready = await request('POST', `/api/orders/${placed._id}/ready-to-collect`, admin);
    expect(ready.statusCode, ready.body).toBe(200);
    const mails = await eventually(
      () => mailsTo(testApp, email),
      (found) => found.some((mail) => /ready to collect/.test(mail.subject)),
    );
    const readyMail = mails.find((mail) => /ready to collect/.test(mail.subject));
    expect(readyMail?.text).toContain('Carrer de Provença, 286');
    // A guest has no account: the mail carries the private link to their order.
    expect(readyMail?.text).toMatch(/\/orders\/follow\/[A-Za-z0-9_-]+/);
  });

  it('refuses "ready to collect" for a courier order', async () => {
    const reader = await signUp(testApp.app);
    await addToBasket(testApp, reader, book);
    const placed = (await order(reader, { delivery: madrid, deliveryMethod: 'courier' })).json().order;
    const response = await request('POST', `/api/orders/${placed._id}/ready-to-collect`, admin);
    expect(response.statusCode).toBe(409);
  });
});

describe('the delivery table (admin)', () => {
  const zone = { name: 'Prueba', postcodeFrom: '30000', postcodeTo: '30999', price: 4.5, days: 2 };

  it('is changed by admins only', async () => {
    const reader = await signUp(testApp.app);
    expect((await request('GET', '/api/delivery/zones', null)).statusCode).toBe(401);
    expect((await request('GET', '/api/delivery/zones', reader)).statusCode).toBe(403);
    expect((await request('POST', '/api/delivery/zones', reader, zone)).statusCode).toBe(403);
    const anyZone = deliveryZonesResponseSchema.parse(
      (await request('GET', '/api/delivery/zones', admin)).json(),
    ).zones[0];
    expect((await request('PUT', `/api/delivery/zones/${anyZone?._id}`, reader, zone)).statusCode).toBe(403);
    expect((await request('DELETE', `/api/delivery/zones/${anyZone?._id}`, reader)).statusCode).toBe(403);
  });

  it('adds a zone, whose postcodes are then priced by it, and removes it', async () => {
    const before = await quote('postcode=30500');
    const added = await request('POST', '/api/delivery/zones', admin, zone);
    expect(added.statusCode, added.body).toBe(201);
    expect(await quote('postcode=30500')).toMatchObject({ price: 4.5, days: 2 });
    const id = added.json().zone._id;
    expect((await request('DELETE', `/api/delivery/zones/${id}`, admin)).statusCode).toBe(200);
    expect(await quote('postcode=30500')).toEqual(before);
    expect((await request('DELETE', `/api/delivery/zones/${id}`, admin)).statusCode).toBe(404);
  });

  it('names each wrong field', async () => {
    const response = await request('POST', '/api/delivery/zones', admin, {
      name: ' ',
      postcodeFrom: '3000',
      postcodeTo: '30999',
      price: 4.555,
      days: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: 'fieldRequired',
      postcodeFrom: 'postcodeNotCorrect',
      price: 'priceInvalid',
      days: 'deliveryDaysNotCorrect',
    });
    const backwards = await request('POST', '/api/delivery/zones', admin, {
      ...zone,
      postcodeFrom: '31000',
    });
    expect(backwards.json().error.fields).toEqual({ postcodeTo: 'postcodeRangeNotCorrect' });
  });
});
