export { fixtureBooks } from './fixtures';
export { booksHandlers, handlers } from './handlers';
