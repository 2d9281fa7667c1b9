import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '../src/db/schema';
import { ReadCache } from '../src/http/read-cache';
import {
  createTestApp,
  HEARD_WITHIN,
  openSecondApp,
  type Reader,
  signUp,
  signUpAdmin,
  someBookId,
  type TestApp,
} from './helpers';

// Catalogue reads are answered from a per-process cache (src/http/read-cache.ts); these tests read
// first so that the answer is cached, then change the catalogue, then read again.

let testApp: TestApp;
let app: FastifyInstance;
let reader: Reader;
let admin: Reader;
const cache = new ReadCache();
beforeAll(async () => {
  testApp = await createTestApp({ readCache: cache });
  app = testApp.app;
  reader = await signUp(app, { name: 'Carme', surname: 'Riera' });
  admin = await signUpAdmin(testApp);
});
afterAll(() => testApp.close());

function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

function post(url: string, who: Reader, payload: object) {
  return app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, payload });
}

async function bookPage(id: string, who?: Reader) {
  const response = await get(`/api/books/${id}`, who ? { cookie: who.cookie } : {});
  expect(response.statusCode).toBe(200);
  return response.json().book;
}

/** Reads twice, so that the second answer surely came from the cache. */
async function readCached(url: string) {
  await get(url);
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  expect(response.headers.etag).toMatch(/^W\/".+"$/);
  return response;
}

describe('a catalogue change is in the next read', () => {
  it('a rating changes the book page and the lists', async () => {
    const id = await someBookId(app, 3);
    const before = (await readCached(`/api/books/${id}`)).json().book;
    await readCached('/api/books?limit=10');

    const rated = await post(`/api/books/${id}/rate-book`, reader, {
      rating: before.averageRating === 1 ? 2 : 1,
    });
    expect(rated.statusCode).toBe(200);

    const after = await bookPage(id);
    expect(after.ratingsCount).toBe(before.ratingsCount + 1);
    expect(after.averageRating).toBe(rated.json().averageRating);
    expect(after.averageRating).not.toBe(before.averageRating);
    const listed = (await get('/api/books?limit=10'))
      .json()
      .books.find((book: { _id: string }) => book._id === id);
    expect(listed.averageRating).toBe(after.averageRating);
  });

  it('a new comment is on the book page and in its comments', async () => {
    const id = await someBookId(app, 4);
    await readCached(`/api/books/${id}`);
    await readCached(`/api/comments?book=${id}`);

    const text = `Una joia, de veritat ${Date.now()}`;
    const created = await post(`/api/books/${id}/comment-book`, reader, { text });
    expect(created.statusCode).toBe(201);
    expect((await bookPage(id)).comments[0].text).toBe(text);
    expect((await get(`/api/comments?book=${id}`)).json().comments[0].text).toBe(text);

    // A like, then the comment's deletion, are seen as well.
    const commentId = created.json().comment._id;
    await post('/api/comments/evaluate', admin, { commentId, value: 'like' });
    expect((await bookPage(id)).comments[0].evaluations).toEqual([{ value: 'like' }]);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/comments/${commentId}`,
      headers: { cookie: reader.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await bookPage(id)).comments.map((comment: { _id: string }) => comment._id)).not.toContain(
      commentId,
    );
  });

  it('a new book is first among the new books and in its category, with its new author and publisher', async () => {
    await readCached('/api/books?limit=10');
    await readCached('/api/books?category=poem&limit=100');
    await readCached('/api/authors');
    await readCached('/api/publishers');

    const author = await post('/api/authors', admin, {
      name: { eng: 'Maria Mercè Marçal', esp: 'Maria Mercè Marçal' },
      biography: { eng: 'A poet of Ivars d’Urgell.', esp: 'Una poeta de Ivars d’Urgell.' },
      image: '/images/authors/marcal.svg',
    });
    const publisher = await post('/api/publishers', admin, {
      name: { eng: 'Edicions del Mall', esp: 'Edicions del Mall' },
      information: { eng: 'Poetry from Barcelona.', esp: 'Poesía desde Barcelona.' },
      image: '/images/publishers/mall.svg',
    });
    expect([author.statusCode, publisher.statusCode]).toEqual([201, 201]);
    const created = await post('/api/books', admin, {
      name: { eng: 'Bruixa de dol', esp: 'Bruja de luto' },
      info: { eng: 'Poems.', esp: 'Poemas.' },
      image: '/images/books/bruixa.svg',
      category: ['poem'],
      author: author.json().author._id,
      publisher: publisher.json().publisher._id,
      pagesCount: 120,
      language: 'esp',
      year: 1979,
      price: 14.5,
    });
    expect(created.statusCode).toBe(201);
    const bookId = created.json().book._id;

    expect((await get('/api/books?limit=10')).json().books[0]._id).toBe(bookId);
    expect((await get('/api/books?category=poem&limit=100')).json().books[0]._id).toBe(bookId);
    const authorNames = (await get('/api/authors'))
      .json()
      .authors.map((a: { name: { eng: string } }) => a.name.eng);
    expect(authorNames).toContain('Maria Mercè Marçal');
    const publisherNames = (await get('/api/publishers'))
      .json()
      .publishers.map((p: { name: { eng: string } }) => p.name.eng);
    expect(publisherNames).toContain('Edicions del Mall');
  });

  it('a change made straight in the database (another process, a script) is seen too', async () => {
    const id = await someBookId(app, 5);
    await readCached(`/api/books/${id}`);
    await testApp.database.db.update(books).set({ price: '9.99' }).where(eq(books.id, id));
    // Heard through NOTIFY: at once on PGlite, a moment after the commit on PostgreSQL.
    await expect.poll(async () => (await bookPage(id)).price, HEARD_WITHIN).toBe(9.99);
  });

  it('a commenter who changes their name is shown with the new name', async () => {
    const id = await someBookId(app, 6);
    const commenter = await signUp(app, { name: 'Montserrat', surname: 'Roig' });
    await post(`/api/books/${id}/comment-book`, commenter, { text: 'Molt bo' });
    await readCached(`/api/books/${id}`);

    const updated = await post('/api/users/update-user', commenter, { name: 'Montse' });
    expect(updated.statusCode).toBe(200);
    expect((await bookPage(id)).comments[0].author.name).toBe('Montse');
  });
});

describe('per-reader parts of a book page', () => {
  it('a guest never sees a reader’s own rating, and the reader always does', async () => {
    const id = await someBookId(app, 7);
    const rater = await signUp(app);
    // The reader's page is read first: had it been cached, the guest would get the reader's rating.
    await post(`/api/books/${id}/rate-book`, rater, { rating: 4.5 });
    expect((await bookPage(id, rater)).myRating).toBe(4.5);
    expect((await bookPage(id)).myRating).toBeNull();
    expect((await bookPage(id)).myRating).toBeNull();
    expect((await bookPage(id, rater)).myRating).toBe(4.5);
    expect((await bookPage(id, reader)).myRating).toBeNull();
  });

  it('tells shared caches that a signed-in reader’s page is theirs alone', async () => {
    const id = await someBookId(app, 7);
    const own = await get(`/api/books/${id}`, { cookie: reader.cookie });
    expect(own.headers['cache-control']).toBe('private, no-store');
    // A tag of its own content, for the reader's browser to ask again with.
    expect(own.headers.etag).toMatch(/^W\/".+"$/);

    const guest = await readCached(`/api/books/${id}`);
    expect(guest.headers['cache-control']).toBe('public, no-cache');
    expect(String(guest.headers.vary)).toMatch(/cookie/i);
  });
});

describe('ETag and compression', () => {
  it('answers 304 without a body while the answer is unchanged, and 200 once it changed', async () => {
    const id = await someBookId(app, 8);
    const first = await readCached(`/api/books/${id}`);
    const etag = String(first.headers.etag);

    const unchanged = await get(`/api/books/${id}`, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);

    await post(`/api/books/${id}/rate-book`, reader, { rating: 3 });
    const changed = await get(`/api/books/${id}`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().book.ratingsCount).toBe(first.json().book.ratingsCount + 1);
  });

  it('sends the same answer compressed with brotli or gzip', async () => {
    const plain = (await readCached('/api/books?limit=20')).body;
    const br = await app.inject({ url: '/api/books?limit=20', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await app.inject({ url: '/api/books?limit=20', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

describe('one answer per question, however it is spelt', () => {
  it('keeps one answer for every spelling of one question, and refuses the rest', async () => {
    const id = await someBookId(app, 2);
    const spellings = [
      [
        '/api/books?limit=100',
        '/api/books?limit=0100',
        '/api/books?limit=+100',
        '/api/books?limit=1e2',
        '/api/books?limit=%31%30%30',
      ],
      ['/api/books', '/api/books?limit=10'],
      [
        '/api/books?category=novel&limit=5',
        '/api/books?limit=5&category=novel',
        '/api/books?limit=5&category=nov%65l',
      ],
      [`/api/books/${id}`, `/api/books/${id.toUpperCase()}`],
      [`/api/comments?book=${id}`, `/api/comments?book=${id.toUpperCase()}`],
    ];
    for (const question of spellings) {
      const before = cache.size;
      const answers = [];
      for (const url of question) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        answers.push(response);
      }
      expect(cache.size, question[0]).toBe(before + 1);
      for (const answer of answers) {
        expect(answer.headers.etag).toBe(answers[0]?.headers.etag);
        expect(answer.body).toBe(answers[0]?.body);
      }
    }
    const before = cache.size;
    for (const url of [
      '/api/books?limit=1e3',
      '/api/books?limit=5.5',
      '/api/books?limit=',
      '/api/books?limit=5&limit=6',
      '/api/books?x=1',
    ]) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
    expect(cache.size).toBe(before);
  });
});

describe('ETags from content', () => {
  it('answers 304 to an unchanged answer after an unrelated catalogue change', async () => {
    const id = await someBookId(app, 4);
    const other = await someBookId(app, 5);
    const first = await readCached(`/api/books/${id}`);
    const list = await readCached('/api/authors');

    // Another book's rating drops every answer kept.
    expect((await post(`/api/books/${other}/rate-book`, reader, { rating: 2 })).statusCode).toBe(200);
    const unchanged = await get(`/api/books/${id}`, { 'if-none-match': String(first.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    const authors = await get('/api/authors', { 'if-none-match': String(list.headers.etag) });
    expect(authors.statusCode).toBe(304);
  });

  it('gives a signed-in reader’s own page a content ETag and compression too, kept by no shared cache', async () => {
    const id = await someBookId(app, 6);
    const own = await get(`/api/books/${id}`, { cookie: reader.cookie, 'accept-encoding': 'br' });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-encoding']).toBe('br');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(String(own.headers.vary)).toMatch(/cookie/);
    expect(JSON.parse(brotliDecompressSync(own.rawPayload).toString()).book._id).toBe(id);
    const again = await get(`/api/books/${id}`, {
      cookie: reader.cookie,
      'if-none-match': String(own.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('private, no-store');
  });
});

describe('over a real connection, where cached answers leave before Fastify routes them', () => {
  let base: string;
  beforeAll(async () => {
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** Status, headers (without the date and the request's own id) and body of a GET sent over the socket. */
  async function fetched(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(base + path, { headers });
    const sent = Object.fromEntries(
      [...response.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id'),
    );
    return { status: response.status, headers: sent, body: await response.text() };
  }

  it('answers a cached read exactly as the first read, with every security header', async () => {
    const id = await someBookId(app, 7);
    for (const path of [`/api/books/${id}`, '/api/books?limit=7', '/api/authors']) {
      const first = await fetched(path, { 'accept-encoding': 'identity' });
      const cached = await fetched(path, { 'accept-encoding': 'identity' });
      expect(first.status).toBe(200);
      expect(cached).toEqual(first);
      expect(cached.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(cached.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers 304 to a matching If-None-Match, and a changed page once it changed', async () => {
    const id = await someBookId(app, 8);
    const { headers, body } = await fetched(`/api/books/${id}`);
    const unchanged = await fetched(`/api/books/${id}`, { 'if-none-match': headers.etag ?? '' });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBe('');

    const newReader = await signUp(app, { name: 'Montserrat', surname: 'Roig' });
    const rated = await post(`/api/books/${id}/rate-book`, newReader, { rating: 4.5 });
    expect(rated.statusCode).toBe(200);
    const changed = await fetched(`/api/books/${id}`, { 'if-none-match': headers.etag ?? '' });
    expect(changed.status).toBe(200);
    expect(JSON.parse(changed.body).book.ratingsCount).toBe(JSON.parse(body).book.ratingsCount + 1);
  });

  it('answers an address seen before from the cache, and the changed list once the catalogue changed', async () => {
    // Not spelt as its key (`/api/books?kind=newest&limit=3`): found by the address once it was seen.
    const path = '/api/books?limit=3';
    const first = await fetched(path, { 'accept-encoding': 'identity' });
    const before = cache.size;
    const hits = cache.hits;
    const again = await fetched(path, { 'accept-encoding': 'identity' });
    expect(again).toEqual(first);
    expect(cache.hits).toBe(hits + 1);
    expect(cache.size).toBe(before);

    const newest = JSON.parse(first.body).books[0];
    const rater = await signUp(app, { name: 'Maria Aurèlia', surname: 'Capmany' });
    expect((await post(`/api/books/${newest._id}/rate-book`, rater, { rating: 5 })).statusCode).toBe(200);
    const changed = await fetched(path, { 'accept-encoding': 'identity' });
    expect(JSON.parse(changed.body).books[0].ratingsCount).toBe(newest.ratingsCount + 1);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it('gives a signed-in reader their own rating, never the guests’ page', async () => {
    const id = await someBookId(app, 12);
    expect((await post(`/api/books/${id}/rate-book`, reader, { rating: 4.5 })).statusCode).toBe(200);
    await fetched(`/api/books/${id}`);
    const guest = await fetched(`/api/books/${id}`);
    expect(JSON.parse(guest.body).book.myRating).toBeNull();
    const own = await fetched(`/api/books/${id}`, { cookie: reader.cookie });
    expect(JSON.parse(own.body).book.myRating).toBe(4.5);
    expect(own.headers['cache-control']).toBe('private, no-store');
  });
});

describe('two API processes on one database', () => {
  let second: Awaited<ReturnType<typeof openSecondApp>>;
  let secondApp: FastifyInstance;
  beforeAll(async () => {
    second = await openSecondApp(testApp);
    secondApp = second.app;
  });
  afterAll(() => second.close());

  const fromSecond = (url: string) => secondApp.inject(url).then((response) => response.json());

  it('gives the same answer the same ETag, so either process answers 304 to the other’s tag', async () => {
    const id = await someBookId(app, 10);
    const fromFirst = await readCached(`/api/books/${id}`);
    const asked = await secondApp.inject({
      url: `/api/books/${id}`,
      headers: { 'if-none-match': String(fromFirst.headers.etag) },
    });
    expect(asked.statusCode).toBe(304);
  });

  it('a rating and a new book written through one are read through the other', async () => {
    const id = await someBookId(app, 9);
    const before = (await fromSecond(`/api/books/${id}`)).book;
    await fromSecond(`/api/books/${id}`);
    await fromSecond('/api/books?limit=10');

    const rated = await post(`/api/books/${id}/rate-book`, reader, { rating: 0.5 });
    expect(rated.statusCode).toBe(200);
    // The other process hears of the change through NOTIFY, a moment after the commit.
    await expect
      .poll(async () => (await fromSecond(`/api/books/${id}`)).book.ratingsCount, HEARD_WITHIN)
      .toBe(before.ratingsCount + 1);
    expect((await fromSecond(`/api/books/${id}`)).book.averageRating).toBe(rated.json().averageRating);

    const { authors } = (await get('/api/authors')).json();
    const { publishers } = (await get('/api/publishers')).json();
    const created = await post('/api/books', admin, {
      name: { eng: 'Mirall trencat', esp: 'Espejo roto' },
      info: { eng: 'A family in Barcelona.', esp: 'Una familia en Barcelona.' },
      image: '/images/books/mirall.svg',
      category: ['novel'],
      author: authors[0]._id,
      publisher: publishers[0]._id,
      pagesCount: 400,
      language: 'esp',
      year: 1974,
      price: 19,
    });
    expect(created.statusCode).toBe(201);
    await expect
      .poll(async () => (await fromSecond('/api/books?limit=10')).books[0]._id, HEARD_WITHIN)
      .toBe(created.json().book._id);
  });
});

describe('ReadCache', () => {
  const answer = Buffer.from('{"books":[]}');

  it('does not keep an answer read from the database while a change came in', () => {
    const cache = new ReadCache();
    cache.listening();
    const before = cache.mark();
    cache.changed();
    expect(cache.keep('/api/books', answer, before, 'everyone')).toBeUndefined();
    expect(cache.get('/api/books')).toBeUndefined();

    expect(cache.keep('/api/books', answer, cache.mark(), 'everyone')).toBeDefined();
    expect(cache.get('/api/books')?.answer.body.toString()).toBe('{"books":[]}');
  });

  it('keeps nothing while changes cannot be heard, and starts afresh once they can', () => {
    const cache = new ReadCache();
    expect(cache.keep('/api/books', answer, cache.mark(), 'everyone')).toBeUndefined();
    cache.listening();
    cache.keep('/api/books', answer, cache.mark(), 'everyone');
    cache.lost();
    expect(cache.get('/api/books')).toBeUndefined();
    expect(cache.keep('/api/books', answer, cache.mark(), 'everyone')).toBeUndefined();
    cache.listening();
    expect(cache.size).toBe(0);
  });
});
