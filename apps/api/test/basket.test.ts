import { basketResponseSchema } from '@bookshop/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  openSecondApp,
  type Reader,
  signUp,
  signUpAdmin,
  someBookId,
  type TestApp,
} from './helpers';

let testApp: TestApp;
let reader: Reader;
let firstBook: string;
let secondBook: string;
beforeAll(async () => {
  testApp = await createTestApp();
  reader = await signUp(testApp.app);
  firstBook = await someBookId(testApp.app, 0);
  secondBook = await someBookId(testApp.app, 1);
});
afterAll(() => testApp.close());

function call(
  action: 'add-book-to-basket' | 'remove-book-from-basket',
  bookId: string,
  who: Reader | null = reader,
) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/books/${bookId}/${action}`,
    headers: who ? { cookie: who.cookie } : {},
  });
}
const basketOf = async (who: Reader) =>
  basketResponseSchema.parse(
    (
      await testApp.app.inject({ url: '/api/books/get-basket-books', headers: { cookie: who.cookie } })
    ).json(),
  ).basketBooks;

describe('the server basket', () => {
  it('starts empty', async () => {
    expect(await basketOf(reader)).toEqual([]);
  });

  it('adds one copy per call and answers the whole basket in the order books were added', async () => {
    await call('add-book-to-basket', firstBook);
    await call('add-book-to-basket', secondBook);
    const response = await call('add-book-to-basket', firstBook);
    expect(response.statusCode).toBe(200);
    const { basketBooks } = basketResponseSchema.parse(response.json());
    expect(basketBooks.map((entry) => [entry.book._id, entry.count])).toEqual([
      [firstBook, 2],
      [secondBook, 1],
    ]);
    expect(basketBooks[0]?.book.price).toBeGreaterThan(0);
    expect(basketBooks[0]?.book.name.esp).not.toBe('');
  });

  it('removes one copy per call and drops the entry at zero', async () => {
    expect((await call('remove-book-from-basket', firstBook)).json().basketBooks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ count: 1, book: expect.objectContaining({ _id: firstBook }) }),
      ]),
    );
    const response = await call('remove-book-from-basket', firstBook);
    expect(response.json().basketBooks.map((entry: { book: { _id: string } }) => entry.book._id)).toEqual([
      secondBook,
    ]);
  });

  it('ignores removing a book that is not in the basket, never going negative', async () => {
    const response = await call('remove-book-from-basket', firstBook);
    expect(response.statusCode).toBe(200);
    expect(response.json().basketBooks).toHaveLength(1);
    await call('add-book-to-basket', firstBook);
    expect((await basketOf(reader)).find((entry) => entry.book._id === firstBook)?.count).toBe(1);
  });

  it('accepts a JSON content type with no body, as a generic client sends it', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/books/${secondBook}/add-book-to-basket`,
      headers: { cookie: reader.cookie, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(
      response.json().basketBooks.find((entry: { book: { _id: string } }) => entry.book._id === secondBook)
        .count,
    ).toBe(2);
    const malformed = await testApp.app.inject({
      method: 'POST',
      url: `/api/books/${secondBook}/add-book-to-basket`,
      headers: { cookie: reader.cookie, 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('malformedJson');
  });

  it('is private to each reader', async () => {
    const stranger = await signUp(testApp.app);
    expect(await basketOf(stranger)).toEqual([]);
  });

  it('needs a session, an existing book, and POST', async () => {
    expect((await testApp.app.inject('/api/books/get-basket-books')).statusCode).toBe(401);
    expect((await call('add-book-to-basket', firstBook, null)).statusCode).toBe(401);
    expect((await call('add-book-to-basket', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('remove-book-from-basket', 'nope')).statusCode).toBe(404);
    const viaGet = await testApp.app.inject({
      url: `/api/books/${firstBook}/add-book-to-basket`,
      headers: { cookie: reader.cookie },
    });
    expect(viaGet.statusCode).toBe(404);
  });

  it('does not take a book the shop no longer shows', async () => {
    const admin = await signUpAdmin(testApp);
    const withdrawn = await someBookId(testApp.app, 2);
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/books/${withdrawn}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode).toBe(200);
    const shopper = await signUp(testApp.app);
    expect((await call('add-book-to-basket', withdrawn, shopper)).statusCode).toBe(404);
    expect(await basketOf(shopper)).toEqual([]);
  });
});

describe('changes sent at once', () => {
  let second: Awaited<ReturnType<typeof openSecondApp>>;
  let secondApp: FastifyInstance;
  beforeAll(async () => {
    second = await openSecondApp(testApp);
    secondApp = second.app;
  });
  afterAll(() => second.close());

  /** The same call through either of two API processes on one database, by turns. */
  const through = (index: number, action: Parameters<typeof call>[0], bookId: string, who: Reader) =>
    (index % 2 ? secondApp : testApp.app).inject({
      method: 'POST',
      url: `/api/books/${bookId}/${action}`,
      headers: { cookie: who.cookie },
    });
  const countOf = async (who: Reader, bookId: string) =>
    (await basketOf(who)).find((entry) => entry.book._id === bookId)?.count ?? 0;

  it('two removals of a book counted 2 leave none, every time', async () => {
    const shopper = await signUp(testApp.app);
    for (let trial = 0; trial < 10; trial++) {
      await call('add-book-to-basket', firstBook, shopper);
      await call('add-book-to-basket', firstBook, shopper);
      const removed = await Promise.all(
        [0, 1].map((i) => through(i, 'remove-book-from-basket', firstBook, shopper)),
      );
      expect(removed.map((response) => response.statusCode)).toEqual([200, 200]);
      expect(await countOf(shopper, firstBook), `trial ${trial}`).toBe(0);
    }
  });

  it('counts every one of many additions and removals', async () => {
    const shopper = await signUp(testApp.app);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => through(i, 'add-book-to-basket', secondBook, shopper)),
    );
    expect(await countOf(shopper, secondBook)).toBe(12);
    await Promise.all(
      Array.from({ length: 9 }, (_, i) => through(i, 'remove-book-from-basket', secondBook, shopper)),
    );
    expect(await countOf(shopper, secondBook)).toBe(3);
    await Promise.all(
      Array.from({ length: 6 }, (_, i) => through(i, 'remove-book-from-basket', secondBook, shopper)),
    );
    expect(await countOf(shopper, secondBook)).toBe(0);
  });
});
