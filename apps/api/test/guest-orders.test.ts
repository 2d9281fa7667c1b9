import { createHash } from 'node:crypto';
import {
  accountApiPaths,
  guestOrderApiPaths,
  messages,
  orderResponseSchema,
  ordersResponseSchema,
  placedGuestOrderResponseSchema,
  shopPaths,
} from '@bookshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books, orderFollowLinks, orders } from '../src/db/schema';
import { guestOrderLimits } from '../src/routes/guest-orders';
import { signUp, someBookId } from './helpers';
import { mailLink, readMail } from './mail-reader';
import {
  barcelona,
  eventually,
  mailsTo,
  payAtBank,
  type ShopWithBank,
  startShopWithBank,
} from './payments/support';

let shop: ShopWithBank;
let book: string;
let otherBook: string;
beforeAll(async () => {
  shop = await startShopWithBank({
    paymentHoldSeconds: 3600,
    paymentSweepMs: 3_600_000,
    mailIntervalMs: 200,
  });
  book = await someBookId(shop.app, 2);
  otherBook = await someBookId(shop.app, 4);
  await shop.database.db.update(books).set({ stock: 1000 }).where(eq(books.id, book));
  await shop.database.db.update(books).set({ stock: 1000 }).where(eq(books.id, otherBook));
});
afterAll(() => shop.close());

let count = 0;
/** A new guest's address and key, each test its own (the limits count per address). */
function newGuest() {
  count += 1;
  return { email: `guest${count}-${Date.now()}@example.com`, key: `guest-key-${count}-${Date.now()}` };
}
let addresses = 0;
const newAddress = () => {
  addresses += 1;
  return `10.60.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
};

function guestBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    delivery: barcelona,
    payment: 'card_on_delivery',
    guest: { email, name: 'Mercè', language: 'cat' },
    items: [{ book, count: 2 }],
    ...overrides,
  };
}

function placeGuestOrder(body: unknown, key: string | null, remoteAddress = newAddress()) {
  return shop.app.inject({
    method: 'POST',
    url: `/api${guestOrderApiPaths.place()}`,
    remoteAddress,
    headers: key === null ? {} : { 'idempotency-key': key },
    payload: body as object,
  });
}

const stockOf = async (id: string) =>
  (await shop.database.db.select({ stock: books.stock }).from(books).where(eq(books.id, id)))[0]?.stock;

/** The follow link's token in a mail's text. */
function followToken(text: string): string {
  const found = text.match(/https?:\/\/[^\s/]+\/orders\/follow\/([A-Za-z0-9_-]+)/);
  if (!found?.[1]) throw new Error(`No follow link in the mail:\n${text}`);
  return found[1];
}

describe('a guest places an order', () => {
  it('orders with an e-mail address, prices from the database, copies taken, mailed in their language with a private link', async () => {
    const { email, key } = newGuest();
    const before = await stockOf(book);
    const response = await placeGuestOrder(
      // A price sent by the browser is not a field the server takes.
      guestBody(email),
      key,
    );
    expect(response.statusCode, response.body).toBe(201);
    const { order, followToken: token } = placedGuestOrderResponseSchema.parse(response.json());
    expect(order.user).toBeNull();
    expect(order.status).toBe('placed');
    const [row] = await shop.database.db.select({ price: books.price }).from(books).where(eq(books.id, book));
    expect(order.total).toBe(Number(row?.price) * 2);
    expect(await stockOf(book)).toBe((before ?? 0) - 2);

    const [mail] = await eventually(
      () => mailsTo(shop, email),
      (mails) => mails.length >= 1,
    );
    // Catalan, as the guest asked, with the sale's invoice.
    expect(mail?.subject).toMatch(/comanda/i);
    expect(mail?.raw).toContain('application/pdf');
    const mailed = followToken(mail?.text ?? '');
    expect(mail?.text).toContain(shopPaths.followOrder(mailed));
    // The mail's link and the checkout's answer are two links to the same order.
    expect(mailed).not.toBe(token);
    for (const link of [token, mailed]) {
      const followed = await shop.app.inject(`/api${guestOrderApiPaths.follow(link)}`);
      expect(followed.statusCode).toBe(200);
      expect(followed.headers['cache-control']).toBe('private, no-store');
      expect(orderResponseSchema.parse(followed.json()).order._id).toBe(order._id);
    }
    const invoice = order.invoices[0];
    if (!invoice) throw new Error('No invoice');
    const pdf = await shop.app.inject(`/api${guestOrderApiPaths.invoice(mailed, invoice._id)}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('names the missing e-mail address, and every other wrong field', async () => {
    const { key } = newGuest();
    const missing = await placeGuestOrder(
      { ...guestBody(''), guest: { name: 'Mercè' }, delivery: { ...barcelona, postcode: '8001' } },
      key,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toMatchObject({
      'guest.email': messages.emailRequired,
      'delivery.postcode': messages.postcodeNotCorrect,
    });
    const wrong = await placeGuestOrder(guestBody('not-an-address'), key);
    expect(wrong.json().error.fields).toEqual({ 'guest.email': messages.emailNotCorrect });
    const empty = await placeGuestOrder(guestBody('a@example.com', { items: [] }), key);
    expect(empty.json().error.fields).toEqual({ items: messages.basketEmpty });
    const noKey = await placeGuestOrder(guestBody('a@example.com'), null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.code).toBe('idempotencyKeyMissing');
    const unknownBook = await placeGuestOrder(
      guestBody('b@example.com', { items: [{ book: crypto.randomUUID(), count: 1 }] }),
      newGuest().key,
    );
    expect(unknownBook.statusCode).toBe(400);
    expect(unknownBook.json().error.fields).toEqual({ items: messages.bookWithdrawn });
  });

  it('refuses more copies than the stock, taking none', async () => {
    const { email, key } = newGuest();
    await shop.database.db.update(books).set({ stock: 1 }).where(eq(books.id, otherBook));
    try {
      const response = await placeGuestOrder(
        guestBody(email, {
          items: [
            { book, count: 1 },
            { book: otherBook, count: 2 },
          ],
        }),
        key,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().error.books).toMatchObject([{ _id: otherBook, stock: 1 }]);
      expect(await stockOf(otherBook)).toBe(1);
    } finally {
      await shop.database.db.update(books).set({ stock: 1000 }).where(eq(books.id, otherBook));
    }
  });
});

describe('the private link', () => {
  it('shows only its own order; no other way in for a guest, and a guessed token is the same 404', async () => {
    const first = newGuest();
    const second = newGuest();
    const a = placedGuestOrderResponseSchema.parse(
      (await placeGuestOrder(guestBody(first.email), first.key)).json(),
    );
    const b = placedGuestOrderResponseSchema.parse(
      (await placeGuestOrder(guestBody(second.email), second.key)).json(),
    );
    const followed = await shop.app.inject(`/api${guestOrderApiPaths.follow(a.followToken)}`);
    expect(followed.json().order._id).toBe(a.order._id);
    // The signed-in routes stay closed to a guest.
    expect((await shop.app.inject(`/api/orders/${b.order._id}`)).statusCode).toBe(401);
    // Another order's invoice through this order's link: not found.
    const invoice = b.order.invoices[0];
    if (!invoice) throw new Error('No invoice');
    expect(
      (await shop.app.inject(`/api${guestOrderApiPaths.invoice(a.followToken, invoice._id)}`)).statusCode,
    ).toBe(404);

    const guessed = [
      'A'.repeat(43),
      `${a.followToken.slice(0, 42)}${a.followToken.endsWith('A') ? 'B' : 'A'}`,
      'short',
      b.order._id,
    ];
    const answers = await Promise.all(
      guessed.map((token) => shop.app.inject(`/api${guestOrderApiPaths.follow(token)}`)),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(answers[0]?.body);
    }
    // Only the token's SHA-256 is kept.
    const links = await shop.database.db
      .select({ tokenHash: orderFollowLinks.tokenHash })
      .from(orderFollowLinks)
      .where(eq(orderFollowLinks.orderId, a.order._id));
    expect(links.map((link) => link.tokenHash)).toContain(
      createHash('sha256').update(a.followToken).digest('hex'),
    );
    expect(JSON.stringify(links)).not.toContain(a.followToken);
  });

  it('cancels the order before it is shipped, as its owner could, and only once', async () => {
    const { email, key } = newGuest();
    const before = await stockOf(book);
    const { followToken: token } = placedGuestOrderResponseSchema.parse(
      (await placeGuestOrder(guestBody(email), key)).json(),
    );
    const cancel = () => shop.app.inject({ method: 'POST', url: `/api${guestOrderApiPaths.cancel(token)}` });
    const [first, second] = await Promise.all([cancel(), cancel()]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    expect(await stockOf(book)).toBe(before);
    const mails = await eventually(
      () => mailsTo(shop, email),
      (found) => found.length >= 2,
    );
    expect(followToken(mails[1]?.text ?? '')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const guessed = await shop.app.inject({
      method: 'POST',
      url: `/api${guestOrderApiPaths.cancel('A'.repeat(43))}`,
    });
    expect(guessed.statusCode).toBe(404);
  });
});

describe('idempotency and limits', () => {
  it('makes one order of parallel repeats with the same key, scoped by the address', async () => {
    const { email, key } = newGuest();
    const before = await stockOf(book);
    const body = guestBody(email);
    const answers = await Promise.all(Array.from({ length: 6 }, () => placeGuestOrder(body, key)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((answer) => answer.json().order._id));
    expect(ids.size).toBe(1);
    expect(await stockOf(book)).toBe((before ?? 0) - 2);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(5);

    // The same key with another body is refused; another address's same key is another order.
    const reused = await placeGuestOrder({ ...body, items: [{ book, count: 1 }] }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe(messages.idempotencyKeyReused);
    const other = await placeGuestOrder(guestBody(newGuest().email), key);
    expect(other.statusCode).toBe(201);
    expect(ids.has(other.json().order._id)).toBe(false);
  });

  it('limits orders per e-mail address from many client addresses at once, and per client address', async () => {
    const { email } = newGuest();
    const tries = guestOrderLimits.perEmail + 5;
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, index) =>
        placeGuestOrder(guestBody(email, { items: [{ book, count: 1 }] }), `many-${index}`, newAddress()),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(guestOrderLimits.perEmail);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);

    const address = newAddress();
    const fromOne = await Promise.all(
      Array.from({ length: guestOrderLimits.perAddress + 3 }, (_, index) =>
        placeGuestOrder(
          guestBody(newGuest().email, { items: [{ book, count: 1 }] }),
          `one-${index}`,
          address,
        ),
      ),
    );
    expect(fromOne.filter((answer) => answer.statusCode === 201)).toHaveLength(guestOrderLimits.perAddress);
    expect(fromOne.filter((answer) => answer.statusCode === 429)).toHaveLength(3);
  });
});

describe('paying online as a guest', () => {
  it('pays by card at the bank, which sends the guest back to the private link; the confirmation follows', async () => {
    const { email, key } = newGuest();
    const response = await placeGuestOrder(guestBody(email, { payment: 'card' }), key);
    expect(response.statusCode, response.body).toBe(201);
    const { order, followToken: token, paymentForm } = placedGuestOrderResponseSchema.parse(response.json());
    expect(order.status).toBe('awaiting_payment');
    if (!paymentForm) throw new Error('No form for the bank');
    const paid = await payAtBank(paymentForm, 'pay');
    expect(paid.location?.startsWith(`${shop.publicUrl}${shopPaths.followOrder(token)}?`)).toBe(true);
    const followed = await eventually(
      async () => (await shop.app.inject(`/api${guestOrderApiPaths.follow(token)}`)).json().order,
      (found) => found.paymentStatus === 'paid',
    );
    expect(followed.status).toBe('placed');
    const [mail] = await eventually(
      () => mailsTo(shop, email),
      (mails) => mails.length >= 1,
    );
    expect(followToken(mail?.text ?? '')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('an account made after', () => {
  it('takes the guest orders of its address only once the address is verified', async () => {
    const { email, key } = newGuest();
    const { order } = placedGuestOrderResponseSchema.parse(
      (await placeGuestOrder(guestBody(email), key)).json(),
    );
    const reader = await signUp(shop.app, { email });
    const listed = async () =>
      ordersResponseSchema.parse(
        (
          await shop.app.inject({
            url: `/api/user/orders/${reader.authUser._id}`,
            headers: { cookie: reader.cookie },
          })
        ).json(),
      ).orders;
    // Signed up with the address, not yet shown to read it: nothing is taken.
    expect(await listed()).toEqual([]);
    const activation = shop
      .outbox()
      .map(readMail)
      .find((mail) => mail.to.includes(email) && /^(Activa)/.test(mail.subject));
    if (!activation) throw new Error('No activation mail');
    const activated = await shop.app.inject({
      method: 'POST',
      url: `/api${accountApiPaths.activate()}`,
      payload: { token: mailLink(activation, 'activate').token },
    });
    expect(activated.statusCode).toBe(200);
    expect((await listed()).map((found) => found._id)).toEqual([order._id]);
    const [row] = await shop.database.db
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, order._id));
    expect(row?.userId).toBe(reader.authUser._id);
  });
});
