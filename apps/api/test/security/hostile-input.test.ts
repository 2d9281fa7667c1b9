import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorBodySchema, messages, searchResponseSchema } from '@bookshop/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInLimits } from '../../src/auth/attempt-limits';
import { sessions, users } from '../../src/db/schema';
import { createTestApp, type Reader, signUp, signUpAdmin, someBookId, type TestApp } from '../helpers';

/**
 * Requests an attacker (or a broken client) would send. Each answer must be the contract's error shape
 * (or a normal answer), never a 500, and must not let anyone act as someone else.
 */

const shopDist = mkdtempSync(join(tmpdir(), 'bookshop-hostile-shop-'));
let testApp: TestApp;
let reader: Reader;
let other: Reader;
let admin: Reader;
let bookId: string;

beforeAll(async () => {
  writeFileSync(join(shopDist, 'index.html'), '<!doctype html><title>shop</title><div id="root"></div>');
  mkdirSync(join(shopDist, 'assets'));
  writeFileSync(join(shopDist, 'assets', 'main-abc123.js'), 'console.log("shop")');
  testApp = await createTestApp({ shopDist });
  reader = await signUp(testApp.app);
  other = await signUp(testApp.app);
  admin = await signUpAdmin(testApp);
  bookId = await someBookId(testApp.app);
});
afterAll(async () => {
  await testApp.close();
  rmSync(shopDist, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function send(
  method: Method,
  url: string,
  options: { cookie?: string; payload?: unknown; headers?: Record<string, string>; ip?: string } = {},
) {
  return testApp.app.inject({
    method,
    url,
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as string }),
    remoteAddress: options.ip,
  });
}

/** The error body of a response, checked against the contract. */
function errorOf(response: LightMyRequestResponse) {
  return errorBodySchema.parse(response.json()).error;
}

function expectFieldError(response: LightMyRequestResponse, field: string, message?: string) {
  expect(response.statusCode, response.body).toBe(400);
  const error = errorOf(response);
  expect(error.fields).toHaveProperty(field);
  if (message) expect(error.fields?.[field]).toBe(message);
}

async function createValidBook() {
  const [authors, publishers] = await Promise.all([
    testApp.app.inject('/api/authors').then((r) => r.json().authors),
    testApp.app.inject('/api/publishers').then((r) => r.json().publishers),
  ]);
  return {
    name: { eng: 'Hostile', esp: 'Hostil' },
    info: { eng: 'A book', esp: 'Un libro' },
    image: '/images/books/hostile.svg',
    category: ['novel'],
    author: authors[0]._id as string,
    publisher: publishers[0]._id as string,
    pagesCount: 200,
    language: 'esp',
    year: 2001,
    price: 12.15,
  };
}

describe('access control', () => {
  it("keeps another reader's basket, profile and orders out of reach", async () => {
    await send('POST', `/api/books/${bookId}/add-book-to-basket`, { cookie: other.cookie });
    const mine = await send('GET', '/api/books/get-basket-books', { cookie: reader.cookie });
    expect(mine.json().basketBooks).toEqual([]);

    for (const url of [`/api/users/${other.authUser._id}`, `/api/user/orders/${other.authUser._id}`]) {
      const response = await send('GET', url, { cookie: reader.cookie });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('forbidden');
    }
  });

  it("cannot change another reader's profile by naming their id", async () => {
    const response = await send('POST', '/api/users/update-user', {
      cookie: reader.cookie,
      payload: { _id: other.authUser._id, id: other.authUser._id, name: 'Hijacked' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().authUser._id).toBe(reader.authUser._id);
    const theirs = await send('GET', `/api/users/${other.authUser._id}`, { cookie: admin.cookie });
    expect(theirs.json().user.name).not.toBe('Hijacked');
  });

  it("cannot delete another reader's comment", async () => {
    const posted = await send('POST', `/api/books/${bookId}/comment-book`, {
      cookie: other.cookie,
      payload: { text: 'Not yours to delete' },
    });
    const commentId = posted.json().comment._id;
    const response = await send('DELETE', `/api/comments/${commentId}`, { cookie: reader.cookie });
    expect(response.statusCode).toBe(403);
    const listed = await send('GET', `/api/comments?book=${bookId}`);
    expect(listed.json().comments.map((c: { _id: string }) => c._id)).toContain(commentId);
  });

  it('names a forged author field instead of storing the comment under that author', async () => {
    const response = await send('POST', `/api/books/${bookId}/comment-book`, {
      cookie: reader.cookie,
      payload: { text: 'Signed by someone else', author: other.authUser._id },
    });
    expectFieldError(response, 'author');
    const listed = await send('GET', `/api/comments?book=${bookId}`);
    expect(listed.json().comments.map((c: { text: string }) => c.text)).not.toContain(
      'Signed by someone else',
    );
  });

  it('ignores role, activated and verified sent to sign-up and update-user', async () => {
    const signUpResponse = await send('POST', '/api/users/signup', {
      payload: {
        name: 'Eve',
        surname: 'Climber',
        email: 'eve.climber@example.com',
        telephone: '+34 931 234 567',
        password: 'secret-password',
        confirmPassword: 'secret-password',
        role: 'admin',
        activated: true,
        verified: true,
      },
    });
    expect(signUpResponse.statusCode).toBe(201);
    expect(signUpResponse.json().authUser).toMatchObject({ role: 'user', activated: false });

    const update = await send('POST', '/api/users/update-user', {
      cookie: reader.cookie,
      payload: { role: 'admin', activated: true, verified: true },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().authUser).toMatchObject({ role: 'user', activated: false });
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, reader.authUser._id));
    expect(row?.role).toBe('user');
  });

  it.each([
    ['/api/books', 'book'],
    ['/api/authors', 'author'],
    ['/api/publishers', 'publisher'],
  ])('refuses %s to a reader (403) and a guest (401) before looking at the body', async (url) => {
    const fromReader = await send('POST', url, { cookie: reader.cookie, payload: {} });
    expect(fromReader.statusCode).toBe(403);
    expect(errorOf(fromReader).code).toBe('forbidden');
    const fromGuest = await send('POST', url, { payload: {} });
    expect(fromGuest.statusCode).toBe(401);
    expect(errorOf(fromGuest).code).toBe('notSignedIn');
  });
});

describe('orders', () => {
  const delivery = {
    street: 'Carrer de Mallorca, 401',
    postcode: '08013',
    town: 'Barcelona',
    telephone: '+34 931 234 567',
  };
  let orderCount = 0;
  async function placeOrder(who: Reader, body: Record<string, unknown> = {}, key?: string) {
    orderCount += 1;
    await send('POST', `/api/books/${bookId}/add-book-to-basket`, { cookie: who.cookie });
    return send('POST', '/api/orders', {
      cookie: who.cookie,
      headers: { 'idempotency-key': key ?? `hostile-${orderCount}-${Date.now()}` },
      payload: { delivery, payment: 'card_on_delivery', ...body },
    });
  }

  it("keeps another reader's order, its list, cancel, return and status out of reach (403)", async () => {
    const owner = await signUp(testApp.app);
    const placed = await placeOrder(owner);
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().order._id;
    for (const [method, url] of [
      ['GET', `/api/orders/${orderId}`],
      ['GET', `/api/user/orders/${owner.authUser._id}`],
      ['POST', `/api/orders/${orderId}/cancel`],
      ['POST', `/api/orders/${orderId}/return`],
      ['GET', '/api/orders'],
    ] as const) {
      const response = await send(method, url, { cookie: reader.cookie });
      expect(response.statusCode, url).toBe(403);
      expect(errorOf(response).code).toBe('forbidden');
    }
    const status = await send('POST', `/api/orders/${orderId}/status`, {
      cookie: reader.cookie,
      payload: { status: 'delivered' },
    });
    expect(status.statusCode).toBe(403);
    const seen = await send('GET', `/api/orders/${orderId}`, { cookie: owner.cookie });
    expect(seen.json().order.status).toBe('placed');
  });

  it('names a forged owner, price or total in the order body instead of trusting it', async () => {
    const buyer = await signUp(testApp.app);
    for (const field of ['user', 'total', 'items', 'status']) {
      const response = await placeOrder(buyer, { [field]: field === 'user' ? other.authUser._id : 0 });
      expectFieldError(response, field);
    }
    const theirs = await send('GET', `/api/user/orders/${other.authUser._id}`, { cookie: other.cookie });
    expect(theirs.json().orders).toEqual([]);
  });

  it.each([
    ["' OR 1=1 --", 201],
    ['x'.repeat(10_000), 400],
    ['a\u0000b', 400],
  ] as const)(
    'answers the Idempotency-Key %.20j with %i (an order, or a 400 naming it)',
    async (key, status) => {
      const buyer = await signUp(testApp.app);
      const response = await placeOrder(buyer, {}, key);
      expect(response.statusCode).toBe(status);
      if (status === 400) expect(errorOf(response).fields).toHaveProperty('Idempotency-Key');
    },
  );

  it.each(["' OR 1=1 --", '..%2f..', '1'])('answers the order id %j with a 404', async (id) => {
    const response = await send('GET', `/api/orders/${id}`, { cookie: admin.cookie });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('notFound');
  });
});

describe('validation', () => {
  it.each([7, 2.3, -1, -0.5, 5.5, 0.25, '3', 'abc', null, true, [3], { value: 3 }])(
    'refuses the rating %j with a 400 naming rating',
    async (rating) => {
      const response = await send('POST', `/api/books/${bookId}/rate-book`, {
        cookie: reader.cookie,
        payload: { rating },
      });
      expectFieldError(response, 'rating', messages.ratingInvalid);
    },
  );

  it('accepts 0 only as the clear action, leaving no rating', async () => {
    await send('POST', `/api/books/${bookId}/rate-book`, { cookie: reader.cookie, payload: { rating: 4 } });
    const cleared = await send('POST', `/api/books/${bookId}/rate-book`, {
      cookie: reader.cookie,
      payload: { rating: 0 },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().myRating).toBeNull();
  });

  it('never drives a basket count below zero', async () => {
    const shopper = await signUp(testApp.app);
    await send('POST', `/api/books/${bookId}/add-book-to-basket`, { cookie: shopper.cookie });
    for (let i = 0; i < 3; i += 1) {
      const response = await send('POST', `/api/books/${bookId}/remove-book-from-basket`, {
        cookie: shopper.cookie,
      });
      expect(response.statusCode).toBe(200);
    }
    const basket = await send('GET', '/api/books/get-basket-books', { cookie: shopper.cookie });
    expect(basket.json().basketBooks).toEqual([]);
    await send('POST', `/api/books/${bookId}/add-book-to-basket`, { cookie: shopper.cookie });
    const again = await send('GET', '/api/books/get-basket-books', { cookie: shopper.cookie });
    expect(again.json().basketBooks.map((entry: { count: number }) => entry.count)).toEqual([1]);
  });

  it.each([
    ['price', -1],
    ['price', 12.155],
    ['price', 0],
    ['price', '12.15'],
    ['year', 999],
    ['year', new Date().getFullYear() + 2],
    ['year', 2001.5],
    ['pagesCount', 0],
    ['pagesCount', -10],
    ['pagesCount', 20_001],
    ['pagesCount', 1.5],
    ['category', []],
    ['category', 'novel'],
    ['category.0', 'cookery'],
    ['name.eng', ''],
    ['name.eng', 'x'.repeat(10 * 1024)],
    ['info.esp', '   '],
    ['image', 'javascript:alert(1)'],
    ['language', ''],
  ])('refuses a book whose %s is %.40j with a 400 naming it', async (field, value) => {
    const book: Record<string, unknown> = await createValidBook();
    const [top, sub] = field.split('.') as [string, string | undefined];
    if (sub && top !== 'category') book[top] = { ...(book[top] as object), [sub]: value };
    else if (sub) book[top] = [value];
    else book[top] = value;
    const response = await send('POST', '/api/books', { cookie: admin.cookie, payload: book });
    expectFieldError(response, field);
  });

  it.each([
    [
      '/api/authors',
      { name: { eng: 'A', esp: 'A' }, biography: { eng: '', esp: 'B' }, image: '/x.svg' },
      'biography.eng',
    ],
    [
      '/api/publishers',
      {
        name: { eng: 'x'.repeat(10 * 1024), esp: 'P' },
        information: { eng: 'I', esp: 'I' },
        image: '/x.svg',
      },
      'name.eng',
    ],
  ])('refuses %s with an empty or a 10 KB text, naming it', async (url, body, field) => {
    expectFieldError(await send('POST', url, { cookie: admin.cookie, payload: body }), field);
  });

  it('refuses an empty or an over-long comment and name, naming the field, and a 100 KB one with 413', async () => {
    for (const text of ['', 'x'.repeat(2001)]) {
      const response = await send('POST', `/api/books/${bookId}/comment-book`, {
        cookie: reader.cookie,
        payload: { text },
      });
      expectFieldError(response, 'text');
    }
    const longName = await send('POST', '/api/users/update-user', {
      cookie: reader.cookie,
      payload: { name: 'x'.repeat(101) },
    });
    expectFieldError(longName, 'name');
    for (const [url, payload] of [
      [`/api/books/${bookId}/comment-book`, { text: 'x'.repeat(100 * 1024) }],
      ['/api/users/update-user', { name: 'x'.repeat(100 * 1024) }],
    ] as const) {
      const response = await send('POST', url, { cookie: reader.cookie, payload });
      expect(response.statusCode).toBe(413);
      expect(errorOf(response).code).toBe('payloadTooLarge');
    }
  });

  it.each([
    ['POST', '/api/books/:book/rate-book', { rating: 3, weight: 10 }, 'weight'],
    ['POST', '/api/books/:book/comment-book', { text: 'Hi', createdAt: '2000-01-01' }, 'createdAt'],
    [
      'POST',
      '/api/comments/evaluate',
      { commentId: '00000000-0000-4000-8000-000000000000', value: 'like', user: 'x' },
      'user',
    ],
    [
      'PUT',
      '/api/user/save_new_password',
      { currentPassword: 'secret-password', newPassword: 'other-password', userId: 'x' },
      'userId',
    ],
  ] as const)('%s %s names an unknown JSON field', async (method, url, payload, field) => {
    const response = await send(method, url.replace(':book', bookId), { cookie: reader.cookie, payload });
    expectFieldError(response, field);
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    for (const body of ['{"rating": 3', '{rating: 3}', "{'rating': 3}", '[1,2', 'nul']) {
      const response = await send('POST', `/api/books/${bookId}/rate-book`, {
        cookie: reader.cookie,
        payload: body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, body).toBe(400);
      expect(errorOf(response).code).toBe('malformedJson');
    }
  });

  it('answers a JSON body that is not an object with a 400 in the error shape', async () => {
    for (const body of ['null', '3', '"rating"', '[]', 'true']) {
      const response = await send('POST', `/api/books/${bookId}/rate-book`, {
        cookie: reader.cookie,
        payload: body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, body).toBe(400);
      expect(errorOf(response).code).toBe('invalidInput');
    }
  });

  it('answers a body over 1 MB with 413 in the error shape', async () => {
    const response = await send('POST', `/api/books/${bookId}/comment-book`, {
      cookie: reader.cookie,
      payload: JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 1) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).code).toBe('payloadTooLarge');
  });

  it.each([
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
  ])('answers a %s body with 415 in the error shape', async (contentType) => {
    const response = await send('POST', `/api/books/${bookId}/comment-book`, {
      cookie: reader.cookie,
      payload: contentType.startsWith('text') ? '{"text":"hi"}' : 'text=hi',
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response).code).toBe('unsupportedMediaType');
  });
});

describe('injection', () => {
  const sqlTexts = [
    "' OR '1'='1",
    "'; DROP TABLE books; --",
    '" OR ""="',
    "Robert'); DROP TABLE users;--",
    '1; SELECT pg_sleep(5)',
    '$$; SELECT 1; $$',
    '\\',
    '%',
    '_',
    '%_%',
    '\u0000',
  ];

  it.each(sqlTexts.filter((text) => text !== '\u0000'))(
    'searches for %j and answers normal results',
    async (text) => {
      const before = (await send('GET', '/api/books?limit=100')).json().books.length;
      for (const language of ['eng', 'esp']) {
        const response = await send('GET', `/api/search/${encodeURIComponent(text)}/${language}`);
        expect(response.statusCode, response.body).toBe(200);
        searchResponseSchema.parse(response.json());
      }
      expect((await send('GET', '/api/books?limit=100')).json().books).toHaveLength(before);
    },
  );

  it.each(['\u0000', 'a\u0000b'])(
    'refuses a NUL byte in a search, a sign-in and a text with a 400 naming the field',
    async (nul) => {
      expectFieldError(await send('GET', `/api/search/${encodeURIComponent(nul)}/eng`), 'name');
      const login = await send('POST', '/api/users/login', {
        payload: { email: reader.email, password: nul },
        ip: '10.76.0.1',
      });
      expectFieldError(login, 'password');
      const comment = await send('POST', `/api/books/${bookId}/comment-book`, {
        cookie: reader.cookie,
        payload: { text: nul },
      });
      expectFieldError(comment, 'text');
      const book = await createValidBook();
      const created = await send('POST', '/api/books', {
        cookie: admin.cookie,
        payload: { ...book, name: { ...book.name, esp: nul }, category: ['novel', nul] },
      });
      expectFieldError(created, 'name.esp');
      expectFieldError(created, 'category.1');
    },
  );

  it.each(sqlTexts.map((text, index) => [text, index] as const))(
    'answers a login with %j as 400 or 401, never signing in',
    async (text, index) => {
      const asEmail = await send('POST', '/api/users/login', {
        payload: { email: text, password: 'x' },
        ip: '10.77.0.1',
      });
      expectFieldError(asEmail, 'email');
      // A real account: an injected password must not match whatever the stored hash is.
      const target = await signUp(testApp.app, { email: `injected${index}@example.com` });
      const asPassword = await send('POST', '/api/users/login', {
        payload: { email: target.email, password: text },
        ip: `10.77.1.${index}`,
      });
      expect([400, 401]).toContain(asPassword.statusCode);
      errorOf(asPassword);
      expect(asPassword.cookies).toHaveLength(0);
    },
  );

  it('keeps SQL and pattern characters in texts verbatim', async () => {
    const writer = await signUp(testApp.app, { name: 'O\'Brien"; --', surname: '%_\\' });
    expect(writer.authUser).toMatchObject({ name: 'O\'Brien"; --', surname: '%_\\' });
    for (const text of sqlTexts.filter((t) => t !== '\u0000')) {
      const response = await send('POST', `/api/books/${bookId}/comment-book`, {
        cookie: writer.cookie,
        payload: { text: `${text} tail` },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().comment.text).toBe(`${text} tail`);
    }
    const update = await send('POST', '/api/users/update-user', {
      cookie: writer.cookie,
      payload: { surname: "x' WHERE 1=1; --" },
    });
    expect(update.json().authUser.surname).toBe("x' WHERE 1=1; --");
    // The update touched no one else.
    const theirs = await send('GET', `/api/users/${reader.authUser._id}`, { cookie: reader.cookie });
    expect(theirs.json().user.surname).toBe('Rodoreda');
  });

  it.each(["' OR 1=1 --", '%', '_', 'novel; DROP TABLE books'])(
    'refuses %j as a category or a limit with a 400 naming it',
    async (text) => {
      expectFieldError(await send('GET', `/api/books?category=${encodeURIComponent(text)}`), 'category');
      expectFieldError(await send('GET', `/api/books?limit=${encodeURIComponent(text)}`), 'limit');
    },
  );

  it.each(["' OR 1=1 --", '%25', '..%2f..%2f', '1 OR 1=1'])('answers the id %j with a 404', async (id) => {
    for (const url of [`/api/books/${id}`, `/api/authors/${id}`, `/api/publishers/${id}`]) {
      const response = await send('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(errorOf(response).code).toBe('notFound');
    }
  });
});

describe('sessions', () => {
  /** Who the cookie signs in: a user's id, or null for a guest (verify-user never refuses a guest). */
  const signedInAs = async (cookie?: string): Promise<string | null> => {
    const response = await send('GET', '/api/users/verify-user', { cookie });
    expect(response.statusCode).toBe(200);
    return (response.json() as { authUser: { _id: string } | null }).authUser?._id ?? null;
  };

  it('signs in nobody with an expired session, a session of a deleted token or a tampered signature', async () => {
    const victim = await signUp(testApp.app);
    expect(await signedInAs(victim.cookie)).toBe(victim.authUser._id);

    const [value] = victim.cookie.replace('session=', '').split('.');
    expect(await signedInAs(`session=${value}.AAAA`)).toBeNull();
    expect(await signedInAs(`session=${value}`)).toBeNull();
    expect(await signedInAs('session=')).toBeNull();
    expect(await signedInAs(`session=${'a'.repeat(10_000)}`)).toBeNull();

    await testApp.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, victim.authUser._id));
    expect(await signedInAs(victim.cookie)).toBeNull();
    const refused = await send('GET', '/api/books/get-basket-books', { cookie: victim.cookie });
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused).code).toBe('notSignedIn');
  });

  it('gives every sign-in its own session id, and the old one stays unknown after logout', async () => {
    const twice = await signUp(testApp.app);
    const login = (ip: string) =>
      send('POST', '/api/users/login', { payload: { email: twice.email, password: twice.password }, ip });
    const first = (await login('10.80.0.1')).cookies.find((c) => c.name === 'session')?.value;
    const second = (await login('10.80.0.2')).cookies.find((c) => c.name === 'session')?.value;
    expect(first).toBeDefined();
    expect(second).not.toBe(first);
    await send('DELETE', '/api/users/logout', { cookie: `session=${first}` });
    expect(await signedInAs(`session=${first}`)).toBeNull();
    expect(await signedInAs(`session=${second}`)).toBe(twice.authUser._id);
  });

  it.each([
    'https://evil.example',
    'null',
    'http://localhost.evil.example',
    'http://evil.example:80',
    'not a url',
    // The same host by another scheme or port is another site.
    'https://localhost',
    'http://localhost:8080',
    'ws://localhost',
  ])('refuses writes from the origin %s, signed in or not', async (origin) => {
    const posted = await send('POST', `/api/books/${bookId}/comment-book`, {
      cookie: reader.cookie,
      payload: { text: 'Cross-site' },
      headers: { origin, host: 'localhost' },
    });
    expect(posted.statusCode).toBe(403);
    expect(errorOf(posted).code).toBe('forbidden');
    const logout = await send('DELETE', '/api/users/logout', {
      cookie: reader.cookie,
      headers: { origin, host: 'localhost' },
    });
    expect(logout.statusCode).toBe(403);
    expect(await signedInAs(reader.cookie)).toBe(reader.authUser._id);
  });
});

describe('brute force', () => {
  it('counts the real address, not one forged in X-Forwarded-For, when no proxy is trusted', async () => {
    for (let i = 0; i < signInLimits.perAddress; i += 1) {
      const response = await send('POST', '/api/users/login', {
        payload: { email: `spray${i}@example.com`, password: 'guess' },
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
        ip: '10.90.0.1',
      });
      expect(response.statusCode).toBe(401);
    }
    const oneMore = await send('POST', '/api/users/login', {
      payload: { email: 'spray-last@example.com', password: 'guess' },
      headers: { 'x-forwarded-for': '192.0.2.200' },
      ip: '10.90.0.1',
    });
    expect(oneMore.statusCode).toBe(429);
    expect(Number(oneMore.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorOf(oneMore).code).toBe('tooManyLoginAttempts');
  });
});

describe('static files', () => {
  let base: URL;
  beforeAll(async () => {
    base = new URL(await testApp.app.listen({ port: 0, host: '127.0.0.1' }));
  });

  /** A GET whose path goes out byte for byte: fetch and inject() would resolve the dot segments first. */
  function rawGet(path: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const request = httpRequest({ host: base.hostname, port: base.port, path }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.end();
    });
  }

  it.each([
    '/..%2f..%2fetc%2fpasswd',
    '/..%2F..%2F..%2Fetc%2Fpasswd',
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/..%5c..%5cetc%5cpasswd',
    '/..\\..\\etc\\passwd',
    '/assets/..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/assets/../../../../etc/passwd',
    '/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/images/books/..%2f..%2f..%2fetc%2fpasswd',
    '/images/..%2f..%2fpackage.json',
    '/assets/main-abc123.js%00.html',
    '/index.html%00',
  ])('answers %s with a 404 in the error shape', async (path) => {
    const response = await rawGet(path);
    expect(response.status, response.body.slice(0, 200)).toBe(404);
    expect(response.body).not.toContain('root:');
    expect(errorBodySchema.parse(JSON.parse(response.body)).error.code).toBe('notFound');
  });

  it('still answers pages whose search text holds a slash or a percent sign', async () => {
    for (const path of ['/search/AC%2FDC', '/search/100%25', '/books/categories/novel']) {
      const response = await rawGet(path);
      expect(response.status, path).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
  });
});
