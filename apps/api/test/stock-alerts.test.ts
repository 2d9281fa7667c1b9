import { randomUUID } from 'node:crypto';
import { importApiPaths, stockAlertApiPaths } from '@bookshop/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books, stockAlerts, users } from '../src/db/schema';
import { createOutbox } from '../src/mail/outbox';
import { StockAlertMailer } from '../src/stock-alerts/mailer';
import { addBook, createTestApp, type Reader, signUp, signUpAdmin, type TestApp } from './helpers';
import { mailLink, type ReadMail, readMail } from './mail-reader';
import { onixMessage } from './onix-feed';

let testApp: TestApp;
let admin: Reader;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signUpAdmin(testApp);
});
afterAll(() => testApp?.close());

/** A reader whose account is activated (their address is known to be theirs). */
async function activatedReader(language: 'esp' | 'eng' = 'esp'): Promise<Reader> {
  const reader = await signUp(testApp.app);
  await testApp.database.db
    .update(users)
    .set({ activated: true, language })
    .where(eq(users.id, reader.authUser._id));
  return reader;
}

/** A new book with no copies left. */
async function soldOutBook(name: string, isbn?: string): Promise<string> {
  const added = await addBook(testApp.app, admin.cookie, {
    name: { eng: `${name} (English)`, esp: name },
    stock: 0,
    ...(isbn && { isbn }),
  });
  expect(added.statusCode, added.body).toBe(201);
  return added.json().book._id;
}

const restock = (bookId: string, stock: number) =>
  testApp.app.inject({
    method: 'PATCH',
    url: `/api/books/${bookId}`,
    headers: { cookie: admin.cookie },
    payload: { stock },
  });

const notifyMe = (bookId: string, who?: Reader, payload?: object) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api${stockAlertApiPaths.notifyMe(bookId)}`,
    headers: who ? { cookie: who.cookie } : {},
    remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    ...(payload && { payload }),
  });

/** The stock alerts' mails to `email` (each links to its unsubscribe page), oldest first. */
function mailsTo(email: string): ReadMail[] {
  return testApp
    .outbox()
    .map(readMail)
    .filter((mail) => mail.to === email && mail.text.includes('/stock_alerts/unsubscribe/'));
}

/**
 * Every due request mailed: by this mailer now, or by the server's own, which looks after each write
 * (and every 30 s); a request is `sent` only once its mail is written.
 */
async function deliverDue(): Promise<void> {
  await new StockAlertMailer(
    testApp.database.db,
    createOutbox(testApp.outboxDir),
    'http://localhost:3000',
  ).deliverDue();
  await expect
    .poll(async () => {
      const [row] = await testApp.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(stockAlerts)
        .where(inArray(stockAlerts.status, ['due', 'sending']));
      return Number(row?.count);
    })
    .toBe(0);
}

describe('a signed-in reader', () => {
  it('asks about a sold-out book and gets one mail in their language when it comes back, then the request is done', async () => {
    const bookId = await soldOutBook('La casa de los avisos');
    const spanish = await activatedReader('esp');
    const english = await activatedReader('eng');
    for (const reader of [spanish, english]) {
      const asked = await notifyMe(bookId, reader);
      expect(asked.statusCode, asked.body).toBe(201);
      expect(asked.json().stockAlert).toMatchObject({
        book: { _id: bookId },
        status: 'waiting',
        sentAt: null,
      });
    }
    // Asking twice keeps one request.
    expect((await notifyMe(bookId, spanish)).json().stockAlert.status).toBe('waiting');

    expect((await restock(bookId, 4)).statusCode).toBe(200);
    await deliverDue();
    const [esp] = mailsTo(spanish.email);
    const [eng] = mailsTo(english.email);
    expect(mailsTo(spanish.email)).toHaveLength(1);
    expect(mailsTo(english.email)).toHaveLength(1);
    expect(esp?.subject).toBe('«La casa de los avisos» vuelve a estar disponible');
    expect(esp?.text).toContain(`http://localhost:3000/books/${bookId}/`);
    expect(eng?.subject).toBe('“La casa de los avisos (English)” is available again');

    const mine = await testApp.app.inject({
      url: `/api${stockAlertApiPaths.mine()}`,
      headers: { cookie: spanish.cookie },
    });
    expect(mine.json().stockAlerts).toEqual([
      expect.objectContaining({ book: expect.objectContaining({ _id: bookId }), status: 'sent' }),
    ]);
    // Sold out and back again: the request was done, no second mail.
    await restock(bookId, 0);
    await restock(bookId, 2);
    await deliverDue();
    expect(mailsTo(spanish.email)).toHaveLength(1);
  });

  it('is mailed nothing when the stock goes from some copies to more, or stays at 0', async () => {
    const bookId = await soldOutBook('Un libro que sube');
    const reader = await activatedReader();
    await notifyMe(bookId, reader);
    await restock(bookId, 0);
    await deliverDue();
    expect(mailsTo(reader.email)).toHaveLength(0);
    // Stock 0 → 3 mails once; a request made while in stock is refused (it can be bought).
    await restock(bookId, 3);
    await deliverDue();
    expect(mailsTo(reader.email)).toHaveLength(1);
    const other = await activatedReader();
    const refused = await notifyMe(bookId, other);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('bookInStock');
    await restock(bookId, 8);
    await deliverDue();
    expect(mailsTo(reader.email)).toHaveLength(1);
    expect(mailsTo(other.email)).toHaveLength(0);

    // A request still waiting while the book has copies (one the trigger never saw): more copies
    // (3 → 8 → 12) mail nobody; only a book coming back from 0 does.
    await restock(bookId, 3);
    const [waiting] = await testApp.database.db
      .insert(stockAlerts)
      .values({
        bookId,
        userId: other.authUser._id,
        email: other.email,
        language: 'esp',
        status: 'waiting',
        unsubscribeTokenHash: randomUUID(),
      })
      .returning({ id: stockAlerts.id });
    await restock(bookId, 12);
    await deliverDue();
    expect(mailsTo(other.email)).toHaveLength(0);
    const [still] = await testApp.database.db
      .select({ status: stockAlerts.status })
      .from(stockAlerts)
      .where(eq(stockAlerts.id, waiting?.id ?? ''));
    expect(still?.status).toBe('waiting');
  });

  it('sees their requests in the account and cancels one, which is then not mailed', async () => {
    const bookId = await soldOutBook('Un libro olvidado');
    const reader = await activatedReader();
    const { stockAlert } = (await notifyMe(bookId, reader)).json();
    const cancelled = await testApp.app.inject({
      method: 'DELETE',
      url: `/api${stockAlertApiPaths.mineOne(stockAlert._id)}`,
      headers: { cookie: reader.cookie },
    });
    expect(cancelled.json().stockAlert.status).toBe('cancelled');
    const mine = await testApp.app.inject({
      url: `/api${stockAlertApiPaths.mine()}`,
      headers: { cookie: reader.cookie },
    });
    expect(mine.json().stockAlerts).toEqual([]);
    // Another reader cannot cancel it: it is not theirs.
    const stranger = await activatedReader();
    const theirs = await testApp.app.inject({
      method: 'DELETE',
      url: `/api${stockAlertApiPaths.mineOne(stockAlert._id)}`,
      headers: { cookie: stranger.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    await restock(bookId, 5);
    await deliverDue();
    expect(mailsTo(reader.email)).toHaveLength(0);
  });

  it('is told by the server after an admin’s edit, without anyone else asking', async () => {
    const bookId = await soldOutBook('Un libro que vuelve solo');
    const reader = await activatedReader();
    await notifyMe(bookId, reader);
    await restock(bookId, 1);
    await expect.poll(() => mailsTo(reader.email).length, { timeout: 20_000 }).toBe(1);
  });
});

describe('a guest', () => {
  it('gives an address, confirms it by the mailed link, and is mailed once when the book is back', async () => {
    const bookId = await soldOutBook('El libro del invitado');
    const email = `guest-${randomUUID().slice(0, 8)}@example.com`;
    const missing = await notifyMe(bookId);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ email: 'emailRequired' });
    const asked = await notifyMe(bookId, undefined, { email, language: 'eng' });
    expect(asked.statusCode).toBe(202);
    const [confirmation] = mailsTo(email);
    expect(confirmation?.subject).toBe('Confirm your Barcelona Bookshop alert');
    const { token } = mailLink(confirmation as ReadMail, 'stock_alerts/confirm');

    // Unconfirmed, the book coming back mails nothing.
    await restock(bookId, 2);
    await restock(bookId, 0);
    await deliverDue();
    expect(mailsTo(email)).toHaveLength(1);

    const confirmed = await testApp.app.inject({
      method: 'POST',
      url: `/api${stockAlertApiPaths.confirm()}`,
      payload: { token },
    });
    expect(confirmed.json().stockAlert.status).toBe('waiting');
    const again = await testApp.app.inject({
      method: 'POST',
      url: `/api${stockAlertApiPaths.confirm()}`,
      payload: { token },
    });
    expect(again.json().error.fields).toEqual({ token: 'alertTokenInvalid' });

    await restock(bookId, 6);
    await deliverDue();
    const mails = mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('“El libro del invitado (English)” is available again');
  });

  it('unsubscribes from the mail: every open request of that address is cancelled', async () => {
    const first = await soldOutBook('Primer libro agotado');
    const second = await soldOutBook('Segundo libro agotado');
    const email = `leaver-${randomUUID().slice(0, 8)}@example.com`;
    await notifyMe(first, undefined, { email, language: 'esp' });
    await notifyMe(second, undefined, { email, language: 'esp' });
    const [one, two] = mailsTo(email);
    for (const mail of [one, two]) {
      const { token } = mailLink(mail as ReadMail, 'stock_alerts/confirm');
      await testApp.app.inject({
        method: 'POST',
        url: `/api${stockAlertApiPaths.confirm()}`,
        payload: { token },
      });
    }
    expect(one?.subject).toBe('Confirma tu aviso de Librería Barcelona');
    const { token } = mailLink(one as ReadMail, 'stock_alerts/unsubscribe');
    const unsubscribed = await testApp.app.inject({
      method: 'POST',
      url: `/api${stockAlertApiPaths.unsubscribe()}`,
      payload: { token },
    });
    expect(unsubscribed.json()).toEqual({ cancelled: 2 });
    await restock(first, 3);
    await restock(second, 3);
    await deliverDue();
    expect(mailsTo(email)).toHaveLength(2);
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: `/api${stockAlertApiPaths.unsubscribe()}`,
      payload: { token: 'no-such-token' },
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('an import', () => {
  it('that brings a sold-out book back mails its waiting readers', async () => {
    const isbn = '9780141439600';
    const bookId = await soldOutBook('Un libro de distribuidora', isbn);
    const reader = await activatedReader();
    await notifyMe(bookId, reader);
    const [book] = await testApp.database.db.select().from(books).where(eq(books.id, bookId));
    const feed = onixMessage([
      {
        isbn,
        title: 'Un libro de distribuidora',
        author: 'Jane Austen',
        publisher: 'Planeta',
        language: 'spa',
        year: String(book?.year),
        pages: '100',
        price: '10.00',
        availability: '21',
        onHand: '12',
      },
    ]);
    const boundary = `----bookshop${randomUUID()}`;
    const sent = await testApp.app.inject({
      method: 'POST',
      url: `/api${importApiPaths.imports()}`,
      headers: { cookie: admin.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="feed.xml"\r\n\r\n${feed}\r\n--${boundary}--\r\n`,
    });
    expect(sent.statusCode, sent.body).toBe(202);
    await expect.poll(() => mailsTo(reader.email).length, { timeout: 30_000 }).toBe(1);
  });
});
