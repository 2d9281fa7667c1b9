import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newBooksQuery } from './books/newBooks';
import { configureApi, providePageAnswers } from './client';
import { fixtureBooks } from './msw';

// Counts the calls that reach the network, answering each with the first fixture book only.
let networkCalls = 0;
const server = setupServer(
  http.get('http://shop.test/api/books', () => {
    networkCalls += 1;
    return HttpResponse.json({ books: fixtureBooks.slice(0, 1) });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configureApi({ baseUrl: 'http://shop.test/api' });
});
afterEach(() => {
  networkCalls = 0;
  providePageAnswers({});
});
afterAll(() => server.close());

const fetchNewBooks = (limit: number) => new QueryClient().fetchQuery(newBooksQuery(limit));

describe('answers a server-rendered page came with', () => {
  it('answer the first call to their address without the network, then the network answers', async () => {
    providePageAnswers({ 'http://shop.test/api/books?limit=3': { books: fixtureBooks.slice(0, 3) } });

    const first = await fetchNewBooks(3);
    expect(first.map((book) => book.id)).toEqual(fixtureBooks.slice(0, 3).map((book) => book._id));
    expect(networkCalls).toBe(0);

    const second = await fetchNewBooks(3);
    expect(second).toHaveLength(1);
    expect(networkCalls).toBe(1);
  });

  it('answer only their own address', async () => {
    providePageAnswers({ 'http://shop.test/api/books?limit=3': { books: fixtureBooks.slice(0, 3) } });

    expect(await fetchNewBooks(5)).toHaveLength(1);
    expect(networkCalls).toBe(1);
  });
});
