import { accountApiPaths, backOfficeApiPaths } from '@bookshop/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Reader, signUp, signUpAdmin, someBookId, type TestApp } from './helpers';

// Answers about a signed-in reader (their e-mail and telephone, basket, orders, data) are kept by no
// cache: not a shared one (a proxy, a CDN), which would give them to the next visitor, and not the
// browser's on disk, on a computer others use too (http/private-answers.ts).

let testApp: TestApp;
let reader: Reader;
let admin: Reader;
let bookId: string;
beforeAll(async () => {
  testApp = await createTestApp();
  reader = await signUp(testApp.app);
  admin = await signUpAdmin(testApp);
  bookId = await someBookId(testApp.app);
});
afterAll(() => testApp.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Reader, payload?: object) {
  return testApp.app.inject({
    method,
    url: `/api${url}`,
    headers: {
      ...(who ? { cookie: who.cookie } : {}),
      ...(url === '/orders' ? { 'idempotency-key': `private-answers-${Date.now()}` } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

const varyNames = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? '')
    .split(/\s*,\s*/)
    .map((name) => name.toLowerCase());

function expectPrivate(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(400);
  expect(response.headers['cache-control'], what).toBe('private, no-store');
  expect(varyNames(response), what).toContain('cookie');
}

describe('answers about a signed-in reader', () => {
  it('are private and never stored, from who they are to what they ordered', async () => {
    const id = reader.authUser._id;
    expectPrivate(await call('GET', '/users/verify-user', reader), 'verify-user');
    expectPrivate(await call('GET', `/users/${id}`, reader), '/users/:id');
    expectPrivate(
      await call('POST', '/users/update-user', reader, { telephone: '+34 600 111 222' }),
      'update-user',
    );
    expectPrivate(await call('POST', `/books/${bookId}/add-book-to-basket`, reader), 'add-book-to-basket');
    expectPrivate(await call('GET', '/books/get-basket-books', reader), 'get-basket-books');
    const placed = await call('POST', '/orders', reader, {
      delivery: {
        street: 'Carrer de Mallorca, 401',
        postcode: '08013',
        town: 'Barcelona',
        telephone: '+34 931 234 567',
      },
      payment: 'card_on_delivery',
    });
    expectPrivate(placed, 'POST /orders');
    expectPrivate(await call('GET', `/orders/${placed.json().order._id}`, reader), '/orders/:id');
    expectPrivate(await call('GET', `/user/orders/${id}`, reader), '/user/orders/:id');
    expectPrivate(await call('GET', accountApiPaths.exportData(), reader), 'account export');
    // A book page carries the reader's own rating.
    expectPrivate(await call('GET', `/books/${bookId}`, reader), 'a book page, signed in');
    // An admin's lists are about readers too.
    expectPrivate(await call('GET', backOfficeApiPaths.adminUsers(), admin), 'admin users');
    expectPrivate(await call('GET', '/orders', admin), 'every order');
  });

  it('are private when a session starts or ends', async () => {
    const login = await call('POST', '/users/login', undefined, {
      email: reader.email,
      password: reader.password,
    });
    expectPrivate(login, 'login');
    const signedUp = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      remoteAddress: '10.77.0.1',
      payload: {
        name: 'Caterina',
        surname: 'Albert',
        email: `caterina-${Date.now()}@example.com`,
        telephone: '+34 931 234 567',
        password: 'secret-password',
        confirmPassword: 'secret-password',
      },
    });
    expectPrivate(signedUp, 'signup');
    expectPrivate(await call('DELETE', '/users/logout', await signUp(testApp.app)), 'logout');
  });

  it("tell shared caches that a guest's answer to a session question depends on the cookie", async () => {
    const guest = await call('GET', '/users/verify-user');
    expect(guest.json()).toEqual({ authUser: null });
    expect(varyNames(guest)).toContain('cookie');
    // Who is asked about by someone not signed in: refused, and never stored either.
    const refused = await call('GET', '/books/get-basket-books');
    expect(refused.statusCode).toBe(401);
    expect(varyNames(refused)).toContain('cookie');
  });

  it('leave the catalogue as every reader shares it', async () => {
    for (const who of [undefined, reader]) {
      const books = await call('GET', '/books?limit=10', who);
      expect(books.headers['cache-control']).toBe('public, no-cache');
      expect(varyNames(books)).not.toContain('cookie');
    }
    const guestBook = await call('GET', `/books/${bookId}`);
    expect(guestBook.headers['cache-control']).toBe('public, no-cache');
  });
});
