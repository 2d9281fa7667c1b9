import { WISHLIST_MAX_BOOKS, wishlistApiPaths } from '@bookshop/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketEntries, books, wishlistEntries } from '../src/db/schema';
import { keepForLater } from '../src/db/wishlist';
import { createTestApp, type Reader, signUp, someBookId, type TestApp } from './helpers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

function call(method: 'GET' | 'PUT' | 'DELETE' | 'POST', path: string, who?: Reader) {
  return testApp.app.inject({
    method,
    url: `/api${path}`,
    headers: who ? { cookie: who.cookie } : {},
  });
}
const keep = (bookId: string, who?: Reader) => call('PUT', wishlistApiPaths.book(bookId), who);
const wishlistOf = async (who: Reader) =>
  (await call('GET', wishlistApiPaths.wishlist(), who)).json().wishlist;
const rowsOf = (who: Reader) =>
  testApp.database.db.select().from(wishlistEntries).where(eq(wishlistEntries.userId, who.authUser._id));
const setStock = (bookId: string, stock: number) =>
  testApp.database.db.update(books).set({ stock }).where(eq(books.id, bookId));

describe('books kept for later (issue 37)', () => {
  it('answers a guest with the contract’s 401 on every call', async () => {
    const bookId = await someBookId(testApp.app);
    for (const [method, path] of [
      ['GET', wishlistApiPaths.wishlist()],
      ['PUT', wishlistApiPaths.book(bookId)],
      ['DELETE', wishlistApiPaths.book(bookId)],
      ['POST', wishlistApiPaths.toBasket(bookId)],
    ] as const) {
      const response = await call(method, path);
      expect(response.statusCode, `${method} ${path}`).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'notSignedIn', message: expect.any(String) } });
    }
  });

  it('keeps a book once however often it is saved, and shows it with cover, price and stock', async () => {
    const reader = await signUp(testApp.app);
    const bookId = await someBookId(testApp.app);
    const first = await keep(bookId, reader);
    expect(first.statusCode, first.body).toBe(200);
    const again = await keep(bookId, reader);
    expect(again.statusCode).toBe(200);
    expect(again.json().wishlist).toEqual([
      {
        book: {
          _id: bookId,
          name: expect.objectContaining({ eng: expect.any(String), esp: expect.any(String) }),
          price: expect.any(Number),
          image: expect.any(String),
          stock: expect.any(Number),
        },
        addedAt: expect.any(String),
      },
    ]);
    expect(await rowsOf(reader)).toHaveLength(1);
  });

  it('makes one row of many saves of one book sent at once', async () => {
    const reader = await signUp(testApp.app);
    const bookId = await someBookId(testApp.app, 1);
    const answers = await Promise.all(Array.from({ length: 8 }, () => keep(bookId, reader)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(await rowsOf(reader)).toHaveLength(1);
  });

  it('never shows one reader’s list to another', async () => {
    const owner = await signUp(testApp.app);
    const other = await signUp(testApp.app);
    const bookId = await someBookId(testApp.app, 2);
    await keep(bookId, owner);
    expect(await wishlistOf(other)).toEqual([]);
    // Removing or moving "their" copy touches nothing of the owner's.
    expect((await call('DELETE', wishlistApiPaths.book(bookId), other)).statusCode).toBe(200);
    expect((await call('POST', wishlistApiPaths.toBasket(bookId), other)).statusCode).toBe(404);
    expect(await wishlistOf(owner)).toHaveLength(1);
  });

  it('forgets a book on DELETE; an unknown book or id is a 404 on save', async () => {
    const reader = await signUp(testApp.app);
    const bookId = await someBookId(testApp.app, 3);
    await keep(bookId, reader);
    const removed = await call('DELETE', wishlistApiPaths.book(bookId), reader);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().wishlist).toEqual([]);
    expect((await keep('not-a-uuid', reader)).statusCode).toBe(404);
    expect((await keep('00000000-0000-4000-8000-000000000000', reader)).statusCode).toBe(404);
  });

  it('moves a kept book into the basket in one call, and out of the list', async () => {
    const reader = await signUp(testApp.app);
    const bookId = await someBookId(testApp.app, 4);
    await keep(bookId, reader);
    const moved = await call('POST', wishlistApiPaths.toBasket(bookId), reader);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().wishlist).toEqual([]);
    expect(moved.json().basketBooks).toEqual([
      expect.objectContaining({ count: 1, book: expect.objectContaining({ _id: bookId }) }),
    ]);
    // A second tap finds nothing left to move, and the basket still holds one copy.
    expect((await call('POST', wishlistApiPaths.toBasket(bookId), reader)).statusCode).toBe(404);
    const basket = (await call('GET', '/books/get-basket-books', reader)).json().basketBooks;
    expect(basket).toEqual([expect.objectContaining({ count: 1 })]);
  });

  it('refuses to move a sold-out book, naming why, and keeps it in the list', async () => {
    const reader = await signUp(testApp.app);
    const bookId = await someBookId(testApp.app, 5);
    await keep(bookId, reader);
    const stockBefore = (await testApp.database.db.select().from(books).where(eq(books.id, bookId)))[0]
      ?.stock;
    await setStock(bookId, 0);
    try {
      const refused = await call('POST', wishlistApiPaths.toBasket(bookId), reader);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'notEnoughStock',
        books: [{ _id: bookId, stock: 0, reason: 'notEnoughStock' }],
      });
      expect(await wishlistOf(reader)).toEqual([
        expect.objectContaining({ book: expect.objectContaining({ _id: bookId, stock: 0 }) }),
      ]);
      const basket = await testApp.database.db
        .select()
        .from(basketEntries)
        .where(and(eq(basketEntries.userId, reader.authUser._id), eq(basketEntries.bookId, bookId)));
      expect(basket).toEqual([]);
    } finally {
      await setStock(bookId, stockBefore ?? 10);
    }
  });

  it(`holds at most ${WISHLIST_MAX_BOOKS} books, even when the last places are raced for`, async () => {
    const reader = await signUp(testApp.app);
    const { db } = testApp.database;
    // Enough plain books to fill a list, by the first demo book's author and publisher.
    const added = await db.execute(sql`
      insert into books (name_eng, name_esp, title_eng, title_esp, info_eng, info_esp, image,
        author_id, publisher_id, pages_count, language, year, price)
      select 'Filler ' || n, 'Relleno ' || n, '', '', 'x', 'x', '/images/books/test.svg',
        first.author_id, first.publisher_id, 100, 'esp', 2020, 10
      from generate_series(1, ${WISHLIST_MAX_BOOKS + 30}) n, (select author_id, publisher_id from books limit 1) first
      returning id`);
    const ids = (added as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    await db
      .insert(wishlistEntries)
      .values(
        ids.slice(0, WISHLIST_MAX_BOOKS - 1).map((bookId) => ({ userId: reader.authUser._id, bookId })),
      );
    // Straight to the data layer too: HTTP's own work would spread the saves out in time.
    const [raced, racedBelow] = await Promise.all([
      Promise.all(
        ids.slice(WISHLIST_MAX_BOOKS - 1, WISHLIST_MAX_BOOKS + 9).map((bookId) => keep(bookId, reader)),
      ),
      Promise.all(
        ids.slice(WISHLIST_MAX_BOOKS + 9).map((bookId) => keepForLater(db, reader.authUser._id, bookId)),
      ),
    ]);
    const kept = raced.filter((answer) => answer.statusCode === 200).length;
    expect(kept + racedBelow.filter((outcome) => outcome === 'kept').length).toBe(1);
    const refused = raced.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(raced.length - kept);
    expect(refused[0]?.json().error.code).toBe('wishlistFull');
    expect(await rowsOf(reader)).toHaveLength(WISHLIST_MAX_BOOKS);
    // A book already kept can still be saved again (nothing changes).
    expect((await keep(ids[0] as string, reader)).statusCode).toBe(200);
    await db.execute(sql`delete from books where name_eng like 'Filler %'`);
  });

  it('is in the own-data export and goes with the account', async () => {
    const reader = await signUp(testApp.app);
    const bookId = await someBookId(testApp.app, 6);
    await keep(bookId, reader);
    const exported = (await call('GET', '/users/me/export', reader)).json();
    expect(exported.wishlist).toEqual([
      { book: { _id: bookId, name: expect.any(Object) }, addedAt: expect.any(String) },
    ]);
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: { cookie: reader.cookie },
      payload: { password: reader.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await rowsOf(reader)).toEqual([]);
  });
});
