import { describe, expect, it } from 'vitest';
import { bookListQuerySchema, booksQuerySchema, bookListMessages as messages } from './bookList';
import { type BookListQuery, bookListApiPath, bookListFilters, bookListSearch } from './bookListParams';
import { fieldErrors } from './common';
import { readBookListSearch } from './readBookList';

const fieldsOf = (input: Record<string, unknown>) => {
  const result = booksQuerySchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('GET /books query', () => {
  it('keeps the SPEC calls: limit and category alone ask for the newest books', () => {
    expect(booksQuerySchema.parse({})).toEqual({ kind: 'newest', limit: 10, category: undefined });
    expect(booksQuerySchema.parse({ limit: '5', category: 'novel' })).toEqual({
      kind: 'newest',
      limit: 5,
      category: 'novel',
    });
  });

  it('asks for a page of a list with any other parameter, defaults filled in', () => {
    expect(booksQuerySchema.parse({ category: 'novel', page: '2' })).toEqual({
      kind: 'list',
      list: { category: 'novel', sort: 'newest', readerLanguage: 'esp', page: 2, pageSize: 24 },
    });
    expect(booksQuerySchema.parse({ q: ' quijote ' })).toMatchObject({
      kind: 'list',
      list: { q: 'quijote', sort: 'relevance', page: 1 },
    });
  });

  it('reads every filter from its text', () => {
    expect(
      bookListQuerySchema.parse({
        language: 'cat',
        minPrice: '9.95',
        maxPrice: '20',
        minYear: '1990',
        maxYear: '2001',
        minRating: '3.5',
        sort: 'title',
        readerLanguage: 'eng',
        pageSize: '48',
      }),
    ).toEqual({
      language: 'cat',
      minPrice: 9.95,
      maxPrice: 20,
      minYear: 1990,
      maxYear: 2001,
      minRating: 3.5,
      sort: 'title',
      readerLanguage: 'eng',
      page: 1,
      pageSize: 48,
    });
  });

  it.each([
    ['limit', { limit: '5', page: '2' }, messages.limitWithPages],
    ['limit', { limit: '5', sort: 'rating' }, messages.limitWithPages],
    ['maxPrice', { minPrice: '20', maxPrice: '10' }, messages.rangeReversed],
    ['maxYear', { minYear: '2000', maxYear: '1999' }, messages.rangeReversed],
    ['sort', { sort: 'relevance', page: '1' }, messages.relevanceNeedsText],
    ['minRating', { minRating: '3.3' }, messages.minRatingInvalid],
  ])('names %s when %j cannot be answered', (field, input, message) => {
    expect(fieldsOf(input)).toEqual({ [field]: message });
  });

  it.each([
    ['category', 'cookery'],
    ['q', '   '],
    ['q', 'x'.repeat(101)],
    ['sort', 'cheapest'],
    ['readerLanguage', 'fra'],
    ['language', ''],
    ['minPrice', '-1'],
    ['minPrice', '1e3'],
    ['maxPrice', '10.999'],
    ['maxPrice', ''],
    ['minYear', '1999.5'],
    ['maxYear', '10000'],
    ['minRating', '6'],
    ['page', '0'],
    ['page', '100001'],
    ['page', 'two'],
    ['pageSize', '101'],
    ['pageSize', '0'],
  ])('refuses %s=%j, naming it', (field, value) => {
    expect(Object.keys(fieldsOf({ [field]: value, page: field === 'page' ? value : '1' }))).toEqual([field]);
  });

  it('refuses a parameter it does not know', () => {
    expect(booksQuerySchema.safeParse({ page: '1', colour: 'red' }).success).toBe(false);
  });
});

describe('list addresses', () => {
  const query: BookListQuery = {
    category: 'novel',
    sort: 'price_asc',
    readerLanguage: 'eng',
    language: 'esp',
    minPrice: 10,
    maxPrice: 20.5,
    minYear: 1990,
    maxYear: 2020,
    minRating: 3,
    page: 3,
    pageSize: 24,
  };

  it('writes one address per list, defaults left out and page always there for the API', () => {
    expect(bookListApiPath({ category: 'novel' })).toBe('/books?category=novel&page=1');
    expect(bookListApiPath(query)).toBe(
      '/books?category=novel&sort=price_asc&language=esp&minPrice=10&maxPrice=20.5&minYear=1990&maxYear=2020&minRating=3&page=3',
    );
    // Parameters come in one order whatever order the caller wrote them in.
    expect(bookListApiPath({ page: 3, minRating: 3, category: 'novel' })).toBe(
      bookListApiPath({ category: 'novel', minRating: 3, page: 3 }),
    );
  });

  it("sends the reader's language only where it changes the answer", () => {
    expect(bookListApiPath({ sort: 'title', readerLanguage: 'eng' })).toBe(
      '/books?sort=title&readerLanguage=eng&page=1',
    );
    expect(bookListApiPath({ sort: 'title', readerLanguage: 'esp' })).toBe('/books?sort=title&page=1');
    expect(bookListApiPath({ q: 'quijote', readerLanguage: 'eng' })).toBe(
      '/books?q=quijote&readerLanguage=eng&page=1',
    );
  });

  it('asks the API exactly what the schema reads back', () => {
    const path = bookListApiPath({ ...query, q: 'cien años' });
    const params = Object.fromEntries(new URL(path, 'http://shop.test').searchParams);
    expect(bookListQuerySchema.parse(params)).toEqual({ ...query, q: 'cien años', readerLanguage: 'esp' });
  });

  it("keeps a list in the shop's address and reads it back", () => {
    const search = bookListSearch(query);
    expect(search).toBe(
      '?sort=price_asc&language=esp&minPrice=10&maxPrice=20.5&minYear=1990&maxYear=2020&minRating=3&page=3',
    );
    expect(readBookListSearch(search, { category: 'novel', readerLanguage: 'eng' })).toEqual(query);
    expect(bookListSearch({ category: 'novel' })).toBe('');
  });

  it('reads a hand-edited address leniently, dropping what the API would refuse', () => {
    expect(
      readBookListSearch('?sort=cheapest&minPrice=abc&maxPrice=5&minYear=2000&maxYear=1990&page=-1', {
        readerLanguage: 'esp',
      }),
    ).toEqual({ sort: 'newest', readerLanguage: 'esp', maxPrice: 5, minYear: 2000, page: 1, pageSize: 24 });
    expect(readBookListSearch('?sort=relevance', { readerLanguage: 'esp' }).sort).toBe('newest');
    expect(readBookListSearch('', { q: 'quijote', readerLanguage: 'esp' }).sort).toBe('relevance');
  });

  it('accepts exactly the values the schema accepts', () => {
    const samples = ['', ' ', '0', '1', '5', '05', '4.5', '4.50', '3.3', '6', '1990', '1999.0', '1e3', '-1'];
    const more = ['9.99', '9.999', '0.001', '100000', '100001', 'esp', ' cat ', 'x'.repeat(41)];
    for (const key of [...bookListFilters, 'page', 'pageSize'] as const) {
      for (const value of [...samples, ...more]) {
        const strict = bookListQuerySchema.safeParse({ [key]: value });
        const lenient = readBookListSearch(new URLSearchParams({ [key]: value }), { readerLanguage: 'esp' });
        const expected = strict.success
          ? strict.data[key]
          : key === 'page'
            ? 1
            : key === 'pageSize'
              ? 24
              : undefined;
        expect(lenient[key], `${key}=${JSON.stringify(value)}`).toEqual(expected);
      }
    }
    for (const sort of ['newest', 'price_asc', 'price_desc', 'rating', 'title', 'relevance', 'best']) {
      const strict = bookListQuerySchema.safeParse({ sort });
      expect(readBookListSearch(`?sort=${sort}`, { readerLanguage: 'esp' }).sort, sort).toBe(
        strict.success ? strict.data.sort : 'newest',
      );
    }
  });
});
