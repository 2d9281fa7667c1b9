import {
  adminAuthorsResponseSchema,
  backOfficeApiPaths,
  basketResponseSchema,
  bookListResponseSchema,
  bookSearchResponseSchema,
  ordersResponseSchema,
  searchResponseSchema,
  textIn,
} from '@bookshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook, createTestApp, type Reader, signUp, signUpAdmin, type TestApp } from './helpers';

// Issue 35, Catalan wherever the catalogue is read: a Catalan reader's lists, searches, basket and
// orders carry the Catalan texts, a search finds a Catalan name (the ela geminada however it is typed),
// and a book without Catalan texts reads and is found in Spanish.

let testApp: TestApp;
let admin: Reader;
let reader: Reader;
let novel: string;
let spanishOnly: string;

const novelName = { eng: 'The Sea Novel', esp: 'La novela del mar', cat: 'La novel·la del mar' };

beforeAll(async () => {
  testApp = await createTestApp({ shopLanguages: ['esp', 'cat', 'eng'] });
  admin = await signUpAdmin(testApp);
  reader = await signUp(testApp.app);
  const added = await addBook(testApp.app, admin.cookie, {
    name: novelName,
    info: { eng: 'A novel of the sea.', esp: 'Una novela del mar.', cat: 'Una novel·la del mar.' },
    stock: 5,
  });
  expect(added.statusCode).toBe(201);
  novel = added.json().book._id;
  const plain = await addBook(testApp.app, admin.cookie, {
    name: { eng: 'Only Spanish Harbour', esp: 'Puerto solo castellano' },
    stock: 5,
  });
  expect(plain.statusCode).toBe(201);
  spanishOnly = plain.json().book._id;
});
afterAll(() => testApp.close());

const get = (url: string, who?: Reader) =>
  testApp.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });

describe("a Catalan reader's catalogue", () => {
  it('lists a book with its Catalan name and description, and one without in Spanish', async () => {
    const response = await get('/api/books?readerLanguage=cat&sort=newest&pageSize=24');
    expect(response.statusCode).toBe(200);
    const { books } = bookListResponseSchema.parse(response.json());
    const listed = books.find((book) => book._id === novel);
    expect(listed?.name).toEqual(novelName);
    expect(listed?.info.cat).toBe('Una novel·la del mar.');
    const plain = books.find((book) => book._id === spanishOnly);
    expect(plain?.name.cat).toBeUndefined();
    expect(plain && textIn(plain.name, 'cat')).toBe('Puerto solo castellano');
  });

  it('finds a Catalan name with the ela geminada written as novella, novel.la or novel·la', async () => {
    for (const typed of ['novella del mar', 'novel.la del mar', 'novel·la del mar', 'NOVEL·LA', 'novel.la']) {
      const response = await get(`/api/search/${encodeURIComponent(typed)}/cat`);
      expect(response.statusCode, typed).toBe(200);
      const { books } = searchResponseSchema.parse(response.json());
      expect(
        books.map((book) => book._id),
        typed,
      ).toContain(novel);
      expect(books.find((book) => book._id === novel)?.name.cat, typed).toBe('La novel·la del mar');
    }
  });

  it("lists a search's books by a Catalan name, in the process and in the database alike", async () => {
    // Plain words are searched in the API process, a dot or middle dot in the database.
    for (const typed of ['novella', 'novel.la', 'novel·la']) {
      const response = await get(`/api/books?q=${encodeURIComponent(typed)}&readerLanguage=cat`);
      expect(response.statusCode, typed).toBe(200);
      const { books } = bookSearchResponseSchema.parse(response.json());
      expect(books[0]?._id, typed).toBe(novel);
      expect(books[0]?.name.cat, typed).toBe('La novel·la del mar');
    }
  });

  it('finds a book without a Catalan name by its Spanish one', async () => {
    const found = searchResponseSchema.parse((await get('/api/search/puerto%20solo/cat')).json());
    expect(found.books.map((book) => book._id)).toEqual([spanishOnly]);
    const listed = bookSearchResponseSchema.parse(
      (await get('/api/books?q=puerto%20solo&readerLanguage=cat')).json(),
    );
    expect(listed.books.map((book) => book._id)).toEqual([spanishOnly]);
  });

  it("finds a demo author by the name Catalan gives them, with the demo catalogue's Catalan biography", async () => {
    const found = searchResponseSchema.parse((await get('/api/search/isop/cat')).json());
    const aesop = found.authors[0];
    expect(aesop?.name.cat).toBe('Isop');
    const author = (await get(`/api/authors/${aesop?._id}`)).json().author;
    expect(author.biography.cat).toMatch(/\S/);
    expect(author.biography.cat).not.toBe(author.biography.esp);
  });

  it('seeds the demo books with their Catalan descriptions, names staying as published', async () => {
    const { books } = bookListResponseSchema.parse(
      (await get('/api/books?readerLanguage=cat&sort=title&pageSize=24')).json(),
    );
    const demo = books.filter((book) => book._id !== novel && book._id !== spanishOnly);
    expect(demo.length).toBeGreaterThan(10);
    for (const book of demo) {
      expect(book.info.cat, book.name.esp).toMatch(/\S/);
      expect(book.info.cat, book.name.esp).not.toBe(book.info.esp);
    }
  });

  it("carries the Catalan name in the reader's basket and orders", async () => {
    for (const book of [novel, spanishOnly]) {
      const added = await testApp.app.inject({
        method: 'POST',
        url: `/api/books/${book}/add-book-to-basket`,
        headers: { cookie: reader.cookie },
      });
      expect(added.statusCode).toBe(200);
    }
    const basket = basketResponseSchema.parse((await get('/api/books/get-basket-books', reader)).json());
    expect(basket.basketBooks.map((entry) => entry.book.name)).toEqual([
      novelName,
      { eng: 'Only Spanish Harbour', esp: 'Puerto solo castellano' },
    ]);

    const placed = await testApp.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: reader.cookie, 'idempotency-key': `catalan-order-${Date.now()}` },
      payload: {
        delivery: {
          street: 'Carrer de Mallorca, 401',
          postcode: '08013',
          town: 'Barcelona',
          telephone: '+34 931 234 567',
        },
        payment: 'card_on_delivery',
      },
    });
    expect(placed.statusCode).toBe(201);
    const orders = ordersResponseSchema.parse(
      (await get(`/api/user/orders/${reader.authUser._id}`, reader)).json(),
    ).orders;
    expect(orders[0]?.items.map((item) => textIn(item.book.name, 'cat'))).toEqual([
      'La novel·la del mar',
      'Puerto solo castellano',
    ]);
  });

  it("finds an author by the Catalan name in an admin's list, with the Catalan texts", async () => {
    const { authors } = adminAuthorsResponseSchema.parse(
      (await get(`/api${backOfficeApiPaths.adminAuthors({ q: 'isop', language: 'cat' })}`, admin)).json(),
    );
    expect(authors.map((author) => author.name.cat)).toEqual(['Isop']);
    expect(authors[0]?.biography.cat).toMatch(/\S/);
  });
});
