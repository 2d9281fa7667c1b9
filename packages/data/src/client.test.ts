import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { newBooksQuery } from './books/newBooks';
import { configureApi } from './client';
import { fixtureBooks } from './msw';

const browserFetch = (address: string, init: RequestInit) => globalThis.fetch(address, init);
afterEach(() => configureApi({ baseUrl: 'http://shop.test/api', fetch: browserFetch }));

describe("the API client's way to the API", () => {
  it('asks the fetch it was given (the server renders through its API in the same process)', async () => {
    const asked: string[] = [];
    configureApi({
      baseUrl: '/api',
      fetch: async (address, init) => {
        asked.push(`${init.method} ${address}`);
        return Response.json({ books: fixtureBooks.slice(0, 2) });
      },
    });

    const books = await new QueryClient().fetchQuery(newBooksQuery(2));

    expect(books.map((book) => book.id)).toEqual(fixtureBooks.slice(0, 2).map((book) => book._id));
    expect(asked).toEqual(['GET /api/books?limit=2']);
  });
});
