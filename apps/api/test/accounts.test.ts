import { accountApiPaths, messages } from '@bookshop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  activationMailLimits,
  passwordResetLimits,
  passwordResetMailLimits,
} from '../src/auth/attempt-limits';
import { accountTokens, orderItems, orders, users } from '../src/db/schema';
import {
  createTestApp,
  type Reader,
  sessionCookie,
  signUp,
  signUpAdmin,
  someBookId,
  type TestApp,
} from './helpers';
import { mailLink, readMail } from './mail-reader';

const PUBLIC_URL = 'https://shop.example';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(() => testApp.close());

const api = (path: string) => `/api${path}`;

/** The mails to `email` so far, oldest first, as a mail program shows them. */
function mailsTo(email: string) {
  return testApp
    .outbox()
    .map(readMail)
    .filter((mail) => mail.to === email);
}

function newestMailTo(email: string) {
  const mails = mailsTo(email);
  const mail = mails[mails.length - 1];
  if (!mail) throw new Error(`No mail to ${email}`);
  return mail;
}

function activate(token: string) {
  return testApp.app.inject({ method: 'POST', url: api(accountApiPaths.activate()), payload: { token } });
}

function forgotPassword(email: string, remoteAddress = '10.1.0.1') {
  return testApp.app.inject({
    method: 'POST',
    url: api(accountApiPaths.forgotPassword()),
    payload: { email },
    remoteAddress,
  });
}

function resetPassword(
  token: string,
  password: string,
  remoteAddress = '10.2.0.1',
  confirmPassword = password,
) {
  return testApp.app.inject({
    method: 'POST',
    url: api(accountApiPaths.resetPassword()),
    payload: { token, password, confirmPassword },
    remoteAddress,
  });
}

async function whoIs(cookie: string) {
  const response = await testApp.app.inject({ url: '/api/users/verify-user', headers: { cookie } });
  return response.json().authUser;
}

const resetMailsTo = (email: string) =>
  mailsTo(email).filter((mail) => mail.text.includes('/reset_password/'));

/** Waits for the `count`th reset mail, which is sent after the answer, and returns it. */
async function resetMailTo(email: string, count = 1) {
  await vi.waitFor(() => expect(resetMailsTo(email)).toHaveLength(count), { timeout: 10_000 });
  const mail = resetMailsTo(email)[count - 1];
  if (!mail) throw new Error(`No reset mail to ${email}`);
  return mail;
}

describe('the activation mail', () => {
  it('is HTML and plain text in Spanish by default, linking to /activate on the public origin', async () => {
    const reader = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      // A forged Host must not reach the link.
      headers: { host: 'evil.example' },
      remoteAddress: '10.9.0.1',
      payload: {
        name: 'Mercè',
        surname: 'Rodoreda',
        email: 'merce.es@example.com',
        telephone: '+34 931 234 567',
        password: 'secret',
        confirmPassword: 'secret',
      },
    });
    expect(reader.statusCode).toBe(201);
    const mail = newestMailTo('merce.es@example.com');
    expect(mail.contentType).toMatch(/^multipart\/alternative/);
    expect(mail.subject).toBe('Activa tu cuenta de Librería Barcelona');
    expect(mail.text).toContain('Hola, Mercè:');
    expect(mail.html).toContain('<html lang="es">');
    const { url } = mailLink(mail, 'activate');
    expect(url.startsWith(`${PUBLIC_URL}/activate/`)).toBe(true);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text + mail.html).not.toContain('evil.example');
  });

  it('is in English for a shopper who signed up in English (body or language cookie)', async () => {
    await testApp.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      headers: { cookie: 'language=eng' },
      remoteAddress: '10.9.0.2',
      payload: {
        name: 'Ann',
        surname: 'Smith',
        email: 'ann.en@example.com',
        telephone: '+34 931 234 567',
        password: 'secret',
        confirmPassword: 'secret',
      },
    });
    const mail = newestMailTo('ann.en@example.com');
    expect(mail.subject).toBe('Activate your Barcelona Bookshop account');
    expect(mail.text).toContain('Hello Ann,');
    expect(mail.html).toContain('<html lang="en">');
    const [row] = await testApp.database.db.select().from(users).where(eq(users.email, 'ann.en@example.com'));
    expect(row?.language).toBe('eng');
  });

  it('shows a name as text, never as HTML', async () => {
    await signUp(testApp.app, { name: '<b>Bold</b> & Co', email: 'html.name@example.com' });
    const mail = newestMailTo('html.name@example.com');
    expect(mail.html).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; Co');
    expect(mail.html).not.toContain('<b>Bold');
    expect(mail.text).toContain('<b>Bold</b> & Co');
  });

  it('refuses a name that would break a line of the mail', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      remoteAddress: '10.9.0.3',
      payload: {
        name: 'Eve\r\nBcc: victim@example.com',
        surname: 'X',
        email: 'eve@example.com',
        telephone: '+34 931 234 567',
        password: 'secret',
        confirmPassword: 'secret',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({ name: messages.firstNameRequired });
    expect(mailsTo('eve@example.com')).toEqual([]);
  });
});

describe('POST /users/email_actvation', () => {
  it('activates once; the second time says the link was used', async () => {
    const reader = await signUp(testApp.app, { email: 'once@example.com' });
    const { token } = mailLink(newestMailTo('once@example.com'), 'activate');

    const first = await activate(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().authUser).toMatchObject({ _id: reader.authUser._id, activated: true });

    const second = await activate(token);
    expect(second.statusCode).toBe(400);
    expect(second.json().error.fields).toEqual({ token: messages.activationTokenUsed });
  });

  it('says a link older than 48 hours has expired, and leaves the account unactivated', async () => {
    const reader = await signUp(testApp.app, { email: 'late@example.com' });
    const { token } = mailLink(newestMailTo('late@example.com'), 'activate');
    await testApp.database.db
      .update(accountTokens)
      .set({ createdAt: sql`now() - interval '49 hours'`, expiresAt: sql`now() - interval '1 hour'` })
      .where(eq(accountTokens.userId, reader.authUser._id));

    const response = await activate(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ token: messages.activationTokenExpired });
    expect((await whoIs(reader.cookie)).activated).toBe(false);
  });

  it('says an unknown link is not valid', async () => {
    const response = await activate('not-a-token-that-was-ever-mailed');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ token: messages.activationTokenInvalid });
  });

  it('expires 48 hours after the mail', async () => {
    const reader = await signUp(testApp.app, { email: 'window@example.com' });
    const [row] = await testApp.database.db
      .select({ hours: sql<number>`extract(epoch from ${accountTokens.expiresAt} - now()) / 3600` })
      .from(accountTokens)
      .where(eq(accountTokens.userId, reader.authUser._id));
    expect(Number(row?.hours)).toBeGreaterThan(47.9);
    expect(Number(row?.hours)).toBeLessThanOrEqual(48);
  });
});

describe('POST /users/resend-activation', () => {
  function resend(cookie?: string) {
    return testApp.app.inject({
      method: 'POST',
      url: api(accountApiPaths.resendActivation()),
      headers: cookie ? { cookie } : {},
    });
  }

  it('is for signed-in shoppers only', async () => {
    expect((await resend()).statusCode).toBe(401);
  });

  it('mails a new link that activates, and is refused once the account is active', async () => {
    const reader = await signUp(testApp.app, { email: 'again@example.com' });
    const response = await resend(reader.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    expect(mailsTo('again@example.com')).toHaveLength(2);

    const { token } = mailLink(newestMailTo('again@example.com'), 'activate');
    expect((await activate(token)).statusCode).toBe(200);
    const after = await resend(reader.cookie);
    expect(after.statusCode).toBe(409);
    expect(after.json().error.code).toBe('alreadyActivated');
  });

  it(`sends at most ${activationMailLimits.perAccount} mails an hour, then answers 429`, async () => {
    const reader = await signUp(testApp.app, { email: 'flood@example.com' });
    for (let i = 0; i < activationMailLimits.perAccount; i++) {
      expect((await resend(reader.cookie)).statusCode).toBe(200);
    }
    const refused = await resend(reader.cookie);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(mailsTo('flood@example.com')).toHaveLength(1 + activationMailLimits.perAccount);
  });
});

describe('POST /users/forgot-password', () => {
  let reader: Reader;
  beforeAll(async () => {
    reader = await signUp(testApp.app, { email: 'forgetful@example.com', password: 'old-password' });
  });

  it('answers an address with an account and one without alike, and mails only the account', async () => {
    const known = await forgotPassword('Forgetful@example.com', '10.1.1.1');
    const unknown = await forgotPassword('nobody@example.com', '10.1.1.2');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ accepted: true });

    const mail = await resetMailTo('forgetful@example.com');
    expect(mail.subject).toBe('Cambia tu contraseña de Librería Barcelona');
    expect(mailLink(mail, 'reset_password').url.startsWith(`${PUBLIC_URL}/reset_password/`)).toBe(true);
    expect(mailsTo('nobody@example.com')).toEqual([]);
  });

  it('takes about as long for an address without an account as for one with', async () => {
    const time = async (email: string, address: string) => {
      const start = performance.now();
      await forgotPassword(email, address);
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time('forgetful@example.com', `10.1.2.${i}`));
      unknown.push(await time(`nobody${i}@example.com`, `10.1.3.${i}`));
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[1] ?? 0;
    // The mail is written after the answer: both answers do the same work (a few queries).
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(50);
  });

  it('stores the link hashed, valid for 1 hour', async () => {
    const mail = await resetMailTo('forgetful@example.com', 4);
    const { token } = mailLink(mail, 'reset_password');
    const rows = await testApp.database.db
      .select({
        tokenHash: accountTokens.tokenHash,
        minutes: sql<number>`extract(epoch from ${accountTokens.expiresAt} - now()) / 60`,
      })
      .from(accountTokens)
      .where(eq(accountTokens.userId, reader.authUser._id));
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    const resetRows = rows.filter((row) => Number(row.minutes) < 61);
    expect(resetRows.length).toBeGreaterThan(0);
    for (const row of resetRows) expect(Number(row.minutes)).toBeGreaterThan(59);
  });

  it(`mails one address at most ${passwordResetMailLimits.perEmail} times an hour, account or not`, async () => {
    await signUp(testApp.app, { email: 'limit.known@example.com' });
    for (const email of ['limit.known@example.com', 'limit.unknown@example.com']) {
      for (let i = 0; i < passwordResetMailLimits.perEmail; i++) {
        expect((await forgotPassword(email, `10.1.4.${i}`)).statusCode).toBe(202);
      }
      const refused = await forgotPassword(email, '10.1.4.99');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('tooManyAttempts');
    }
  });

  it('names a wrong email field, never a 500', async () => {
    const response = await forgotPassword('not an email');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ email: messages.emailNotCorrect });
  });
});

describe('POST /users/reset-password', () => {
  async function resetLinkFor(email: string, password = 'old-password') {
    const reader = await signUp(testApp.app, { email, password });
    await forgotPassword(email, '10.3.0.1');
    const { token } = mailLink(await resetMailTo(email), 'reset_password');
    return { reader, token };
  }

  it('sets the new password, ends every session and signs this browser in', async () => {
    const { reader, token } = await resetLinkFor('reset.me@example.com');
    const response = await resetPassword(token, 'new-password');
    expect(response.statusCode).toBe(200);
    expect(response.json().authUser).toMatchObject({ _id: reader.authUser._id, activated: true });

    expect(await whoIs(reader.cookie)).toBeNull();
    expect((await whoIs(sessionCookie(response)))._id).toBe(reader.authUser._id);
    const oldLogin = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'reset.me@example.com', password: 'old-password' },
      remoteAddress: '10.4.0.1',
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'reset.me@example.com', password: 'new-password' },
      remoteAddress: '10.4.0.1',
    });
    expect(newLogin.statusCode).toBe(200);

    const again = await resetPassword(token, 'third-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual({ token: messages.resetTokenUsed });
  });

  it('says a link older than 1 hour has expired', async () => {
    const { reader, token } = await resetLinkFor('reset.late@example.com');
    await testApp.database.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accountTokens.userId, reader.authUser._id));
    const response = await resetPassword(token, 'new-password');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ token: messages.resetTokenExpired });
    expect(await whoIs(reader.cookie)).not.toBeNull();
  });

  it('keeps the SPEC password rules', async () => {
    const { token } = await resetLinkFor('reset.rules@example.com');
    const short = await resetPassword(token, 'abcd');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toMatchObject({ password: messages.passwordTooShort });
    const mismatch = await resetPassword(token, 'new-password', '10.2.0.1', 'other-password');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields).toEqual({ confirmPassword: messages.passwordsNotMatched });
    // Refused input does not use the link up.
    expect((await resetPassword(token, 'new-password')).statusCode).toBe(200);
  });

  it('says an unknown link is not valid', async () => {
    const response = await resetPassword('never-mailed-token', 'new-password');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ token: messages.resetTokenInvalid });
  });

  it(`refuses an address after ${passwordResetLimits.perAddress} wrong links, with Retry-After`, async () => {
    for (let i = 0; i < passwordResetLimits.perAddress; i++) {
      expect((await resetPassword(`guess-${i}`, 'new-password', '10.5.0.1')).statusCode).toBe(400);
    }
    const refused = await resetPassword('guess-last', 'new-password', '10.5.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Other addresses are not held up.
    expect((await resetPassword('guess-other', 'new-password', '10.5.0.2')).statusCode).toBe(400);
  });
});

describe('own data: GET /users/me/export and DELETE /users/me', () => {
  let reader: Reader;
  let other: Reader;
  let bookId: string;
  let orderId: string;
  let commentId: string;

  function call(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    who?: Reader,
    payload?: object,
    headers = {},
  ) {
    return testApp.app.inject({
      method,
      url,
      headers: { ...(who ? { cookie: who.cookie } : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
  }

  beforeAll(async () => {
    reader = await signUp(testApp.app, { name: 'Rosa', surname: 'Leveroni', email: 'rosa@example.com' });
    other = await signUp(testApp.app, { email: 'other.reader@example.com' });
    bookId = await someBookId(testApp.app);
    expect((await call('POST', `/api/books/${bookId}/add-book-to-basket`, reader)).statusCode).toBe(200);
    const order = await call(
      'POST',
      '/api/orders',
      reader,
      {
        delivery: {
          street: 'Carrer de Mallorca, 401',
          postcode: '08013',
          town: 'Barcelona',
          telephone: '+34 931 234 567',
        },
        payment: 'card_on_delivery',
      },
      { 'idempotency-key': 'rosa-order-1' },
    );
    expect(order.statusCode).toBe(201);
    orderId = order.json().order._id;
    const comment = await call('POST', `/api/books/${bookId}/comment-book`, reader, {
      text: 'Un libro precioso.',
    });
    commentId = comment.json().comment._id;
    expect((await call('POST', `/api/books/${bookId}/rate-book`, reader, { rating: 4.5 })).statusCode).toBe(
      200,
    );
    expect(
      (await call('POST', '/api/comments/evaluate', other, { commentId, value: 'like' })).statusCode,
    ).toBe(200);
  });

  it('is for signed-in shoppers only', async () => {
    expect((await call('GET', '/api/users/me/export')).statusCode).toBe(401);
    expect((await call('DELETE', '/api/users/me', undefined, { password: 'x' })).statusCode).toBe(401);
  });

  it('exports the profile, addresses, orders, comments and ratings as a download, never the password hash', async () => {
    const response = await call('GET', '/api/users/me/export', reader);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.json"$/);
    const data = response.json();
    expect(data.profile).toMatchObject({
      _id: reader.authUser._id,
      name: 'Rosa',
      email: 'rosa@example.com',
      language: 'esp',
    });
    expect(data.addresses).toEqual([
      {
        street: 'Carrer de Mallorca, 401',
        postcode: '08013',
        town: 'Barcelona',
        telephone: '+34 931 234 567',
      },
    ]);
    expect(data.orders.map((order: { _id: string }) => order._id)).toEqual([orderId]);
    expect(data.comments).toMatchObject([
      { _id: commentId, text: 'Un libro precioso.', book: { _id: bookId } },
    ]);
    expect(data.ratings).toMatchObject([{ book: { _id: bookId }, rating: 4.5 }]);
    expect(response.body).not.toMatch(/argon2|passwordHash|password_hash/);
  });

  it('keeps the account when the password is wrong', async () => {
    const response = await call('DELETE', '/api/users/me', reader, { password: 'wrong-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ password: messages.currentPasswordIncorrect });
    expect((await whoIs(reader.cookie))?._id).toBe(reader.authUser._id);
  });

  it('deletes the account: sessions end, comments stay anonymised, orders keep only what accounting needs', async () => {
    // A second session of the same shopper, elsewhere.
    const elsewhere = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'rosa@example.com', password: reader.password },
      remoteAddress: '10.6.0.1',
    });
    const elsewhereCookie = sessionCookie(elsewhere);

    const response = await call('DELETE', '/api/users/me', reader, { password: reader.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true });
    expect(response.cookies.find((cookie) => cookie.name === 'session')?.value).toBe('');

    expect(await whoIs(reader.cookie)).toBeNull();
    expect(await whoIs(elsewhereCookie)).toBeNull();
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'rosa@example.com', password: reader.password },
      remoteAddress: '10.6.0.2',
    });
    expect(login.statusCode).toBe(401);
    const rows = await testApp.database.db.select().from(users).where(eq(users.email, 'rosa@example.com'));
    expect(rows).toEqual([]);

    const { comments } = (await call('GET', `/api/comments?book=${bookId}`)).json();
    const kept = comments.find((comment: { _id: string }) => comment._id === commentId);
    expect(kept).toMatchObject({ text: 'Un libro precioso.', author: null });
    expect(kept.evaluations).toEqual([{ value: 'like' }]);
    expect(JSON.stringify(comments)).not.toContain('Rosa');
    // The back office still moderates it, without a name.
    const admin = await signUpAdmin(testApp);
    const moderation = (await call('GET', `/api/admin/comments?book=${bookId}`, admin)).json();
    expect(moderation.comments).toContainEqual(expect.objectContaining({ _id: commentId, author: null }));
    expect(moderation.total).toBe(moderation.comments.length);

    const [order] = await testApp.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      userId: null,
      street: '',
      postcode: '',
      town: '',
      telephone: '',
      status: 'placed',
    });
    expect(Number(order?.total)).toBeGreaterThan(0);
    const items = await testApp.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(items).toMatchObject([{ bookId, count: 1 }]);

    const book = (await call('GET', `/api/books/${bookId}`)).json().book;
    expect(book.ratingsCount).toBe(0);
  });
});
