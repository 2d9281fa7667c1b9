import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books, invoices, users } from '../../src/db/schema';
import type { InvoiceDetails } from '../../src/invoices/pdf';
import { createTestApp, type Reader, signUp, someBookId, type TestApp } from '../helpers';
import { addToBasket, call, eventually, mailsTo, placeOrder } from '../payments/support';

let testApp: TestApp;
let book: string;
beforeAll(async () => {
  testApp = await createTestApp({ shopTaxId: 'B12345674', mailIntervalMs: 200 });
  book = await someBookId(testApp.app, 2);
  await testApp.database.db.update(books).set({ stock: 1000, price: '12.50' }).where(eq(books.id, book));
});
afterAll(() => testApp.close());

async function shopperWithBasket(): Promise<Reader> {
  const reader = await signUp(testApp.app);
  await addToBasket(testApp, reader, book, 2);
  return reader;
}

describe('invoices', () => {
  it('numbers invoices of orders placed at once in one series, consecutively and without gaps', async () => {
    const readers = await Promise.all(Array.from({ length: 12 }, () => shopperWithBasket()));
    // Two fail first (no copies left): their transactions roll back and leave no number taken.
    await testApp.database.db.update(books).set({ stock: 0 }).where(eq(books.id, book));
    const refused = await Promise.all(readers.slice(0, 2).map((reader) => placeOrderAs(reader)));
    expect(refused.map((response) => response.statusCode)).toEqual([409, 409]);
    await testApp.database.db.update(books).set({ stock: 1000 }).where(eq(books.id, book));
    const placed = await Promise.all(readers.map((reader) => placeOrderAs(reader)));
    expect(placed.map((response) => response.statusCode)).toEqual(readers.map(() => 201));
    const rows = await testApp.database.db
      .select({ series: invoices.series, number: invoices.number })
      .from(invoices)
      .orderBy(asc(invoices.number));
    const simplified = rows.filter((row) => row.series.startsWith('S'));
    expect(simplified.map((row) => row.number)).toEqual(simplified.map((_, index) => index + 1));
    expect(simplified.length).toBeGreaterThanOrEqual(12);
  });

  it('issues a simplified invoice with 4 % IVA taken out of the price, the shop as seller', async () => {
    const reader = await shopperWithBasket();
    const { order } = await placeOrder(testApp, reader, { payment: 'card_on_delivery' });
    const [row] = await testApp.database.db.select().from(invoices).where(eq(invoices.orderId, order._id));
    const details = row?.details as InvoiceDetails;
    expect(details).toMatchObject({
      kind: 'simplified',
      seller: {
        name: 'Librería Barcelona',
        taxId: 'B12345674',
        address: 'Carrer de Provença, 286, 08008 Barcelona, España',
      },
      amounts: { totalCents: 2500, baseCents: 2404, taxCents: 96, taxes: [{ rate: 4 }] },
    });
    expect(details.buyer).toBeUndefined();
    expect(row?.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(order.invoices).toEqual([expect.objectContaining({ kind: 'simplified', total: 25 })]);
  });

  it('issues a full invoice naming the buyer by the NIF given at checkout, in the reader’s language', async () => {
    const reader = await shopperWithBasket();
    await testApp.database.db.update(users).set({ language: 'eng' }).where(eq(users.id, reader.authUser._id));
    const { order } = await placeOrder(testApp, reader, {
      payment: 'card_on_delivery',
      invoice: { taxId: ' 12345678-z ', name: 'Mercè Rodoreda' },
    });
    const [row] = await testApp.database.db.select().from(invoices).where(eq(invoices.orderId, order._id));
    expect(row?.series).toMatch(/^F\d{4}$/);
    expect(row?.details).toMatchObject({
      kind: 'full',
      language: 'eng',
      buyer: {
        name: 'Mercè Rodoreda',
        taxId: '12345678Z',
        address: 'Carrer de Mallorca, 401, 08013 Barcelona',
      },
    });
    const [mail] = await eventually(
      () => mailsTo(testApp, reader.email),
      (mails) => mails.length >= 1,
    );
    expect(mail?.subject).toMatch(/^Your Barcelona Bookshop order #/);
    expect(mail?.text).toContain('Model withdrawal form');
    expect(mail?.text).toContain('VAT (4 %) included: €0.96');
    expect(mail?.html).toContain('<html lang="en">');
    expect(mail?.raw).toMatch(/name=invoice-F\d{4}-000001\.pdf/);
  });

  it('never changes or removes an issued invoice', async () => {
    const [row] = await testApp.database.db.select({ id: invoices.id }).from(invoices).limit(1);
    await expect(
      testApp.database.db
        .update(invoices)
        .set({ totalCents: 1 })
        .where(eq(invoices.id, row?.id ?? '')),
    ).rejects.toThrow();
    await expect(
      testApp.database.db.delete(invoices).where(eq(invoices.id, row?.id ?? '')),
    ).rejects.toThrow();
  });

  it('gives a cancelled order paid on delivery a corrective invoice, mailed with the cancellation', async () => {
    const reader = await shopperWithBasket();
    const { order } = await placeOrder(testApp, reader, { payment: 'card_on_delivery' });
    const cancelled = await call(testApp, 'POST', `/api/orders/${order._id}/cancel`, reader);
    expect(cancelled.json().order.invoices.map((invoice: { kind: string }) => invoice.kind)).toEqual([
      'simplified',
      'corrective',
    ]);
    expect(cancelled.json().order.paymentStatus).toBe('on_delivery');
    const mails = await eventually(
      () => mailsTo(testApp, reader.email),
      (found) => found.length >= 2,
    );
    expect(mails[1]?.subject).toMatch(/se ha cancelado$/);
    expect(mails[1]?.text).toContain('Lo has cancelado tú.');
  });
});

function placeOrderAs(reader: Reader) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: {
      cookie: reader.cookie,
      'idempotency-key': `concurrent-${reader.authUser._id}-${Math.random()}`,
    },
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
}
