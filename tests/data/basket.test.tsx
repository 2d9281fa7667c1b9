import type { Book } from '@bookshop/contract';
import { guestBasketAtom, mergeGuestBasket, useBasket, useSignIn } from '@bookshop/data';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Reader } from '../../apps/api/test/helpers';
import { createTestProviders } from './support/providers';
import { type ShopApi, startShopApi } from './support/shopApi';

let api: ShopApi;
let admin: Reader;
let reader: Reader;
let first: Book;
let second: Book;
/** A book the admin has sold out of. */
let soldOut: Book;
beforeAll(async () => {
  api = await startShopApi();
  admin = await api.signUpAdmin();
  [first, second, soldOut] = (await api.call('GET', '/books?limit=3')).books;
  await api.call('PATCH', `/books/${soldOut._id}`, { as: admin, body: { stock: 0 } });
});
afterAll(() => api.close());
beforeEach(async () => {
  api.browser.reset();
  // Each test's reader has a server basket of their own, and signs in with the browser a guest.
  reader = await api.signUp();
  localStorage.clear();
});

const guestBook = (book: Book) => ({ id: book._id, name: book.name.esp, price: book.price });
/** The reader's server basket, as `[book id, count]`, read as the server keeps it. */
const serverBasket = async (): Promise<[string, number][]> =>
  (await api.call('GET', '/books/get-basket-books', { as: reader })).basketBooks.map(
    (entry: { book: Book; count: number }) => [entry.book._id, entry.count],
  );
const signInDetails = () => ({ email: reader.email, password: reader.password });

describe('useBasket for a guest', () => {
  it('keeps the basket in localStorage under "basket", adding and removing copies', async () => {
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => useBasket(), { wrapper });
    await waitFor(() => expect(result.current.signedIn).toBe(false));

    act(() => result.current.add(guestBook(first)));
    act(() => result.current.add(guestBook(first)));
    act(() => result.current.add(guestBook(second)));
    expect(result.current.count).toBe(3);
    expect(result.current.price).toBeCloseTo(first.price * 2 + second.price, 2);
    expect(JSON.parse(localStorage.getItem('basket') ?? '[]')).toEqual([
      { count: 2, book: guestBook(first) },
      { count: 1, book: guestBook(second) },
    ]);

    act(() => result.current.remove(second._id));
    expect(result.current.lines.map((line) => [line.book.id, line.count])).toEqual([[first._id, 2]]);
    expect(JSON.parse(localStorage.getItem('basket') ?? '[]')).toEqual([
      { count: 2, book: guestBook(first) },
    ]);
  });

  it('shows each name in the reader’s language, whatever language it was added in', async () => {
    // Stored while the shop was in Spanish; the reader now reads English.
    localStorage.setItem('basket', JSON.stringify([{ count: 1, book: guestBook(first) }]));
    localStorage.setItem('language', JSON.stringify('eng'));
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => useBasket(), { wrapper });
    await waitFor(() => expect(result.current.lines[0]?.book.name).toBe(first.name.eng));
    expect(result.current.count).toBe(1);
    // What is stored keeps the SPEC's shape.
    expect(JSON.parse(localStorage.getItem('basket') ?? '[]')).toEqual([
      { count: 1, book: guestBook(first) },
    ]);
  });
});

describe('useBasket for a signed-in reader', () => {
  it('add and remove replace the whole basket with the server’s list', async () => {
    api.browser.signInAs(reader);
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => useBasket(), { wrapper });
    await waitFor(() => expect(result.current.signedIn).toBe(true));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.lines).toEqual([]);

    // Meanwhile another tab of the same reader added a book: the next answer brings it too.
    for (let copy = 0; copy < 2; copy++) {
      await api.call('POST', `/books/${second._id}/add-book-to-basket`, { as: reader });
    }
    act(() => result.current.add(guestBook(first)));
    await waitFor(() => expect(result.current.count).toBe(3));
    expect(result.current.lines.map((line) => [line.book.id, line.count])).toEqual([
      [second._id, 2],
      [first._id, 1],
    ]);
    // Names follow the reader's language; nothing went to the guest basket.
    expect(result.current.lines[1]?.book.name).toBe(first.name.esp);
    expect(localStorage.getItem('basket')).toBeNull();

    // The other tab empties the basket.
    for (const [bookId, count] of await serverBasket()) {
      for (let copy = 0; copy < count; copy++) {
        await api.call('POST', `/books/${bookId}/remove-book-from-basket`, { as: reader });
      }
    }
    act(() => result.current.remove(second._id));
    // The book was no longer on the server: its answer, an empty basket, is what shows.
    await waitFor(() => expect(result.current.count).toBe(0));
    expect(result.current.lines).toEqual([]);
    expect(result.current.price).toBe(0);
  });
});

describe('the basket says which copy the reader added, and only that', () => {
  it('a signed-in reader: not the basket that loaded with books, the copy once the server holds it', async () => {
    await api.call('POST', `/books/${second._id}/add-book-to-basket`, { as: reader });
    api.browser.signInAs(reader);
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => useBasket(), { wrapper });
    await waitFor(() => expect(result.current.count).toBe(1));
    expect(result.current.addition).toBeNull();

    act(() => result.current.add(guestBook(first)));
    await waitFor(() =>
      expect(result.current.addition).toMatchObject({ id: first._id, name: first.name.esp }),
    );
    expect(result.current.count).toBe(2);
  });

  it('a guest: not the basket kept from before, the copy at once; signing in moves the basket and adds nothing', async () => {
    localStorage.setItem('basket', JSON.stringify([{ count: 1, book: guestBook(second) }]));
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => ({ signIn: useSignIn(), basket: useBasket() }), { wrapper });
    await waitFor(() => expect(result.current.basket.signedIn).toBe(false));
    expect(result.current.basket.addition).toBeNull();

    act(() => result.current.basket.add(guestBook(first)));
    const added = result.current.basket.addition;
    expect(added).toMatchObject({ id: first._id, name: first.name.esp });

    await act(() => result.current.signIn.mutateAsync(signInDetails()));
    await waitFor(() => expect(result.current.basket.count).toBe(2));
    expect(result.current.basket.signedIn).toBe(true);
    expect(result.current.basket.addition).toBe(added);
    expect(result.current.basket.merged?.copies).toBe(2);
  });
});

describe('signing in moves the guest basket to the server', () => {
  it('adds every copy, clears the local basket and shows the server basket', async () => {
    const { wrapper, store } = createTestProviders();
    store.set(guestBasketAtom, [
      { count: 2, book: guestBook(first) },
      { count: 1, book: guestBook(second) },
    ]);
    const { result } = renderHook(() => ({ signIn: useSignIn(), basket: useBasket() }), { wrapper });

    await act(() => result.current.signIn.mutateAsync(signInDetails()));

    await waitFor(() => expect(result.current.basket.count).toBe(3));
    expect(await serverBasket()).toEqual([
      [first._id, 2],
      [second._id, 1],
    ]);
    expect(store.get(guestBasketAtom)).toEqual([]);
    expect(result.current.basket.signedIn).toBe(true);
    // The shop is told how many saved copies came along, so it can say so.
    expect(result.current.basket.merged?.copies).toBe(3);
  });

  it('keeps in the browser exactly the copies the server refused, and adds them later without doubles', async () => {
    const { wrapper, store } = createTestProviders();
    store.set(guestBasketAtom, [
      { count: 2, book: guestBook(first) },
      { count: 1, book: guestBook(second) },
    ]);
    // The server takes the first copy; the connection drops under the second.
    api.browser.lose('POST', /\/add-book-to-basket$/, 'request', 1);

    const { result } = renderHook(() => useSignIn(), { wrapper });
    await act(() => result.current.mutateAsync(signInDetails()));

    expect(result.current.isSuccess).toBe(true);
    // Nothing lost, nothing doubled: one copy reached the server, the rest waits in the browser.
    expect(await serverBasket()).toEqual([[first._id, 1]]);
    expect(store.get(guestBasketAtom)).toEqual([
      { count: 1, book: guestBook(first) },
      { count: 1, book: guestBook(second) },
    ]);

    // Once signed in, the basket sends the waiting copies again.
    const basket = renderHook(() => useBasket(), { wrapper });
    await waitFor(() => expect(store.get(guestBasketAtom)).toEqual([]));
    await waitFor(() => expect(basket.result.current.count).toBe(3));
    expect(await serverBasket()).toEqual([
      [first._id, 2],
      [second._id, 1],
    ]);
  });
});

describe('the merge runs once even when asked twice at once', () => {
  it('does not send the guest copies twice', async () => {
    const { wrapper, store, queryClient } = createTestProviders();
    store.set(guestBasketAtom, [{ count: 2, book: guestBook(first) }]);
    api.browser.signInAs(reader);
    renderHook(() => useBasket(), { wrapper });

    await Promise.all([mergeGuestBasket(queryClient, store), mergeGuestBasket(queryClient, store)]);

    expect(await serverBasket()).toEqual([[first._id, 2]]);
    expect(store.get(guestBasketAtom)).toEqual([]);
  });
});

describe('the basket and the stock', () => {
  it('a guest’s basket takes no more copies than the catalogue has, and names the book refused', async () => {
    const { wrapper, store } = createTestProviders();
    const { result } = renderHook(() => useBasket(), { wrapper });
    await waitFor(() => expect(result.current.signedIn).toBe(false));
    const twoLeft = { ...guestBook(first), stock: 2 };
    act(() => result.current.add(twoLeft));
    act(() => result.current.add(twoLeft));
    expect(result.current.refusal).toBeNull();
    act(() => result.current.add(twoLeft));
    // Stored as the SPEC's shape, without the stock, and never more than 2.
    expect(store.get(guestBasketAtom)).toEqual([{ count: 2, book: guestBook(first) }]);
    await waitFor(() =>
      expect(result.current.refusal).toMatchObject({ id: first._id, stock: 2, reason: 'notEnoughStock' }),
    );
    expect(result.current.refusal?.name.esp).toBe(first.name.esp);
  });

  it('a signed-in reader is told which book the server refused', async () => {
    api.browser.signInAs(reader);
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => useBasket(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.add(guestBook(soldOut)));
    await waitFor(() =>
      expect(result.current.refusal).toMatchObject({ id: soldOut._id, name: soldOut.name, stock: 0 }),
    );
    expect(result.current.lines).toEqual([]);
  });

  it('signing in drops the guest copies the stock cannot cover, saying which book, and moves the rest', async () => {
    const { wrapper, store } = createTestProviders();
    store.set(guestBasketAtom, [
      { count: 1, book: guestBook(soldOut) },
      { count: 1, book: guestBook(second) },
    ]);
    const { result } = renderHook(() => useSignIn(), { wrapper });
    await act(() => result.current.mutateAsync(signInDetails()));
    await waitFor(() => expect(store.get(guestBasketAtom)).toEqual([]));
    expect(await serverBasket()).toEqual([[second._id, 1]]);
    const basket = renderHook(() => useBasket(), { wrapper });
    expect(basket.result.current.refusal).toMatchObject({ id: soldOut._id, stock: 0 });
  });
});
