import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketEntries, books, invoices, orders } from '../../src/db/schema';
import { decodeParameters } from '../../src/payments/redsys-signature';
import { type Reader, signUp, signUpAdmin, someBookId } from '../helpers';
import {
  addToBasket,
  call,
  eventually,
  mailsTo,
  orderOf,
  payAtBank,
  placeOrder,
  type ShopWithBank,
  showAtBank,
  startShopWithBank,
} from './support';

let shop: ShopWithBank;
let admin: Reader;
let book: string;
beforeAll(async () => {
  // The sweeper runs its rounds when a test asks (paymentSweepMs far off); a test ends a hold itself.
  shop = await startShopWithBank({
    paymentHoldSeconds: 3600,
    paymentSweepMs: 3_600_000,
    mailIntervalMs: 200,
  });
  admin = await signUpAdmin(shop);
  book = await someBookId(shop.app, 3);
  await shop.database.db.update(books).set({ stock: 1000 }).where(eq(books.id, book));
});
afterAll(() => shop.close());

const stockOf = async (id: string) =>
  (await shop.database.db.select({ stock: books.stock }).from(books).where(eq(books.id, id)))[0]?.stock;
const invoiceCount = async (orderId: string) =>
  (await shop.database.db.select().from(invoices).where(eq(invoices.orderId, orderId))).length;
const bankOrderOf = async (orderId: string) =>
  (
    await shop.database.db.select({ bankOrder: orders.bankOrder }).from(orders).where(eq(orders.id, orderId))
  )[0]?.bankOrder ?? '';

/** A reader who placed an order of two copies of the book, paid by `payment`, not yet at the bank. */
async function placedCardOrder(payment: 'card' | 'bizum' = 'card', holdSeconds?: number) {
  const reader = await signUp(shop.app);
  await addToBasket(shop, reader, book, 2);
  const placed = await placeOrder(shop, reader, { payment });
  if (holdSeconds !== undefined) {
    await shop.database.db
      .update(orders)
      .set({ holdUntil: sql`now() + make_interval(secs => ${holdSeconds})` })
      .where(eq(orders.id, placed.order._id));
  }
  const form = placed.paymentForm;
  if (!form) throw new Error('No form for the bank');
  return { reader, order: placed.order, form };
}

describe('methods on offer', () => {
  it('offers card and Bizum beside card on delivery when Redsys is configured', async () => {
    const response = await shop.app.inject('/api/payments/methods');
    expect(response.json()).toEqual({ methods: ['card_on_delivery', 'card', 'bizum'] });
  });
});

describe('placing an order paid by card', () => {
  it('answers the order awaiting payment, its copies held, and the signed form for the bank', async () => {
    const before = await stockOf(book);
    const reader = await signUp(shop.app);
    await addToBasket(shop, reader, book, 2);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      // A forged Host must not reach the bank's form: its addresses come from PUBLIC_URL.
      headers: { cookie: reader.cookie, 'idempotency-key': 'form-1', host: 'evil.example' },
      payload: { delivery: { ...placedDelivery }, payment: 'card' },
    });
    expect(response.statusCode).toBe(201);
    const { order, paymentForm } = response.json();
    expect(order).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'pending', invoices: [] });
    expect(Date.parse(order.holdUntil)).toBeGreaterThan(Date.now() - 5000);
    expect(await stockOf(book)).toBe((before ?? 0) - 2);
    expect(paymentForm.url).toBe(`${shop.bank.url}/sis/realizarPago`);
    expect(paymentForm.fields.Ds_SignatureVersion).toBe('HMAC_SHA256_V1');
    const parameters = decodeParameters(paymentForm.fields.Ds_MerchantParameters);
    expect(parameters).toMatchObject({
      DS_MERCHANT_AMOUNT: String(Math.round(order.total * 100)),
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_MERCHANTCODE: '999008881',
      DS_MERCHANT_MERCHANTURL: `${shop.publicUrl}/api/payments/redsys/notification`,
      DS_MERCHANT_URLOK: `${shop.publicUrl}/my_account/my_orders/${order._id}/payment`,
      DS_MERCHANT_URLKO: `${shop.publicUrl}/my_account/my_orders/${order._id}/payment`,
      DS_MERCHANT_PAYMETHODS: 'C',
    });
    expect(String(parameters?.DS_MERCHANT_ORDER)).toMatch(/^\d{12}$/);
    // A retry with the same key answers the same order and the same form, placing nothing new.
    const again = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: reader.cookie, 'idempotency-key': 'form-1' },
      payload: { delivery: placedDelivery, payment: 'card' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().paymentForm).toEqual(paymentForm);
  });

  it('asks the bank for Bizum through Ds_Merchant_PayMethods z', async () => {
    const { form } = await placedCardOrder('bizum');
    expect(decodeParameters(form.fields.Ds_MerchantParameters)).toMatchObject({
      DS_MERCHANT_PAYMETHODS: 'z',
    });
  });

  it('refuses an invoice NIF that is not one, naming the field, and a customer cancelling before the bank answered', async () => {
    const reader = await signUp(shop.app);
    await addToBasket(shop, reader, book);
    const refused = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: reader.cookie, 'idempotency-key': 'nif-1' },
      payload: { delivery: placedDelivery, payment: 'card', invoice: { taxId: '12345678A', name: 'Mercè' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ 'invoice.taxId': 'taxIdNotCorrect' });
    const { order } = await placeOrder(shop, reader);
    expect((await call(shop, 'POST', `/api/orders/${order._id}/cancel`, reader)).statusCode).toBe(409);
  });
});

const placedDelivery = {
  street: 'Carrer de Mallorca, 401',
  postcode: '08013',
  town: 'Barcelona',
  telephone: '+34 931 234 567',
};

describe('the bank answers', () => {
  it('pays: the order is placed and paid once, invoiced once, and the confirmation mailed with the PDF', async () => {
    shop.bank.notifyMode = 'twice';
    try {
      const { reader, order, form } = await placedCardOrder();
      const back = await payAtBank(form, 'pay');
      expect(back.status).toBe(303);
      expect(back.location).toContain(`/my_account/my_orders/${order._id}/payment?Ds_SignatureVersion=`);
      // The notification came before the browser's return: the server already knows.
      const paid = await orderOf(shop, reader, order._id);
      expect(paid).toMatchObject({ status: 'placed', paymentStatus: 'paid', holdUntil: null });
      expect(paid.invoices).toHaveLength(1);
      expect(paid.invoices[0]).toMatchObject({ kind: 'simplified', total: order.total });
      expect(shop.bank.notifications.filter((n) => n.response === '0000').length).toBeGreaterThanOrEqual(2);
      const mails = await eventually(
        () => mailsTo(shop, reader.email),
        (found) => found.length >= 1,
      );
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail?.subject).toMatch(/^Tu pedido #[0-9A-F]{8} en Librería Barcelona$/);
      expect(mail?.text).toContain('Pagado');
      expect(mail?.text).toContain('Modelo de formulario de desistimiento');
      expect(mail?.raw).toMatch(/Content-Type: application\/pdf; name=factura-S\d{4}-\d{6}\.pdf/);
      // The PDF mailed is the one My orders downloads, byte for byte.
      const invoiceId = paid.invoices[0]?._id ?? '';
      const download = await call(shop, 'GET', `/api/orders/${order._id}/invoices/${invoiceId}`, reader);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const attached =
        /Content-Transfer-Encoding: base64\r\nContent-Disposition: attachment;[^\r]*\r\n\r\n([\s\S]*?)\r\n--/.exec(
          mail?.raw ?? '',
        )?.[1];
      expect(Buffer.from(attached?.replace(/\s/g, '') ?? '', 'base64').equals(download.rawPayload)).toBe(
        true,
      );
      // Someone else cannot download it.
      const stranger = await signUp(shop.app);
      expect(
        (await call(shop, 'GET', `/api/orders/${order._id}/invoices/${invoiceId}`, stranger)).statusCode,
      ).toBe(403);
    } finally {
      shop.bank.notifyMode = 'before-return';
    }
  });

  it('refuses: the order is cancelled, its copies released and its books back in the basket', async () => {
    const before = await stockOf(book);
    const { reader, order, form } = await placedCardOrder();
    expect(await stockOf(book)).toBe((before ?? 0) - 2);
    await payAtBank(form, 'refuse');
    expect(await orderOf(shop, reader, order._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refused',
    });
    expect(await stockOf(book)).toBe(before);
    const basket = await shop.database.db
      .select()
      .from(basketEntries)
      .where(eq(basketEntries.userId, reader.authUser._id));
    expect(basket).toEqual([expect.objectContaining({ bookId: book, count: 2 })]);
    expect(await invoiceCount(order._id)).toBe(0);
  });

  it('changes nothing for a forged signature, a wrong amount, an unknown order or a replay', async () => {
    const { reader, order, form } = await placedCardOrder();
    expect(await showAtBank(form)).toBe(200);
    const payment = { ...shop.bank.payment(await bankOrderOf(order._id)) };
    const notification = `${shop.publicUrl}/api/payments/redsys/notification`;
    const authorised = shop.bank.notificationParameters(payment, '0000');

    const forged = shop.bank.sign(authorised, { key: Buffer.alloc(24, 9).toString('base64') });
    expect(await shop.bank.post(notification, forged)).toBe(400);
    const tampered = {
      ...shop.bank.sign(authorised),
      Ds_MerchantParameters: shop.bank.sign({ ...authorised, Ds_Amount: '1' }).Ds_MerchantParameters,
    };
    expect(await shop.bank.post(notification, tampered)).toBe(400);
    // Signed by the bank, but for another amount than the order's: still no change.
    expect(await shop.bank.post(notification, shop.bank.sign({ ...authorised, Ds_Amount: '1' }))).toBe(200);
    expect(
      await shop.bank.post(notification, shop.bank.sign({ ...authorised, Ds_Order: '999999999999' })),
    ).toBe(200);
    expect(await shop.bank.post(notification, shop.bank.sign({ ...authorised, Ds_Currency: '840' }))).toBe(
      400,
    );
    expect(await shop.bank.post(notification, { Ds_Signature: 'x' })).toBe(400);
    expect(await orderOf(shop, reader, order._id)).toMatchObject({
      status: 'awaiting_payment',
      paymentStatus: 'pending',
    });

    // The real one pays, in the standard base64 alphabet too; its replay, and a refusal after it, change nothing.
    expect(await shop.bank.post(notification, shop.bank.sign(authorised, { urlSafe: false }))).toBe(200);
    expect(await shop.bank.post(notification, shop.bank.sign(authorised))).toBe(200);
    expect(
      await shop.bank.post(notification, shop.bank.sign(shop.bank.notificationParameters(payment, '0190'))),
    ).toBe(200);
    expect(await orderOf(shop, reader, order._id)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    expect(await invoiceCount(order._id)).toBe(1);
    expect(form.fields.Ds_Signature).not.toBe('');
  });

  it('applies ten copies of one notification sent at once exactly once', async () => {
    const { reader, order, form } = await placedCardOrder();
    await showAtBank(form);
    const payment = shop.bank.payment(await bankOrderOf(order._id));
    const fields = shop.bank.sign(shop.bank.notificationParameters(payment, '0000'));
    const notification = `${shop.publicUrl}/api/payments/redsys/notification`;
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => shop.bank.post(notification, fields)),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await orderOf(shop, reader, order._id)).toMatchObject({ paymentStatus: 'paid' });
    expect(await invoiceCount(order._id)).toBe(1);
    await eventually(
      () => mailsTo(shop, reader.email),
      (mails) => mails.length >= 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(shop, reader.email)).toHaveLength(1);
  });

  it('lets only one of two tabs pay one order: the bank refuses the second, the order is paid once', async () => {
    const { reader, order, form } = await placedCardOrder();
    const [first, second] = await Promise.all([payAtBank(form, 'pay'), payAtBank(form, 'pay')]);
    expect([first.status, second.status].sort()).toEqual([303, 409]);
    expect(await orderOf(shop, reader, order._id)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    expect(await invoiceCount(order._id)).toBe(1);
  });

  it('says "pending" while the browser is back before the notification, then paid when it comes', async () => {
    shop.bank.notifyMode = 'after-return';
    shop.bank.notifyDelayMs = 800;
    try {
      const { reader, order, form } = await placedCardOrder();
      const back = await payAtBank(form, 'pay');
      expect(back.status).toBe(303);
      expect(await orderOf(shop, reader, order._id)).toMatchObject({ paymentStatus: 'pending' });
      await eventually(
        () => orderOf(shop, reader, order._id),
        (found) => found.paymentStatus === 'paid',
      );
    } finally {
      shop.bank.notifyMode = 'before-return';
    }
  });
});

describe('a bank that never answers', () => {
  it('releases the held copies once the hold is over, says so, and takes them again if the payment comes late', async () => {
    shop.bank.notifyMode = 'never';
    try {
      const before = await stockOf(book);
      const { reader, order, form } = await placedCardOrder('card', 0);
      await payAtBank(form, 'pay');
      // Two API processes sweeping at once expire it once.
      const second = await startSweepingTwice();
      expect(second).toBe(1);
      expect(await orderOf(shop, reader, order._id)).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'expired',
      });
      expect(await stockOf(book)).toBe(before);
      const mails = await eventually(
        () => mailsTo(shop, reader.email),
        (found) => found.length >= 1,
      );
      expect(mails[0]?.text).toContain('vuelven a estar a la venta');

      // The bank's answer arrives after all: the copies are still there, so the sale goes ahead.
      await shop.bank.notify(shop.bank.payment(await bankOrderOf(order._id)), '0000');
      expect(await orderOf(shop, reader, order._id)).toMatchObject({
        status: 'placed',
        paymentStatus: 'paid',
      });
      expect(await stockOf(book)).toBe((before ?? 0) - 2);
    } finally {
      shop.bank.notifyMode = 'before-return';
    }
  });

  it('refunds a payment that comes after its copies were sold to someone else', async () => {
    shop.bank.notifyMode = 'never';
    try {
      const { reader, order, form } = await placedCardOrder('card', 0);
      await payAtBank(form, 'pay');
      await startSweepingTwice();
      const stock = await stockOf(book);
      await shop.database.db.update(books).set({ stock: 0 }).where(eq(books.id, book));
      await shop.bank.notify(shop.bank.payment(await bankOrderOf(order._id)), '0000');
      await eventually(
        () => orderOf(shop, reader, order._id),
        (found) => found.paymentStatus === 'refunded',
      );
      expect((await orderOf(shop, reader, order._id)).status).toBe('cancelled');
      expect(shop.bank.refunds.at(-1)).toMatchObject({
        order: await bankOrderOf(order._id),
        answered: 'accept',
      });
      await shop.database.db.update(books).set({ stock }).where(eq(books.id, book));
    } finally {
      shop.bank.notifyMode = 'before-return';
    }
  });
});

/** Two sweeps at once, as two API processes would run them; answers how many orders expired in all. */
async function startSweepingTwice(): Promise<number> {
  const { expireUnpaidOrders } = await import('../../src/db/payments');
  const settings = { publicUrl: shop.publicUrl, shopTaxId: 'B12345674' };
  const [a, b] = await Promise.all([
    expireUnpaidOrders(shop.database.db, settings),
    expireUnpaidOrders(shop.database.db, settings),
  ]);
  return a.length + b.length;
}

describe('refunds', () => {
  it('cancelling a paid order refunds it through Redsys (type 3), with a corrective invoice and two mails', async () => {
    const { reader, order, form } = await placedCardOrder();
    await payAtBank(form, 'pay');
    const cancelled = await call(shop, 'POST', `/api/orders/${order._id}/cancel`, reader);
    expect(cancelled.statusCode).toBe(200);
    const after = await orderOf(shop, reader, order._id);
    expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(after.invoices.map((invoice) => invoice.kind)).toEqual(['simplified', 'corrective']);
    expect(after.invoices[1]?.total).toBe(-order.total);
    expect(after.invoices[1]?.number).toMatch(/^R\d{4}-\d{6}$/);
    expect(shop.bank.refunds.at(-1)).toMatchObject({ amount: String(Math.round(order.total * 100)) });
    const mails = await eventually(
      () => mailsTo(shop, reader.email),
      (found) => found.length >= 3,
    );
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Tu pedido/),
      expect.stringMatching(/se ha cancelado$/),
      expect.stringMatching(/^Te hemos devuelto el importe/),
    ]);
    expect(mails[1]?.raw).toMatch(/name=factura-R\d{4}-\d{6}\.pdf/);
  });

  it('a refund the bank refuses waits for an admin, who asks again; one that gets no answer stays due', async () => {
    const { reader, order, form } = await placedCardOrder();
    await payAtBank(form, 'pay');
    shop.bank.refundMode = 'refuse';
    await call(shop, 'POST', `/api/orders/${order._id}/status`, admin, { status: 'cancelled' });
    expect(await orderOf(shop, reader, order._id)).toMatchObject({ paymentStatus: 'refund_failed' });
    expect((await call(shop, 'POST', `/api/orders/${order._id}/refund`, reader)).statusCode).toBe(403);

    // The bank takes the request and never answers: the refund stays due, and no second one is asked.
    shop.bank.refundMode = 'never';
    const retried = await call(shop, 'POST', `/api/orders/${order._id}/refund`, admin);
    expect(retried.json().order.paymentStatus).toBe('refund_pending');
    expect((await call(shop, 'POST', `/api/orders/${order._id}/refund`, admin)).statusCode).toBe(409);
    // The sweeper's next round asks again and the bank answers.
    shop.bank.refundMode = 'accept';
    const { dueRefunds } = await import('../../src/db/payments');
    const { refundOrder } = await import('../../src/payments/refunds');
    const { paymentProviders } = await import('../../src/payments');
    expect(await dueRefunds(shop.database.db)).toContain(order._id);
    const providers = paymentProviders({ url: shop.bank.url, ...shop.bank.merchant }, shop.publicUrl);
    await refundOrder(shop.database.db, { publicUrl: shop.publicUrl, shopTaxId: '' }, providers, order._id);
    expect(await orderOf(shop, reader, order._id)).toMatchObject({ paymentStatus: 'refunded' });
  });

  it('an accepted return refunds the payment and gives the copies back', async () => {
    const { reader, order, form } = await placedCardOrder();
    await payAtBank(form, 'pay');
    for (const status of ['shipped', 'delivered']) {
      expect(
        (await call(shop, 'POST', `/api/orders/${order._id}/status`, admin, { status })).statusCode,
      ).toBe(200);
    }
    expect((await call(shop, 'POST', `/api/orders/${order._id}/return`, reader)).statusCode).toBe(200);
    const stock = await stockOf(book);
    const returned = await call(shop, 'POST', `/api/orders/${order._id}/status`, admin, {
      status: 'returned',
    });
    expect(returned.json().order).toMatchObject({ status: 'returned', paymentStatus: 'refunded' });
    expect(await stockOf(book)).toBe((stock ?? 0) + 2);
    expect(returned.json().order.invoices.map((invoice: { kind: string }) => invoice.kind)).toEqual([
      'simplified',
      'corrective',
    ]);
    const mails = await eventually(
      () => mailsTo(shop, reader.email),
      (found) => found.length >= 4,
    );
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Tu pedido #[0-9A-F]{8} en/),
      expect.stringMatching(/está en camino$/),
      expect.stringMatching(/se ha entregado$/),
      expect.stringMatching(/^Te hemos devuelto el importe/),
    ]);
    expect(mails[3]?.text).toMatch(/Hemos devuelto \d+,\d{2}\s€/);
  });
});
