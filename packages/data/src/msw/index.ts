export * from './fixtures';
export { booksHandlers, createHandlers, createMswState, handlers, type MswState } from './handlers';
export { createOrderHandlers, fixtureOrder, mswOrders, ordersHandlers } from './orders';
