import { ApiError, configureApi, newBooksQuery } from '@bookshop/data';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBooks } from '../../apps/api/src/db/seed/demo-catalogue';
import { type ShopApi, startShopApi } from './support/shopApi';

let api: ShopApi;
beforeAll(async () => {
  api = await startShopApi();
});
afterAll(() => api.close());

const fetchNewBooks = (limit?: number) => new QueryClient().fetchQuery(newBooksQuery(limit));

describe('newBooksQuery', () => {
  it('loads the newest books and names their ids `id`', async () => {
    const [newest] = (await api.call('GET', '/books?limit=1')).books;

    const books = await fetchNewBooks(10);

    expect(books).toHaveLength(10);
    expect(books[0]).toMatchObject({
      id: newest._id,
      name: { esp: demoBooks[0]?.name.esp },
      author: { id: newest.author._id },
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
    // A list no test has loaded: the read cache would still send one it keeps, as it should.
    const failure = await api.whileTheDatabaseFails(() => fetchNewBooks(9).catch((error: unknown) => error));
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
    // A server that drifted from the contract: no API built from it can answer so.
    configureApi({ fetch: async () => Response.json({ books: [{ _id: 1 }] }) });
    try {
      await expect(fetchNewBooks(10)).rejects.toMatchObject({
        code: 'loadNewBooksError',
        serverCode: 'invalidResponse',
      });
    } finally {
      configureApi({ fetch: api.browser.fetch });
    }
  });
});
