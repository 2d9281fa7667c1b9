export * from './fixtures';
export { createHandlers, handlers } from './handlers';
export { createOrderHandlers, fixtureOrder, mswOrders, ordersHandlers } from './orders';
export { createMswState, type MswState, type MswStateOptions } from './state';
export { booksHandlers, type FailingOptions, failingApi, scenarios, slowApi } from './variants';
