import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { sendImport } from './backOffice/imports';
import { newBooksQuery } from './books/newBooks';
import { configureApi } from './client';
import { fixtureBooks } from './msw';

const browserFetch = (address: string, init: RequestInit) => globalThis.fetch(address, init);
afterEach(() => configureApi({ baseUrl: 'http://shop.test/api', timeoutMs: 15_000, fetch: browserFetch }));

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

describe("a catalogue feed's upload", () => {
  it('waits for a feed that takes longer to send than any other call may take', async () => {
    const id = '0b6c1f52-8f0c-4c1e-9d7b-6a1f0e2d3c4b';
    // A server that answers after 300 ms, as one does once a large feed has arrived.
    const slowServer = (_address: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const answered = setTimeout(() => resolve(Response.json({ import: { id } }, { status: 202 })), 300);
        init.signal?.addEventListener('abort', () => {
          clearTimeout(answered);
          reject(init.signal?.reason);
        });
      });
    configureApi({ baseUrl: '/api', timeoutMs: 100, fetch: slowServer });

    await expect(new QueryClient().fetchQuery(newBooksQuery(2))).rejects.toMatchObject({
      serverCode: 'timeout',
    });
    await expect(sendImport(new Blob(['<ONIXMessage release="3.0"/>']), 'feed.xml')).resolves.toEqual({
      import: { id },
    });
  });
});
