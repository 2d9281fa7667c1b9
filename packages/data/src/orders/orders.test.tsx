// @vitest-environment happy-dom
import type { CreateOrderBody } from '@bookshop/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useBasket } from '../basket/useBasket';
import { ApiError, configureApi } from '../client';
import {
  createHandlers,
  createMswState,
  fixtureAdmin,
  fixtureBooks,
  fixtureOrder,
  fixtureUser,
  type MswState,
  mswOrders,
} from '../msw';
import { queryKeys } from '../queryKeys';
import { createTestProviders } from '../test-providers';
import { useAllOrders } from './allOrders';
import { useCancelOrder } from './cancelOrder';
import { useCreateOrder } from './createOrder';
import { useMyOrders } from './myOrders';
import { useOrder } from './order';
import { useRequestReturn } from './requestReturn';
import { useSetOrderStatus } from './setOrderStatus';

let state: MswState;
/** The Idempotency-Key of every POST /orders the server saw, in order. */
let keysSent: string[];
const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configureApi({ baseUrl: 'http://shop.test/api' });
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/orders') {
      keysSent.push(request.headers.get('Idempotency-Key') ?? '');
    }
  });
});
beforeEach(() => {
  state = createMswState({ signedIn: true });
  keysSent = [];
  server.resetHandlers(...createHandlers(state));
  localStorage.clear();
});
afterAll(() => server.close());

const [first, second] = fixtureBooks as [(typeof fixtureBooks)[0], (typeof fixtureBooks)[0]];
const barcelona: CreateOrderBody = {
  delivery: {
    street: 'Carrer de Mallorca, 401',
    postcode: '08013',
    town: 'Barcelona',
    telephone: '+34 931 234 567',
  },
  payment: 'card_on_delivery',
};
const girona: CreateOrderBody = {
  ...barcelona,
  delivery: { ...barcelona.delivery, postcode: '17001', town: 'Girona' },
};

function fillBasket() {
  state.basket = [
    {
      count: 2,
      book: { _id: first._id, name: first.name, price: first.price, image: first.image, stock: 20 },
    },
    {
      count: 1,
      book: { _id: second._id, name: second.name, price: second.price, image: second.image, stock: 20 },
    },
  ];
}

describe('placing an order', () => {
  it('orders the basket, empties the basket in the shop and lists the order first', async () => {
    fillBasket();
    const { wrapper } = createTestProviders();
    const { result } = renderHook(
      () => ({ create: useCreateOrder(), basket: useBasket(), orders: useMyOrders(fixtureUser._id) }),
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
    fillBasket();
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => useCreateOrder(), { wrapper });
    const { order } = await act(() => result.current.mutateAsync(girona));
    expect(order.delivery).toMatchObject({ town: 'Girona', free: false, promise: 'operator' });
  });

  it('sends the same key when the same attempt is retried, so a lost answer places one order', async () => {
    fillBasket();
    // The first try is lost on the way; the shopper tries again.
    server.use(http.post('*/api/orders', () => HttpResponse.error(), { once: true }));
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => useCreateOrder(), { wrapper });

    await act(() => result.current.mutateAsync(barcelona).catch(() => {}));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect((result.current.error as ApiError).code).toBe('createOrderError');

    await act(() => result.current.mutateAsync(barcelona));
    expect(keysSent).toHaveLength(2);
    expect(keysSent[1]).toBe(keysSent[0]);
    expect(mswOrders(state)).toHaveLength(1);
  });

  it('uses a new key after a success and when the address changes', async () => {
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => useCreateOrder(), { wrapper });

    fillBasket();
    await act(() => result.current.mutateAsync(barcelona));
    fillBasket();
    await act(() => result.current.mutateAsync(barcelona));
    expect(keysSent[1]).not.toBe(keysSent[0]);
    expect(mswOrders(state)).toHaveLength(2);

    // An invalid postcode, then the corrected address: two attempts, two keys.
    fillBasket();
    const typo = { ...barcelona, delivery: { ...barcelona.delivery, postcode: '8013' } };
    await act(() => result.current.mutateAsync(typo).catch(() => {}));
    expect((result.current.error as ApiError).fields).toEqual({
      'delivery.postcode': 'postcodeNotCorrect',
    });
    await act(() => result.current.mutateAsync(barcelona));
    expect(keysSent[3]).not.toBe(keysSent[2]);
    expect(mswOrders(state)).toHaveLength(3);
  });

  it('refuses an empty basket with the createOrderError code', async () => {
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => useCreateOrder(), { wrapper });
    await act(() => result.current.mutateAsync(barcelona).catch(() => {}));
    expect(result.current.error).toMatchObject({ code: 'createOrderError', status: 400 });
    expect(mswOrders(state)).toEqual([]);
  });
});

describe('reading orders', () => {
  it('reads one order, and names the failure when it is someone else’s', async () => {
    mswOrders(state).push(fixtureOrder(1), fixtureOrder(2, { user: fixtureAdmin._id }));
    const { wrapper } = createTestProviders();
    const mine = renderHook(() => useOrder(fixtureOrder(1)._id), { wrapper });
    await waitFor(() => expect(mine.result.current.data?.items[0]?.book.id).toBe(first._id));

    const theirs = renderHook(() => useOrder(fixtureOrder(2)._id), { wrapper });
    await waitFor(() =>
      expect(theirs.result.current.error).toMatchObject({ code: 'loadOrderByIdError', status: 403 }),
    );
  });

  it('gives admins every order and others getAllOrdersError', async () => {
    mswOrders(state).push(fixtureOrder(1), fixtureOrder(2, { user: fixtureAdmin._id }));
    const user = renderHook(() => useAllOrders(), { wrapper: createTestProviders().wrapper });
    await waitFor(() =>
      expect(user.result.current.error).toMatchObject({ code: 'getAllOrdersError', status: 403 }),
    );

    state.user = fixtureAdmin;
    const admin = renderHook(() => useAllOrders(), { wrapper: createTestProviders().wrapper });
    await waitFor(() => expect(admin.result.current.data).toHaveLength(2));
  });
});

describe('changing an order', () => {
  it('cancels a placed order in the list and the detail without loading them again', async () => {
    mswOrders(state).push(fixtureOrder(1));
    const { wrapper, queryClient } = createTestProviders();
    const { result } = renderHook(
      () => ({
        cancel: useCancelOrder(),
        list: useMyOrders(fixtureUser._id),
        detail: useOrder(fixtureOrder(1)._id),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
    await waitFor(() => expect(result.current.detail.data).toBeDefined());
    const loadsBefore = queryClient.getQueryState(queryKeys.orders.list(fixtureUser._id))?.dataUpdateCount;

    await act(() => result.current.cancel.mutateAsync(fixtureOrder(1)._id));

    expect(result.current.list.data?.[0]?.status).toBe('cancelled');
    expect(result.current.detail.data?.status).toBe('cancelled');
    expect(queryClient.isFetching()).toBe(0);
    expect(queryClient.getQueryState(queryKeys.orders.list(fixtureUser._id))?.dataUpdateCount).toBe(
      (loadsBefore ?? 0) + 1,
    );

    // Cancelled once, it cannot be cancelled again.
    await act(() => result.current.cancel.mutateAsync(fixtureOrder(1)._id).catch(() => {}));
    expect(result.current.cancel.error).toMatchObject({ code: 'cancelOrderError', status: 409 });
  });

  it('lets an admin ship and deliver, then the user request a return', async () => {
    mswOrders(state).push(fixtureOrder(1));
    const orderId = fixtureOrder(1)._id;
    const { wrapper } = createTestProviders();
    const ret = renderHook(() => useRequestReturn(), { wrapper });

    // A return before delivery is refused.
    await act(() => ret.result.current.mutateAsync(orderId).catch(() => {}));
    expect(ret.result.current.error).toMatchObject({ code: 'requestReturnError', status: 409 });

    state.user = fixtureAdmin;
    const { result } = renderHook(() => ({ setStatus: useSetOrderStatus(), all: useAllOrders() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.all.data).toHaveLength(1));
    // Only the customer asks for a return, not an admin.
    await act(() => ret.result.current.mutateAsync(orderId).catch(() => {}));
    expect(ret.result.current.error).toMatchObject({ code: 'requestReturnError', status: 403 });

    await act(() => result.current.setStatus.mutateAsync({ orderId, status: 'shipped' }));
    await waitFor(() => expect(result.current.all.data?.[0]?.status).toBe('shipped'));
    await act(() => result.current.setStatus.mutateAsync({ orderId, status: 'delivered' }));
    await waitFor(() => expect(result.current.all.data?.[0]?.status).toBe('delivered'));

    state.user = fixtureUser;
    await act(() => ret.result.current.mutateAsync(orderId));
    await waitFor(() => expect(result.current.all.data?.[0]?.status).toBe('return_requested'));
  });
});

describe('the fake server keeps the API’s idempotency rules', () => {
  it('answers the same order for a replay and refuses the key with another body', async () => {
    fillBasket();
    const send = (body: CreateOrderBody) =>
      fetch('http://shop.test/api/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': 'attempt-1' },
        body: JSON.stringify(body),
      });
    const first = await send(barcelona);
    const replay = await send(barcelona);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(200);
    expect((await replay.json()).order).toEqual((await first.json()).order);
    expect((await send(girona)).status).toBe(409);
    expect(mswOrders(state)).toHaveLength(1);
  });
});
