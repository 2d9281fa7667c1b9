import { randomUUID } from 'node:crypto';
import type { Book, CreateOrderBody, Order } from '@bookshop/contract';
import {
  ApiError,
  queryKeys,
  useAllOrders,
  useBasket,
  useCancelOrder,
  useCreateOrder,
  useMyOrders,
  useOrder,
  useRequestReturn,
  useSetOrderStatus,
} from '@bookshop/data';
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
beforeAll(async () => {
  api = await startShopApi();
  admin = await api.signUpAdmin();
  [first, second] = (await api.call('GET', '/books?limit=2')).books;
});
afterAll(() => api.close());
beforeEach(async () => {
  api.browser.reset();
  reader = await api.signUp();
  api.browser.signInAs(reader);
  localStorage.clear();
});

const barcelona = {
  delivery: {
    street: 'Carrer de Mallorca, 401',
    postcode: '08013',
    town: 'Barcelona',
    telephone: '+34 931 234 567',
  },
  payment: 'card_on_delivery',
} satisfies CreateOrderBody;
const girona: CreateOrderBody = {
  ...barcelona,
  delivery: { ...barcelona.delivery, postcode: '17001', town: 'Girona' },
};

/** The Idempotency-Key of every POST /orders the browser sent, in order. */
const keysSent = () =>
  api.browser.sent
    .filter((call) => call.method === 'POST' && call.path === '/orders')
    .map((call) => call.headers['Idempotency-Key']);

/** Two copies of the first book and one of the second in `who`'s server basket. */
async function fillBasket(who: Reader = reader): Promise<void> {
  for (const book of [first, first, second]) {
    await api.call('POST', `/books/${book._id}/add-book-to-basket`, { as: who });
  }
}

/** An order placed by `who` (from another tab), of a filled basket. */
async function placedOrder(who: Reader = reader): Promise<Order> {
  await fillBasket(who);
  return (
    await api.call('POST', '/orders', {
      as: who,
      body: barcelona,
      headers: { 'idempotency-key': randomUUID() },
    })
  ).order;
}

/** `who`'s orders as the server keeps them. */
const ordersOf = async (who: Reader): Promise<Order[]> =>
  (await api.call('GET', `/user/orders/${who.authUser._id}`, { as: who })).orders;

/** How many orders the database holds, counted there. */
async function everyOrder(): Promise<number> {
  const counted = await api.testApp.database.db.execute('SELECT count(*)::int AS n FROM orders');
  return (counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

describe('placing an order', () => {
  it('orders the basket, empties the basket in the shop and lists the order first', async () => {
    await fillBasket();
    const { wrapper } = createTestProviders();
    const { result } = renderHook(
      () => ({ create: useCreateOrder(), basket: useBasket(), orders: useMyOrders(reader.authUser._id) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.basket.count).toBe(3));
    await waitFor(() => expect(result.current.orders.data).toEqual([]));

    const { order } = await act(() => result.current.create.mutateAsync(barcelona));

    expect(order.id).toBeTruthy();
    expect(order.total).toBe(Math.round((first.price * 2 + second.price) * 100) / 100);
    expect(order.delivery).toMatchObject({ free: true, promise: '24h' });
    expect(result.current.basket.count).toBe(0);
    await waitFor(() => expect(result.current.orders.data?.map((o) => o.id)).toEqual([order.id]));
  });

  it('promises operator delivery outside Barcelona', async () => {
    await fillBasket();
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => useCreateOrder(), { wrapper });
    const { order } = await act(() => result.current.mutateAsync(girona));
    expect(order.delivery).toMatchObject({ town: 'Girona', free: false, promise: 'operator' });
  });

  it('sends the same key when the same attempt is retried, so a lost answer places one order', async () => {
    await fillBasket();
    // The server places the order, but its answer is lost on the way; the shopper tries again.
    api.browser.lose('POST', /^\/orders$/, 'answer');
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => useCreateOrder(), { wrapper });

    await act(() => result.current.mutateAsync(barcelona).catch(() => {}));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect((result.current.error as ApiError).code).toBe('createOrderError');

    await act(() => result.current.mutateAsync(barcelona));
    expect(keysSent()).toHaveLength(2);
    expect(keysSent()[1]).toBe(keysSent()[0]);
    expect(await ordersOf(reader)).toHaveLength(1);
  });

  it('uses a new key after a success and when the address changes', async () => {
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => useCreateOrder(), { wrapper });

    await fillBasket();
    await act(() => result.current.mutateAsync(barcelona));
    await fillBasket();
    await act(() => result.current.mutateAsync(barcelona));
    expect(keysSent()[1]).not.toBe(keysSent()[0]);
    expect(await ordersOf(reader)).toHaveLength(2);

    // An invalid postcode, then the corrected address: two attempts, two keys.
    await fillBasket();
    const typo = { ...barcelona, delivery: { ...barcelona.delivery, postcode: '8013' } };
    await act(() => result.current.mutateAsync(typo).catch(() => {}));
    expect((result.current.error as ApiError).fields).toEqual({
      'delivery.postcode': 'postcodeNotCorrect',
    });
    await act(() => result.current.mutateAsync(barcelona));
    expect(keysSent()[3]).not.toBe(keysSent()[2]);
    expect(await ordersOf(reader)).toHaveLength(3);
  });

  it('refuses an empty basket with the createOrderError code', async () => {
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => useCreateOrder(), { wrapper });
    await act(() => result.current.mutateAsync(barcelona).catch(() => {}));
    expect(result.current.error).toMatchObject({ code: 'createOrderError', status: 400 });
    expect(await ordersOf(reader)).toEqual([]);
  });
});

describe('reading orders', () => {
  it('reads one order, and names the failure when it is someone else’s', async () => {
    const mine = await placedOrder();
    const theirs = await placedOrder(admin);
    const { wrapper } = createTestProviders();
    const own = renderHook(() => useOrder(mine._id), { wrapper });
    await waitFor(() => expect(own.result.current.data?.items[0]?.book.id).toBe(first._id));

    const other = renderHook(() => useOrder(theirs._id), { wrapper });
    await waitFor(() =>
      expect(other.result.current.error).toMatchObject({ code: 'loadOrderByIdError', status: 403 }),
    );
  });

  it('gives admins every order and others getAllOrdersError', async () => {
    const mine = await placedOrder();
    const theirs = await placedOrder(admin);
    const user = renderHook(() => useAllOrders(), { wrapper: createTestProviders().wrapper });
    await waitFor(() =>
      expect(user.result.current.error).toMatchObject({ code: 'getAllOrdersError', status: 403 }),
    );

    api.browser.signInAs(admin);
    const orderCount = await everyOrder();
    const all = renderHook(() => useAllOrders(), { wrapper: createTestProviders().wrapper });
    await waitFor(() => expect(all.result.current.data).toHaveLength(orderCount));
    expect(all.result.current.data?.map((order) => order.id)).toEqual(
      expect.arrayContaining([mine._id, theirs._id]),
    );
  });
});

describe('changing an order', () => {
  it('cancels a placed order in the list and the detail without loading them again', async () => {
    const placed = await placedOrder();
    const { wrapper, queryClient } = createTestProviders();
    const { result } = renderHook(
      () => ({
        cancel: useCancelOrder(),
        list: useMyOrders(reader.authUser._id),
        detail: useOrder(placed._id),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
    await waitFor(() => expect(result.current.detail.data).toBeDefined());
    const listKey = queryKeys.orders.list(reader.authUser._id);
    const loadsBefore = queryClient.getQueryState(listKey)?.dataUpdateCount;

    await act(() => result.current.cancel.mutateAsync(placed._id));

    expect(result.current.list.data?.[0]?.status).toBe('cancelled');
    expect(result.current.detail.data?.status).toBe('cancelled');
    expect(queryClient.isFetching()).toBe(0);
    expect(queryClient.getQueryState(listKey)?.dataUpdateCount).toBe((loadsBefore ?? 0) + 1);

    // Cancelled once, it cannot be cancelled again.
    await act(() => result.current.cancel.mutateAsync(placed._id).catch(() => {}));
    expect(result.current.cancel.error).toMatchObject({ code: 'cancelOrderError', status: 409 });
  });

  it('lets an admin ship and deliver, then the user request a return', async () => {
    const orderId = (await placedOrder())._id;
    const { wrapper } = createTestProviders();
    const ret = renderHook(() => useRequestReturn(), { wrapper });

    // A return before delivery is refused.
    await act(() => ret.result.current.mutateAsync(orderId).catch(() => {}));
    expect(ret.result.current.error).toMatchObject({ code: 'requestReturnError', status: 409 });

    api.browser.signInAs(admin);
    const orderCount = await everyOrder();
    const { result } = renderHook(() => ({ setStatus: useSetOrderStatus(), all: useAllOrders() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.all.data).toHaveLength(orderCount));
    // The newest order first: this one.
    expect(result.current.all.data?.[0]?.id).toBe(orderId);
    // Only the customer asks for a return, not an admin.
    await act(() => ret.result.current.mutateAsync(orderId).catch(() => {}));
    expect(ret.result.current.error).toMatchObject({ code: 'requestReturnError', status: 403 });

    await act(() => result.current.setStatus.mutateAsync({ orderId, status: 'shipped' }));
    await waitFor(() => expect(result.current.all.data?.[0]?.status).toBe('shipped'));
    await act(() => result.current.setStatus.mutateAsync({ orderId, status: 'delivered' }));
    await waitFor(() => expect(result.current.all.data?.[0]?.status).toBe('delivered'));

    api.browser.signInAs(reader);
    await act(() => ret.result.current.mutateAsync(orderId));
    await waitFor(() => expect(result.current.all.data?.[0]?.status).toBe('return_requested'));
  });
});
