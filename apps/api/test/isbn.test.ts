import { isbn13Of, readIsbn } from '@bookshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookLists } from '../src/book-lists/book-lists';
import { searchBookIds } from '../src/db/search';
import { demoBooks } from '../src/db/seed/demo-catalogue';
import { bookHead } from '../src/seo/pages';
import { addBook, createTestApp, type Reader, signUpAdmin, type TestApp } from './helpers';

let testApp: TestApp;
let admin: Reader;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signUpAdmin(testApp);
});
afterAll(() => testApp?.close());

const patch = (id: string, payload: Record<string, unknown>) =>
  testApp.app.inject({
    method: 'PATCH',
    url: `/api/books/${id}`,
    headers: { cookie: admin.cookie },
    payload,
  });

describe('a book’s ISBN', () => {
  it('is checked by its check digit and refused naming the field', async () => {
    const wrong = await addBook(testApp.app, admin.cookie, {
      name: { eng: 'Wrong digit', esp: 'Dígito erróneo' },
      isbn: '978-84-376-0494-8',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ isbn: 'isbnInvalid' });
    for (const isbn of ['84-376-0494-7', '978843760494', 'ISBN', '97884376049477']) {
      const refused = await addBook(testApp.app, admin.cookie, { name: { eng: 'Bad', esp: 'Malo' }, isbn });
      expect(refused.json().error.fields).toEqual({ isbn: 'isbnInvalid' });
    }
  });

  it('is stored and answered as the ISBN-13’s digits, an ISBN-10 converted', async () => {
    const added = await addBook(testApp.app, admin.cookie, {
      name: { eng: 'Hopscotch', esp: 'Rayuela (edición de prueba)' },
      isbn: '84-376-0494-X',
      format: 'paperback',
      translator: 'Nadie',
      series: 'Letras Hispánicas',
      seriesNumber: 200,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().book).toMatchObject({
      isbn: '9788437604947',
      format: 'paperback',
      translator: 'Nadie',
      series: 'Letras Hispánicas',
      seriesNumber: 200,
    });
    const shown = await testApp.app.inject(`/api/books/${added.json().book._id}`);
    expect(shown.json().book.isbn).toBe('9788437604947');
    // Search engines read the edition in the page's JSON-LD.
    const head = await bookHead(testApp.database.db, added.json().book._id, 'https://shop.example');
    expect(head?.structuredData?.[0]).toMatchObject({
      isbn: '9788437604947',
      bookFormat: 'https://schema.org/Paperback',
      translator: { '@type': 'Person', name: 'Nadie' },
      isPartOf: { '@type': 'BookSeries', name: 'Letras Hispánicas', position: 200 },
    });
  });

  it('is optional in the add form, settable and clearable in the edit form', async () => {
    const added = await addBook(testApp.app, admin.cookie, { name: { eng: 'No ISBN', esp: 'Sin ISBN' } });
    expect(added.statusCode).toBe(201);
    expect(added.json().book).toMatchObject({ isbn: null, format: null, translator: null, series: null });
    const id = added.json().book._id;
    const set = await patch(id, { isbn: '978 0 201 61622 4', format: 'hardback' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().book).toMatchObject({ isbn: '9780201616224', format: 'hardback' });
    expect((await patch(id, { format: 'audiobook' })).json().error.fields).toEqual({
      format: 'formatUnknown',
    });
    const cleared = await patch(id, { isbn: null });
    expect(cleared.json().book.isbn).toBeNull();
  });

  it('is unique: a second book with it is a 409 naming the field, whether added or edited', async () => {
    const first = await addBook(testApp.app, admin.cookie, {
      name: { eng: 'First', esp: 'Primero' },
      isbn: '9781558608320',
    });
    expect(first.statusCode).toBe(201);
    const second = await addBook(testApp.app, admin.cookie, {
      name: { eng: 'Second', esp: 'Segundo' },
      isbn: '978-1-55860-832-0',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'isbnAlreadyUsed',
      fields: { isbn: 'isbnAlreadyUsed' },
    });
    const other = await addBook(testApp.app, admin.cookie, { name: { eng: 'Other', esp: 'Otro' } });
    const edited = await patch(other.json().book._id, { isbn: '9781558608320' });
    expect(edited.statusCode).toBe(409);
    expect(edited.json().error.fields).toEqual({ isbn: 'isbnAlreadyUsed' });
  });
});

describe('the search', () => {
  const isbn = '9780306406157';
  let bookId: string;
  beforeAll(async () => {
    const added = await addBook(testApp.app, admin.cookie, {
      name: { eng: 'The Unfindable Title', esp: 'El título inencontrable' },
      isbn,
    });
    bookId = added.json().book._id;
  });

  const spellings = [
    '9780306406157',
    '978-0-306-40615-7',
    '978 0 306 40615 7',
    '0-306-40615-2',
    '0306406152',
  ];

  it.each(spellings)(
    'finds the book by its ISBN written %s, on the search page and in the header',
    async (text) => {
      const page = await testApp.app.inject(`/api/books?q=${encodeURIComponent(text)}&page=1`);
      expect(page.statusCode).toBe(200);
      expect(page.json().books.map((book: { _id: string }) => book._id)).toEqual([bookId]);
      const header = await testApp.app.inject(`/api/search/${encodeURIComponent(text)}/esp`);
      expect(header.json().books.map((book: { _id: string }) => book._id)).toEqual([bookId]);
    },
  );

  it.each(spellings)('in the database (search_book_ids) and in the process alike, for %s', async (text) => {
    const inDatabase = await searchBookIds(testApp.database.db, text, 'esp');
    expect(inDatabase).toEqual({ ids: [bookId], more: false });
    const lists = new BookLists(testApp.database.db);
    await lists.fill();
    const inProcess = await lists.page({
      q: text,
      sort: 'relevance',
      readerLanguage: 'esp',
      page: 1,
      pageSize: 24,
    });
    expect(inProcess.books.map((book) => book._id)).toEqual([bookId]);
  });

  it('reads an ISBN in the database as the contract reads it', async () => {
    const texts = [
      ...spellings,
      '978-0-306-40615-8',
      '0-306-40615-3',
      '0-8044-2957-X',
      '080442957x',
      '979-10-90636-07-1',
      '97803064061',
      'harry',
      '',
      '978–0–306–40615–7',
    ];
    for (const text of texts) {
      const { rows } = (await testApp.database.db.execute(
        sql`select isbn13_of(${text}) as isbn`,
      )) as unknown as {
        rows: { isbn: string | null }[];
      };
      expect(rows[0]?.isbn ?? undefined, text).toBe(isbn13Of(text));
    }
  });
});

/** How many demo books carry the ISBN of a real edition (docs/demo-isbns.md). */
const DEMO_BOOKS_WITH_ISBN = 114;

describe('the demo catalogue', () => {
  it('gives real editions’ ISBNs, each with a right check digit, none twice', () => {
    const isbns = demoBooks.flatMap((book) => (book.isbn ? [book.isbn] : []));
    // Each one found in a public source (docs/demo-isbns.md); the books left without one are listed there.
    expect(isbns.length).toBe(DEMO_BOOKS_WITH_ISBN);
    for (const isbn of isbns) expect(readIsbn(isbn), isbn).toEqual({ isbn });
    expect(new Set(isbns).size).toBe(isbns.length);
  });

  it('is loaded with them, and the book page names the edition', async () => {
    const book = demoBooks.find((demo) => demo.key === 'harry-potter-y-la-piedra-filosofal');
    const found = await testApp.app.inject(`/api/books?q=${book?.isbn}&page=1`);
    expect(found.json().books[0]).toMatchObject({
      isbn: book?.isbn,
      format: 'paperback',
      series: 'Harry Potter',
      seriesNumber: 1,
      translator: 'Alicia Dellepiane',
    });
  });
});
