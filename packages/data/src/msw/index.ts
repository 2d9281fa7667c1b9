/**
 * Fixed answers for stories (Mock Service Worker), one per state a story shows: what a call finds, a
 * call that fails, a call that is slow. Each story sets its own in `beforeEach({ msw }) { msw.use(...) }`
 * (msw-storybook-addon), the slow or failing one first. Tests of the data layer do not use them: they
 * run against the real API (tests/data).
 */

export { asSearchResult, fixtureAuthor, fixtureBooks } from './fixtures';
export { failingApi, searchAnswer, slowApi } from './handlers';
