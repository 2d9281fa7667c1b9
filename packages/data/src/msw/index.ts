export * from './fixtures';
export { createHandlers, handlers } from './handlers';
export { createMswState, type MswState, type MswStateOptions } from './state';
export { booksHandlers, type FailingOptions, failingApi, scenarios, slowApi } from './variants';
export { createOrderHandlers, fixtureOrder, mswOrders, ordersHandlers } from './orders';
