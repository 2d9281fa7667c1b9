import {
  createOrderBodySchema,
  fieldErrors,
  IDEMPOTENCY_KEY_HEADER,
  isBarcelonaAddress,
  messages,
  nextOrderStatuses,
  type Order,
  orderSchema,
  orderStatusBodySchema,
  RETURN_WINDOW_DAYS,
} from '@bookshop/contract';
import { delay, HttpResponse, http } from 'msw';
import { fixtureBooks, fixtureId, fixtureUser } from './fixtures';
import { api, errorResponse } from './respond';
import type { MswState } from './state';

const DAY = 24 * 60 * 60 * 1000;

/** An order like the API's, validated by the contract; `index` makes its id and date. */
export function fixtureOrder(index: number, overrides: Partial<Order> = {}): Order {
  const [first, second] = fixtureBooks as [(typeof fixtureBooks)[0], (typeof fixtureBooks)[0]];
  return orderSchema.parse({
    _id: fixtureId(7, index),
    user: fixtureUser._id,
    status: 'placed',
    items: [
      { book: { _id: first._id, name: first.name }, count: 2, price: first.price },
      { book: { _id: second._id, name: second.name }, count: 1, price: second.price },
    ],
    total: Math.round((first.price * 2 + second.price) * 100) / 100,
    delivery: {
      street: 'Carrer de Mallorca, 401',
      postcode: '08013',
      town: 'Barcelona',
      telephone: '+34 931 234 567',
      free: true,
      promise: '24h',
    },
    payment: 'card_on_delivery',
    paymentStatus: 'on_delivery',
    holdUntil: null,
    invoices: [],
    createdAt: new Date(Date.UTC(2026, 10, 20 - index, 10)).toISOString(),
    deliveredAt: null,
    ...overrides,
  });
}

/** What the fake server remembers about orders, beside the rest of its state. */
interface OrdersState {
  orders: Order[];
  /** Each key with the body it came with, as the API keeps them. */
  byIdempotencyKey: Map<string, { body: string; order: Order }>;
}

const ordersStates = new WeakMap<MswState, OrdersState>();

/** The orders the fake server holds for this state, newest first (tests read and seed them). */
export function mswOrders(state: MswState): Order[] {
  return ordersStateOf(state).orders;
}

function ordersStateOf(state: MswState): OrdersState {
  let orders = ordersStates.get(state);
  if (!orders) {
    orders = { orders: [], byIdempotencyKey: new Map() };
    ordersStates.set(state, orders);
  }
  return orders;
}

/** Order handlers that answer like the real API over the shared state (user, basket). */
export function createOrderHandlers(state: MswState) {
  const own = ordersStateOf(state);
  const findOrder = (id: unknown) => own.orders.find((order) => order._id === String(id));
  let created = 0;

  /** Runs `use` on the order if the signed-in user may (an admin may read any), or answers why not. */
  function withOrder(id: unknown, adminToo: boolean, use: (order: Order) => Response) {
    if (!state.user) return errorResponse(401, 'notSignedIn', 'Sign in first');
    const order = findOrder(id);
    if (!order) return errorResponse(404, 'notFound', 'Not found');
    const allowed = order.user === state.user._id || (adminToo && state.user.role === 'admin');
    if (!allowed) return errorResponse(403, 'forbidden', 'You may only see and change your own orders');
    return use(order);
  }

  return [
    http.post(api('/orders'), async ({ request }) => {
      if (!state.user) return errorResponse(401, 'notSignedIn', 'Sign in first');
      const key = request.headers.get(IDEMPOTENCY_KEY_HEADER)?.trim();
      if (!key) {
        return errorResponse(400, 'idempotencyKeyMissing', messages.idempotencyKeyRequired, {
          [IDEMPOTENCY_KEY_HEADER]: messages.idempotencyKeyRequired,
        });
      }
      const parsed = createOrderBodySchema.safeParse(await request.json().catch(() => undefined));
      if (!parsed.success) {
        return errorResponse(400, 'invalidInput', 'Some fields are not valid', fieldErrors(parsed.error));
      }
      const body = JSON.stringify(parsed.data);
      const replay = own.byIdempotencyKey.get(key);
      if (replay && replay.body !== body) {
        return errorResponse(
          409,
          messages.idempotencyKeyReused,
          'This Idempotency-Key was already used for a different order',
        );
      }
      if (replay)
        return HttpResponse.json({ order: replay.order }, { headers: { 'Idempotent-Replayed': 'true' } });
      if (state.basket.length === 0) return errorResponse(400, messages.basketEmpty, 'Your basket is empty');
      const cents = state.basket.reduce(
        (sum, entry) => sum + Math.round(entry.book.price * 100) * entry.count,
        0,
      );
      const free = isBarcelonaAddress(parsed.data.delivery);
      created += 1;
      const order = orderSchema.parse({
        _id: fixtureId(8, created),
        user: state.user._id,
        status: 'placed',
        items: state.basket.map(({ count, book }) => ({
          book: { _id: book._id, name: book.name },
          count,
          price: book.price,
        })),
        total: cents / 100,
        delivery: { ...parsed.data.delivery, free, promise: free ? '24h' : 'operator' },
        payment: parsed.data.payment,
        paymentStatus: 'on_delivery',
        holdUntil: null,
        invoices: [],
        createdAt: new Date().toISOString(),
        deliveredAt: null,
      });
      own.orders.unshift(order);
      own.byIdempotencyKey.set(key, { body, order });
      state.basket = [];
      return HttpResponse.json({ order }, { status: 201 });
    }),
    http.get(api('/user/orders/:id'), ({ params }) => {
      if (!state.user) return errorResponse(401, 'notSignedIn', 'Sign in first');
      if (state.user.role !== 'admin' && params.id !== state.user._id) {
        return errorResponse(403, 'forbidden', 'Not your orders');
      }
      return HttpResponse.json({ orders: own.orders.filter((order) => order.user === params.id) });
    }),
    http.get(api('/orders'), () => {
      if (!state.user) return errorResponse(401, 'notSignedIn', 'Sign in first');
      if (state.user.role !== 'admin') return errorResponse(403, 'forbidden', 'Admins only');
      return HttpResponse.json({ orders: own.orders });
    }),
    http.get(api('/orders/:id'), ({ params }) =>
      withOrder(params.id, true, (order) => HttpResponse.json({ order })),
    ),
    http.post(api('/orders/:id/cancel'), ({ params }) =>
      withOrder(params.id, false, (order) => {
        if (order.status !== 'placed') {
          return errorResponse(
            409,
            messages.orderNotCancellable,
            'Only an order that has not been shipped can be cancelled',
          );
        }
        order.status = 'cancelled';
        return HttpResponse.json({ order });
      }),
    ),
    http.post(api('/orders/:id/return'), ({ params }) =>
      withOrder(params.id, false, (order) => {
        const deliveredAt = order.deliveredAt ? Date.parse(order.deliveredAt) : Number.NaN;
        if (order.status !== 'delivered' || !(Date.now() - deliveredAt <= RETURN_WINDOW_DAYS * DAY)) {
          return errorResponse(
            409,
            messages.returnNotAllowed,
            `A return can be requested only within ${RETURN_WINDOW_DAYS} days of delivery`,
          );
        }
        order.status = 'return_requested';
        return HttpResponse.json({ order });
      }),
    ),
    http.post(api('/orders/:id/status'), async ({ params, request }) => {
      if (!state.user) return errorResponse(401, 'notSignedIn', 'Sign in first');
      if (state.user.role !== 'admin') return errorResponse(403, 'forbidden', 'Admins only');
      const order = findOrder(params.id);
      if (!order) return errorResponse(404, 'notFound', 'Not found');
      const parsed = orderStatusBodySchema.safeParse(await request.json().catch(() => undefined));
      if (!parsed.success) {
        return errorResponse(400, 'invalidInput', 'Some fields are not valid', fieldErrors(parsed.error));
      }
      if (!nextOrderStatuses(order.status, 'admin').includes(parsed.data.status)) {
        return errorResponse(
          409,
          messages.statusChangeNotAllowed,
          `An order cannot go from ${order.status} to ${parsed.data.status}`,
        );
      }
      order.status = parsed.data.status;
      if (order.status === 'delivered') order.deliveredAt = new Date().toISOString();
      return HttpResponse.json({ order });
    }),
  ];
}

/** Variants for the states the order screens must handle. */
export const ordersHandlers = {
  slow: http.get(api('/user/orders/:id'), async () => {
    await delay('infinite');
    return HttpResponse.json({ orders: [] });
  }),
  error: http.get(api('/user/orders/:id'), () =>
    errorResponse(500, 'internalError', 'Something went wrong on our side'),
  ),
  createError: http.post(api('/orders'), () =>
    errorResponse(500, 'internalError', 'Something went wrong on our side'),
  ),
};
