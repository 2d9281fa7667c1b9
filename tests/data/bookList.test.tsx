import { categoryWithSubcategories } from '@bookshop/contract';
import { ApiError, bookListQuery, bookSearchQuery, relatedBooksQuery, useBookList } from '@bookshop/data';
import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBooks } from '../../apps/api/src/db/seed/demo-catalogue';
import type { Reader } from '../../apps/api/test/helpers';
import { createTestProviders } from './support/providers';
import { type ShopApi, startShopApi } from './support/shopApi';

let api: ShopApi;
let admin: Reader;
beforeAll(async () => {
  api = await startShopApi();
  admin = await api.signUpAdmin();
});
afterAll(() => api.close());

/** The demo catalogue's imaginative books (novels, poems, ...), newest first as it was loaded. */
const imaginative = demoBooks.filter((book) =>
  book.category.some((slug) => (categoryWithSubcategories('imaginative') as string[]).includes(slug)),
);

/** The only published book of a category, unpublished by the admin: the category is empty now. */
async function emptied(category: string): Promise<void> {
  const { books } = await api.call('GET', `/books?category=${category}&pageSize=100`);
  for (const book of books) await api.call('DELETE', `/books/${book._id}`, { as: admin });
}

/** An admin's new book by a new author, from a new publisher, alone in its category. */
async function aBookAlone(category: string): Promise<string> {
  await emptied(category);
  const text = { eng: 'Added for the test.', esp: 'Añadido para la prueba.' };
  const { author } = await api.call('POST', '/authors', {
    as: admin,
    body: { name: { eng: 'Nova Autora', esp: 'Nova Autora' }, biography: text, image: '/images/a.webp' },
  });
  const { publisher } = await api.call('POST', '/publishers', {
    as: admin,
    body: {
      name: { eng: 'Nova Editorial', esp: 'Nova Editorial' },
      information: text,
      image: '/images/p.webp',
    },
  });
  const { book } = await api.call('POST', '/books', {
    as: admin,
    body: {
      name: { eng: 'A book alone', esp: 'Un libro solo' },
      info: text,
      image: '/images/b.webp',
      category: [category],
      author: author._id,
      publisher: publisher._id,
      pagesCount: 100,
      language: 'esp',
      year: 2020,
      price: 10,
    },
  });
  return book._id;
}

describe('bookListQuery', () => {
  it('loads a page of a category with its total and facets, ids named `id`', async () => {
    const page = await new QueryClient().fetchQuery(bookListQuery({ category: 'imaginative', page: 2 }));

    expect(page.total).toBe(imaginative.length);
    expect(page.page).toBe(2);
    expect(page.books).toHaveLength(24);
    expect(page.books[0]).toMatchObject({
      id: expect.any(String),
      name: { esp: imaginative[24]?.name.esp },
      author: { id: expect.any(String) },
    });
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

    rerender({ page: 2 });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.books.map((book) => book.id)).toEqual(firstPage);

    await waitFor(() => expect(result.current.data?.page).toBe(2));
    expect(result.current.isPlaceholderData).toBe(false);
    expect(result.current.data?.books[0]?.name.esp).toBe(imaginative[24]?.name.esp);
  });

  it('shows an empty category as an empty page', async () => {
    await emptied('swift');
    const page = await new QueryClient().fetchQuery(bookListQuery({ category: 'swift' }));
    expect(page).toMatchObject({ books: [], total: 0, facets: { price: null, year: null } });
  });

  it('fails with getBooksError, naming the field the server refused', async () => {
    await expect(new QueryClient().fetchQuery(bookListQuery({ pageSize: 101 }))).rejects.toMatchObject({
      code: 'getBooksError',
      status: 400,
      fields: { pageSize: expect.any(String) },
    });
    const failure = await api.whileTheDatabaseFails(() =>
      new QueryClient().fetchQuery(bookListQuery({})).catch((error: unknown) => error),
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'getBooksError', status: 500 });
  });
});

describe('bookSearchQuery', () => {
  it('loads the books found, best match first, with no suggestion', async () => {
    const page = await new QueryClient().fetchQuery(bookSearchQuery('historia', { pageSize: 100 }));
    expect(page.books.length).toBeGreaterThan(1);
    expect(page.books.every((book) => book.name.esp.toLowerCase().includes('historia'))).toBe(true);
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
    await expect(
      api.whileTheDatabaseFails(() => new QueryClient().fetchQuery(bookSearchQuery('quijote'))),
    ).rejects.toMatchObject({ code: 'searchByNameError' });
  });
});

describe('relatedBooksQuery', () => {
  it("loads the book's shelves without the book itself", async () => {
    const [book] = (await api.call('GET', '/books?limit=1')).books;
    const shelves = await new QueryClient().fetchQuery(relatedBooksQuery(book._id));
    expect(shelves.byAuthor.length).toBeGreaterThan(0);
    expect(shelves.sameCategory.length).toBeGreaterThan(0);
    expect([...shelves.byAuthor, ...shelves.sameCategory].map((entry) => entry.id)).not.toContain(book._id);
  });

  it('shows empty shelves, and fails with getBooksError', async () => {
    const alone = await aBookAlone('encyclopedia');
    expect(await new QueryClient().fetchQuery(relatedBooksQuery(alone))).toEqual({
      byAuthor: [],
      sameCategory: [],
    });
    // A book whose shelves no test has loaded: the read cache would still send kept ones.
    const [, other] = (await api.call('GET', '/books?limit=2')).books;
    await expect(
      api.whileTheDatabaseFails(() => new QueryClient().fetchQuery(relatedBooksQuery(other._id))),
    ).rejects.toMatchObject({ code: 'getBooksError', status: 500 });
  });
});
