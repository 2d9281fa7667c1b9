import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, configureApi } from '../client';
import { booksHandlers, fixtureBooks, handlers } from '../msw';
import { newBooksQuery } from './newBooks';

const server = setupServer(...handlers);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configureApi({ baseUrl: 'http://shop.test/api' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const fetchNewBooks = (limit?: number) => new QueryClient().fetchQuery(newBooksQuery(limit));

describe('newBooksQuery', () => {
  it('loads the newest books and names their ids `id`', async () => {
    const books = await fetchNewBooks(10);

    expect(books).toHaveLength(10);
    expect(books[0]).toMatchObject({
      id: fixtureBooks[0]?._id,
      name: { esp: 'Cien años de soledad' },
      author: { id: fixtureBooks[0]?.author._id },
    });
    expect(books[0]).not.toHaveProperty('_id');
  });

  it('asks for the given number of books', async () => {
    expect(await fetchNewBooks(3)).toHaveLength(3);
  });

  it('keys the cache by limit', () => {
    expect(newBooksQuery(10).queryKey).not.toEqual(newBooksQuery(3).queryKey);
  });

  it('fails with loadNewBooksError and the server message', async () => {
    server.use(booksHandlers.error);

    const failure = await fetchNewBooks(10).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      code: 'loadNewBooksError',
      status: 500,
      message: 'Something went wrong on our side',
    });
  });

  it('carries the field errors of a refused request', async () => {
    const failure = await fetchNewBooks(0).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      code: 'loadNewBooksError',
      status: 400,
      fields: { limit: expect.any(String) },
    });
  });

  it('fails with loadNewBooksError when the answer does not match the contract', async () => {
    server.use(http.get('*/api/books', () => HttpResponse.json({ books: [{ _id: 1 }] })));

    await expect(fetchNewBooks(10)).rejects.toMatchObject({
      code: 'loadNewBooksError',
      serverCode: 'invalidResponse',
    });
  });
});
