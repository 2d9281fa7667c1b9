import { booksResponseSchema, errorBodySchema } from '@bookshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBooks } from '../src/db/seed/demo-catalogue';
import { createTestApp } from './helpers';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/books', () => {
  it('answers the newest books first, in the contract shape', async () => {
    const response = await testApp.app.inject('/api/books?limit=10');

    expect(response.statusCode).toBe(200);
    const { books } = booksResponseSchema.parse(response.json());
    expect(books).toHaveLength(10);
    // The demo catalogue is loaded newest first in list order.
    expect(books.map((book) => book.name.eng)).toEqual(demoBooks.slice(0, 10).map((book) => book.name.eng));
    const dates = books.map((book) => Date.parse(book.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('sends ids as _id, localised texts, an exact price and the author and publisher names', async () => {
    const response = await testApp.app.inject('/api/books?limit=1');
    const [book] = response.json().books;
    const demo = demoBooks[0];

    expect(book._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(book.id).toBeUndefined();
    expect(book.name).toEqual(demo?.name);
    expect(book.price).toBe(Number(demo?.price));
    expect(book.author.name.eng).not.toBe('');
    expect(book.publisher.name.esp).not.toBe('');
  });

  it('defaults to 10 books', async () => {
    const response = await testApp.app.inject('/api/books');
    expect(response.json().books).toHaveLength(10);
  });

  it.each(['0', '101', '-3', 'ten', '2.5'])('refuses limit=%s with a 400 naming the field', async (limit) => {
    const response = await testApp.app.inject(`/api/books?limit=${limit}`);

    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.error.fields).toHaveProperty('limit');
  });
});

describe('unknown API paths', () => {
  it('answer 404 in the error shape', async () => {
    const response = await testApp.app.inject('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('notFound');
  });
});

describe('demo artwork', () => {
  it('serves every demo cover as SVG from the server itself', async () => {
    const { books } = (await testApp.app.inject('/api/books?limit=3')).json();
    for (const book of books) {
      const response = await testApp.app.inject(book.image);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toContain('<svg');
    }
  });

  it('answers 404 for artwork that does not exist', async () => {
    const response = await testApp.app.inject('/images/books/no-such-book.svg');
    expect(response.statusCode).toBe(404);
  });
});
