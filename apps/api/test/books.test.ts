import { readdirSync } from 'node:fs';
import {
  bookResponseSchema,
  booksResponseSchema,
  categoryTree,
  errorBodySchema,
  imageSources,
  messages,
  newBookResponseSchema,
  rateBookResponseSchema,
} from '@bookshop/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBooks } from '../src/db/seed/demo-catalogue';
import { createTestApp, type Reader, signUp, signUpAdmin, someBookId, type TestApp } from './helpers';

let testApp: TestApp;
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
  it('serves every demo cover as WebP in each width, from the server itself, cached for a year', async () => {
    const { books } = (await testApp.app.inject('/api/books?limit=3')).json();
    for (const book of books) {
      expect(book.image).toMatch(/^\/images\/books\/[a-z0-9-]+-960\.webp$/);
      const srcSet = imageSources(book.image).srcSet ?? '';
      const candidates = srcSet.split(', ').map((candidate) => candidate.split(' '));
      expect(candidates.map(([, width]) => width)).toEqual(['240w', '480w', '960w']);
      for (const [url, width] of candidates) {
        const response = await testApp.app.inject(url ?? '');
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        // RIFF....WEBP, and drawn at that width (2:3), not a small bitmap stretched.
        expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
        const metadata = await sharp(response.rawPayload).metadata();
        expect(`${metadata.width}w`).toBe(width);
        expect(metadata.height).toBe(Math.round(((metadata.width ?? 0) * 3) / 2));
      }
    }
  });

  it('makes each picture once and keeps it in the artwork folder', async () => {
    const before = readdirSync(testApp.artworkDir).length;
    const url = '/images/authors/miguel-de-cervantes-480.webp';
    const first = await testApp.app.inject(url);
    const again = await testApp.app.inject(url);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const kept = readdirSync(testApp.artworkDir).filter((name) =>
      name.startsWith('authors--miguel-de-cervantes-480-'),
    );
    expect(kept).toHaveLength(1);
    expect(readdirSync(testApp.artworkDir).length).toBe(before + 1);
  });

  it('still serves a demo cover as SVG at its older address', async () => {
    const response = await testApp.app.inject('/images/books/don-quijote-de-la-mancha.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers 404 for artwork that does not exist', async () => {
    for (const path of [
      '/images/books/no-such-book.svg',
      '/images/books/no-such-book-960.webp',
      // A width that is not made is not made up.
      '/images/books/don-quijote-de-la-mancha-961.webp',
      '/images/slides/no-such-slide-1920.webp',
    ]) {
      expect((await testApp.app.inject(path)).statusCode, path).toBe(404);
    }
    // Found by fuzzing: a kind named like an Object.prototype member was a 500.
    for (const path of [
      '/images/toString/toString',
      '/images/constructor/x.svg',
      '/images/__proto__/x.svg',
    ]) {
      expect((await testApp.app.inject(path)).statusCode, path).toBe(404);
    }
  });
});

describe('GET /api/books?category=', () => {
  it('answers the books of a subcategory', async () => {
    const response = await testApp.app.inject('/api/books?category=fantasy&limit=100');
    expect(response.statusCode).toBe(200);
    const { books } = booksResponseSchema.parse(response.json());
    const expected = demoBooks.filter((book) => book.category.includes('fantasy'));
    expect(books.length).toBe(Math.min(expected.length, 100));
    expect(books.length).toBeGreaterThan(0);
    for (const book of books) expect(book.category).toContain('fantasy');
  });

  it('answers the books of every subcategory of a top category', async () => {
    const response = await testApp.app.inject('/api/books?category=it_and_programing&limit=100');
    const { books } = booksResponseSchema.parse(response.json());
    const subcategories: readonly string[] = categoryTree.it_and_programing;
    const expected = demoBooks.filter((book) => book.category.some((slug) => subcategories.includes(slug)));
    expect(books).toHaveLength(expected.length);
    expect(new Set(books.flatMap((book) => book.category)).size).toBeGreaterThan(1);
  });

  it('refuses an unknown category with a 400 naming it', async () => {
    const response = await testApp.app.inject('/api/books?category=cookery');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('category');
  });
});

describe('GET /api/books/:id', () => {
  it('answers the book with its rating, no own rating for a guest, and no comments yet', async () => {
    const id = await someBookId(testApp.app, 3);
    const response = await testApp.app.inject(`/api/books/${id}`);
    expect(response.statusCode).toBe(200);
    const { book } = bookResponseSchema.parse(response.json());
    expect(book).toMatchObject({ _id: id, averageRating: 0, ratingsCount: 0, myRating: null, comments: [] });
    expect(book.name).toEqual(demoBooks[3]?.name);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '42'])('answers 404 for %s', async (id) => {
    const response = await testApp.app.inject(`/api/books/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('notFound');
  });
});

describe('POST /api/books/:id/rate-book', () => {
  let bookId: string;
  let first: Reader;
  let second: Reader;
  beforeAll(async () => {
    bookId = await someBookId(testApp.app, 5);
    first = await signUp(testApp.app);
    second = await signUp(testApp.app);
  });
  const rate = (reader: Reader | undefined, rating: unknown, id = bookId) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/books/${id}/rate-book`,
      headers: reader ? { cookie: reader.cookie } : {},
      payload: { rating },
    });

  it("averages the readers' ratings, one per reader, and shows each their own", async () => {
    expect(rateBookResponseSchema.parse((await rate(first, 4)).json())).toEqual({
      averageRating: 4,
      ratingsCount: 1,
      myRating: 4,
    });
    // Rating again replaces the reader's rating.
    expect((await rate(first, 3.5)).json()).toEqual({ averageRating: 3.5, ratingsCount: 1, myRating: 3.5 });
    expect((await rate(second, 5)).json()).toEqual({ averageRating: 4.25, ratingsCount: 2, myRating: 5 });

    const asFirst = await testApp.app.inject({
      url: `/api/books/${bookId}`,
      headers: { cookie: first.cookie },
    });
    expect(asFirst.json().book).toMatchObject({ averageRating: 4.25, ratingsCount: 2, myRating: 3.5 });
    const list = (await testApp.app.inject('/api/books?limit=6')).json().books;
    expect(list[5]).toMatchObject({ _id: bookId, averageRating: 4.25, ratingsCount: 2 });
  });

  it("removes the reader's rating with 0", async () => {
    expect((await rate(second, 0)).json()).toEqual({ averageRating: 3.5, ratingsCount: 1, myRating: null });
  });

  it.each([7, 2.3, -1, '3', null])('refuses %s with a 400 naming rating', async (rating) => {
    const response = await rate(first, rating);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ rating: messages.ratingInvalid });
  });

  it('needs a session, and an existing book', async () => {
    expect((await rate(undefined, 4)).statusCode).toBe(401);
    expect((await rate(first, 4, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('GET /api/books/popular', () => {
  it('puts well and often rated, then recently discussed books first', async () => {
    const readers = await Promise.all([1, 2, 3, 4].map(() => signUp(testApp.app)));
    const [loved, liked, discussed] = await Promise.all([10, 11, 12].map((i) => someBookId(testApp.app, i)));
    for (const reader of readers) {
      await testApp.app.inject({
        method: 'POST',
        url: `/api/books/${loved}/rate-book`,
        headers: { cookie: reader.cookie },
        payload: { rating: 5 },
      });
    }
    // One 5-star rating weighs less than four: the Bayesian prior pulls it towards 3 stars.
    await testApp.app.inject({
      method: 'POST',
      url: `/api/books/${liked}/rate-book`,
      headers: { cookie: readers[0]?.cookie },
      payload: { rating: 5 },
    });
    for (const reader of readers.slice(0, 3)) {
      await testApp.app.inject({
        method: 'POST',
        url: `/api/books/${discussed}/comment-book`,
        headers: { cookie: reader.cookie },
        payload: { text: 'We talked about it all week.' },
      });
    }

    const response = await testApp.app.inject('/api/books/popular?limit=10');
    expect(response.statusCode).toBe(200);
    const ids = booksResponseSchema.parse(response.json()).books.map((book) => book._id);
    expect(ids).toHaveLength(10);
    // Scores (README): loved (15 + 20) / 9 = 3.89; discussed 3 + 0.5 ln 4 = 3.69; liked 20 / 6 = 3.33.
    expect(ids.slice(0, 3)).toEqual([loved, discussed, liked]);
    expect(new Set(ids).size).toBe(10);
  });

  it('keeps badly rated books out while unrated ones remain', async () => {
    const reader = await signUp(testApp.app);
    const disliked = await someBookId(testApp.app, 0);
    await testApp.app.inject({
      method: 'POST',
      url: `/api/books/${disliked}/rate-book`,
      headers: { cookie: reader.cookie },
      payload: { rating: 0.5 },
    });
    const ids = (await testApp.app.inject('/api/books/popular?limit=100'))
      .json()
      .books.map((book: { _id: string }) => book._id);
    expect(ids).toHaveLength(100);
    expect(ids).not.toContain(disliked);
  });

  it('defaults to 10 and refuses a bad limit', async () => {
    expect((await testApp.app.inject('/api/books/popular')).json().books).toHaveLength(10);
    expect((await testApp.app.inject('/api/books/popular?limit=0')).json().error.fields).toHaveProperty(
      'limit',
    );
  });
});

describe('POST /api/books', () => {
  let admin: Reader;
  let newBook: Record<string, unknown>;
  beforeAll(async () => {
    admin = await signUpAdmin(testApp);
    const authors = (await testApp.app.inject('/api/authors')).json().authors;
    const publishers = (await testApp.app.inject('/api/publishers')).json().publishers;
    newBook = {
      name: { eng: 'The Shadow of the Wind', esp: 'La sombra del viento (edición nueva)' },
      info: {
        eng: 'A boy, a book and a cemetery of forgotten books.',
        esp: 'Un niño, un libro y un cementerio.',
      },
      image: '/images/books/new.svg',
      category: ['novel', 'bestseller'],
      author: authors[0]._id,
      publisher: publishers[0]._id,
      pagesCount: 576,
      language: 'esp',
      year: 2001,
      price: 21.9,
    };
  });
  const create = (cookie: string | undefined, body: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/books',
      headers: cookie ? { cookie } : {},
      payload: body as object,
    });

  it('lets an admin add a book, which becomes the newest', async () => {
    const response = await create(admin.cookie, newBook);
    expect(response.statusCode).toBe(201);
    const { book } = newBookResponseSchema.parse(response.json());
    expect(book).toMatchObject({
      price: 21.9,
      averageRating: 0,
      title: newBook.name,
      category: ['novel', 'bestseller'],
    });
    const newest = (await testApp.app.inject('/api/books?limit=1')).json().books[0];
    expect(newest._id).toBe(book._id);
  });

  it('refuses a reader with 403 and a guest with 401', async () => {
    const reader = await signUp(testApp.app);
    expect((await create(reader.cookie, newBook)).statusCode).toBe(403);
    expect((await create(reader.cookie, newBook)).json().error.code).toBe('forbidden');
    expect((await create(undefined, newBook)).statusCode).toBe(401);
  });

  it('names every missing or wrong field', async () => {
    const response = await create(admin.cookie, {
      name: { eng: '', esp: '' },
      category: ['cookery'],
      price: 1.234,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(
      [
        'author',
        'category.0',
        'image',
        'info',
        'language',
        'name.eng',
        'name.esp',
        'pagesCount',
        'price',
        'publisher',
        'year',
      ].sort(),
    );
  });

  it('names an author or publisher that does not exist', async () => {
    const response = await create(admin.cookie, {
      ...newBook,
      author: '00000000-0000-4000-8000-000000000000',
      publisher: '00000000-0000-4000-8000-000000000001',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      author: messages.authorUnknown,
      publisher: messages.publisherUnknown,
    });
  });
});
