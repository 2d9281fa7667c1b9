// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../client';
import { createHandlers, createMswState, fixtureBooks, type MswState } from '../msw';
import { guestBasketAtom } from '../state/guestBasket';
import { createTestProviders } from '../test-providers';
import { useSignIn } from '../user/userActions';
import { mergeGuestBasket } from './merge';
import { basketTotals } from './totals';
import { useBasket } from './useBasket';

let state: MswState;
const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configureApi({ baseUrl: 'http://shop.test/api' });
});
beforeEach(() => {
  state = createMswState();
  server.resetHandlers(...createHandlers(state));
  localStorage.clear();
});
afterAll(() => server.close());

const [first, second] = fixtureBooks as [(typeof fixtureBooks)[0], (typeof fixtureBooks)[0]];
const guestBook = (book: typeof first) => ({ id: book._id, name: book.name.esp, price: book.price });

describe('basketTotals', () => {
  it('is 0 and 0 for an empty basket', () => {
    expect(basketTotals([])).toEqual({ count: 0, price: 0 });
  });

  it('counts copies and sums exact cents', () => {
    expect(basketTotals([{ count: 3, book: { price: 19.99 } }])).toEqual({ count: 3, price: 59.97 });
    expect(
      basketTotals([
        { count: 1, book: { price: 0.1 } },
        { count: 1, book: { price: 0.2 } },
      ]),
    ).toEqual({
      count: 2,
      price: 0.3,
    });
  });

  it('rounds a price with more than 2 decimals down', () => {
    expect(basketTotals([{ count: 1, book: { price: 12.159 } }]).price).toBe(12.15);
  });
});

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
    state = createMswState({ signedIn: true });
    server.resetHandlers(...createHandlers(state));
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => useBasket(), { wrapper });
    await waitFor(() => expect(result.current.signedIn).toBe(true));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.lines).toEqual([]);

    // Meanwhile another tab of the same reader added a book: the next answer brings it too.
    state.basket.push({
      count: 2,
      book: {
        _id: second._id,
        name: second.name,
        price: second.price,
        image: second.image,
        stock: second.stock,
      },
    });
    act(() => result.current.add(guestBook(first)));
    await waitFor(() => expect(result.current.count).toBe(3));
    expect(result.current.lines.map((line) => [line.book.id, line.count])).toEqual([
      [second._id, 2],
      [first._id, 1],
    ]);
    // Names follow the reader's language; nothing went to the guest basket.
    expect(result.current.lines[1]?.book.name).toBe(first.name.esp);
    expect(localStorage.getItem('basket')).toBeNull();

    state.basket = [];
    act(() => result.current.remove(second._id));
    // The book was no longer on the server: its answer, an empty basket, is what shows.
    await waitFor(() => expect(result.current.count).toBe(0));
    expect(result.current.lines).toEqual([]);
    expect(result.current.price).toBe(0);
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

    await act(() => result.current.signIn.mutateAsync({ email: 'merce@example.com', password: 'secret' }));

    await waitFor(() => expect(result.current.basket.count).toBe(3));
    expect(state.basket.map((entry) => [entry.book._id, entry.count])).toEqual([
      [first._id, 2],
      [second._id, 1],
    ]);
    expect(store.get(guestBasketAtom)).toEqual([]);
    expect(result.current.basket.signedIn).toBe(true);
  });

  it('keeps in the browser exactly the copies the server refused, and adds them later without doubles', async () => {
    const { wrapper, store } = createTestProviders();
    store.set(guestBasketAtom, [
      { count: 2, book: guestBook(first) },
      { count: 1, book: guestBook(second) },
    ]);
    // The server accepts the first copy, then fails once.
    let calls = 0;
    server.use(
      http.post('*/api/books/:id/add-book-to-basket', () => {
        calls += 1;
        return calls === 2
          ? HttpResponse.json({ error: { code: 'internalError', message: 'down' } }, { status: 500 })
          : undefined;
      }),
    );

    const { result } = renderHook(() => useSignIn(), { wrapper });
    await act(() => result.current.mutateAsync({ email: 'merce@example.com', password: 'secret' }));

    expect(result.current.isSuccess).toBe(true);
    // Nothing lost, nothing doubled: one copy reached the server, the rest waits in the browser.
    expect(state.basket.map((entry) => [entry.book._id, entry.count])).toEqual([[first._id, 1]]);
    expect(store.get(guestBasketAtom)).toEqual([
      { count: 1, book: guestBook(first) },
      { count: 1, book: guestBook(second) },
    ]);

    // Once signed in, the basket sends the waiting copies again.
    const basket = renderHook(() => useBasket(), { wrapper });
    await waitFor(() => expect(store.get(guestBasketAtom)).toEqual([]));
    await waitFor(() => expect(basket.result.current.count).toBe(3));
    expect(state.basket.map((entry) => [entry.book._id, entry.count])).toEqual([
      [first._id, 2],
      [second._id, 1],
    ]);
  });
});

describe('the merge runs once even when asked twice at once', () => {
  it('does not send the guest copies twice', async () => {
    const { wrapper, store, queryClient } = createTestProviders();
    store.set(guestBasketAtom, [{ count: 2, book: guestBook(first) }]);
    state.user = createMswState({ signedIn: true }).user;
    renderHook(() => useBasket(), { wrapper });

    await Promise.all([mergeGuestBasket(queryClient, store), mergeGuestBasket(queryClient, store)]);

    expect(state.basket.map((entry) => [entry.book._id, entry.count])).toEqual([[first._id, 2]]);
    expect(store.get(guestBasketAtom)).toEqual([]);
  });
});

describe('the basket and the stock', () => {
  const refusedBody = (book: typeof first, stock: number) => ({
    error: {
      code: 'notEnoughStock',
      message: `Not enough copies left of “${book.name.eng}”`,
      books: [{ _id: book._id, name: book.name, stock, reason: 'notEnoughStock' }],
    },
  });

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
    state = createMswState({ signedIn: true });
    server.resetHandlers(...createHandlers(state));
    server.use(
      http.post('*/api/books/:id/add-book-to-basket', () =>
        HttpResponse.json(refusedBody(first, 0), { status: 409 }),
      ),
    );
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => useBasket(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.add(guestBook(first)));
    await waitFor(() =>
      expect(result.current.refusal).toMatchObject({ id: first._id, name: first.name, stock: 0 }),
    );
    expect(result.current.lines).toEqual([]);
  });

  it('signing in drops the guest copies the stock cannot cover, saying which book, and moves the rest', async () => {
    const { wrapper, store } = createTestProviders();
    store.set(guestBasketAtom, [
      { count: 1, book: guestBook(first) },
      { count: 1, book: guestBook(second) },
    ]);
    server.use(
      http.post('*/api/books/:id/add-book-to-basket', ({ params }) =>
        params.id === first._id ? HttpResponse.json(refusedBody(first, 0), { status: 409 }) : undefined,
      ),
    );
    const { result } = renderHook(() => useSignIn(), { wrapper });
    await act(() => result.current.mutateAsync({ email: 'merce@example.com', password: 'secret' }));
    await waitFor(() => expect(store.get(guestBasketAtom)).toEqual([]));
    expect(state.basket.map((entry) => [entry.book._id, entry.count])).toEqual([[second._id, 1]]);
    const basket = renderHook(() => useBasket(), { wrapper });
    expect(basket.result.current.refusal).toMatchObject({ id: first._id, stock: 0 });
  });
});
