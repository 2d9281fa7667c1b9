// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, configureApi } from '../client';
import {
  booksHandlers,
  createHandlers,
  createMswState,
  failingApi,
  fixtureShelf,
  relatedBooksHandlers,
  slowApi,
} from '../msw';
import { createTestProviders } from '../test-providers';
import { bookListQuery, useBookList } from './bookList';
import { bookSearchQuery } from './bookSearch';
import { relatedBooksQuery } from './relatedBooks';

const shelf = fixtureShelf(60);
const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configureApi({ baseUrl: 'http://shop.test/api' });
});
beforeEach(() => server.resetHandlers(...createHandlers(createMswState({ books: shelf }))));
afterAll(() => server.close());

describe('bookListQuery', () => {
  it('loads a page of a category with its total and facets, ids named `id`', async () => {
    const page = await new QueryClient().fetchQuery(bookListQuery({ category: 'imaginative', page: 2 }));

    expect(page.total).toBe(60);
    expect(page.page).toBe(2);
    expect(page.books).toHaveLength(24);
    expect(page.books[0]).toMatchObject({ id: shelf[24]?._id, author: { id: expect.any(String) } });
    expect(page.books[0]).not.toHaveProperty('_id');
    expect(page.facets.languages.map((entry) => entry.language).sort()).toEqual(['cat', 'eng', 'esp']);
    expect(page.facets.categories.map((entry) => entry.category)).toContain('novel');
  });

  it('asks for the sort and filters given, and the server answers only books that pass them', async () => {
    const page = await new QueryClient().fetchQuery(
      bookListQuery({ category: 'novel', sort: 'price_asc', language: 'eng', maxPrice: 30, pageSize: 100 }),
    );
    const prices = page.books.map((book) => book.price);
    expect(page.books.length).toBeGreaterThan(0);
    expect(page.books.every((book) => book.language === 'eng' && book.category.includes('novel'))).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(Math.max(...prices)).toBeLessThanOrEqual(30);
  });

  it('keys equal lists alike, whatever order or defaults they were written with', () => {
    expect(bookListQuery({ category: 'novel', page: 1, sort: 'newest' }).queryKey).toEqual(
      bookListQuery({ sort: 'newest', category: 'novel' }).queryKey,
    );
    expect(bookListQuery({ category: 'novel', page: 2 }).queryKey).not.toEqual(
      bookListQuery({ category: 'novel' }).queryKey,
    );
  });

  it('keeps the page shown while the next one loads, then shows the next', async () => {
    const { wrapper } = createTestProviders();
    const { result, rerender } = renderHook(({ page }) => useBookList({ category: 'imaginative', page }), {
      wrapper,
      initialProps: { page: 1 },
    });
    await waitFor(() => expect(result.current.data?.page).toBe(1));
    const firstPage = result.current.data?.books.map((book) => book.id);

    server.use(slowApi({ path: '/books', ms: 200 }));
    rerender({ page: 2 });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.books.map((book) => book.id)).toEqual(firstPage);

    await waitFor(() => expect(result.current.data?.page).toBe(2));
    expect(result.current.isPlaceholderData).toBe(false);
    expect(result.current.data?.books[0]?.id).toBe(shelf[24]?._id);
  });

  it('shows an empty category as an empty page', async () => {
    server.use(booksHandlers.empty);
    const page = await new QueryClient().fetchQuery(bookListQuery({ category: 'poem' }));
    expect(page).toMatchObject({ books: [], total: 0, facets: { price: null, year: null } });
  });

  it('fails with getBooksError, naming the field the server refused', async () => {
    await expect(new QueryClient().fetchQuery(bookListQuery({ pageSize: 101 }))).rejects.toMatchObject({
      code: 'getBooksError',
      status: 400,
      fields: { pageSize: expect.any(String) },
    });
    server.use(failingApi({ path: '/books', method: 'get' }));
    const failure = await new QueryClient().fetchQuery(bookListQuery({})).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'getBooksError', status: 500 });
  });
});

describe('bookSearchQuery', () => {
  it('loads the books found, best match first, with no suggestion', async () => {
    const page = await new QueryClient().fetchQuery(bookSearchQuery('estante 1', { pageSize: 100 }));
    expect(page.books.length).toBeGreaterThan(1);
    expect(page.books.every((book) => book.name.esp.includes('estante 1'))).toBe(true);
    expect(page.suggestion).toBeNull();
    expect(page.truncated).toBe(false);
  });

  it('suggests the closest name when nothing matches', async () => {
    const page = await new QueryClient().fetchQuery(bookSearchQuery('libro del estanque'));
    expect(page.total).toBe(0);
    expect(page.suggestion).toMatchObject({ id: expect.any(String), name: { esp: expect.any(String) } });
  });

  it('sends nothing for an empty text, and keys the text with the list', () => {
    expect(bookSearchQuery('  ').enabled).toBe(false);
    expect(bookSearchQuery('quijote', { page: 2 }).queryKey).not.toEqual(bookSearchQuery('quijote').queryKey);
  });

  it('fails with searchByNameError', async () => {
    server.use(failingApi({ path: '/books', method: 'get' }));
    await expect(new QueryClient().fetchQuery(bookSearchQuery('quijote'))).rejects.toMatchObject({
      code: 'searchByNameError',
    });
  });
});

describe('relatedBooksQuery', () => {
  it("loads the book's shelves without the book itself", async () => {
    const book = shelf[0];
    const shelves = await new QueryClient().fetchQuery(relatedBooksQuery(book?._id ?? ''));
    expect(shelves.byAuthor.length).toBeGreaterThan(0);
    expect(shelves.sameCategory.length).toBeGreaterThan(0);
    expect([...shelves.byAuthor, ...shelves.sameCategory].map((entry) => entry.id)).not.toContain(book?._id);
  });

  it('shows empty shelves, and fails with getBooksError', async () => {
    server.use(relatedBooksHandlers.empty);
    expect(await new QueryClient().fetchQuery(relatedBooksQuery(shelf[0]?._id ?? ''))).toEqual({
      byAuthor: [],
      sameCategory: [],
    });
    server.use(relatedBooksHandlers.error);
    await expect(new QueryClient().fetchQuery(relatedBooksQuery(shelf[0]?._id ?? ''))).rejects.toMatchObject({
      code: 'getBooksError',
      status: 500,
    });
  });
});
