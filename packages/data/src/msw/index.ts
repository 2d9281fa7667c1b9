/**
 * Mock Service Worker handlers that answer like the real API, for stories and tests.
 *
 * - msw/node: `setupServer(...createHandlers(createMswState({ signedIn: true })))`, and read or change
 *   the state object to see what the calls did.
 * - Storybook (msw-storybook-addon): `beforeEach({ msw }) { msw.use(...scenarios.guest()) }`.
 * - States: `scenarios` (guest, signedIn, admin, manyBooks, empty, slow, error); the lists' empty, slow
 *   and error states with `booksHandlers` and `relatedBooksHandlers`; one failing or slow call with
 *   `failingApi({ path, method, status })` or `slowApi({ path, ms })` put before the other handlers.
 */

export { bookListPage } from './bookLists';
export * from './fixtures';
export { createHandlers, handlers } from './handlers';
export { createOrderHandlers, fixtureOrder, mswOrders, ordersHandlers } from './orders';
export { createMswState, type MswState, type MswStateOptions } from './state';
export {
  booksHandlers,
  type FailingOptions,
  failingApi,
  relatedBooksHandlers,
  scenarios,
  slowApi,
} from './variants';
