import { existsSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BookListQuery, bookSearchResponseSchema } from '@bookshop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookLists } from '../src/book-lists/book-lists';
import { IndexSnapshots } from '../src/book-lists/index-snapshot';
import { bookIndexSnapshots, books } from '../src/db/schema';
import {
  addBook,
  createTestApp,
  HEARD_WITHIN,
  type Reader,
  signUp,
  signUpAdmin,
  type TestApp,
} from './helpers';

const folder = mkdtempSync(join(tmpdir(), 'bookshop-index-'));
const savedFile = join(folder, 'saved-index');
/** What the server logged, a line each. */
const logged: string[] = [];
let testApp: TestApp;
let admin: Reader;
let reader: Reader;
beforeAll(async () => {
  testApp = await createTestApp({
    bookIndexDir: folder,
    logDestination: { write: (line) => logged.push(line) },
  });
  admin = await signUpAdmin(testApp);
  reader = await signUp(testApp.app);
});
afterAll(async () => {
  await testApp.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Asks `/readyz` until the server's catalogue is warm, as a balancer would. */
async function ready(): Promise<void> {
  await expect.poll(async () => (await testApp.app.inject('/readyz')).statusCode, HEARD_WITHIN).toBe(200);
}

/** Lists and searches every index answers, compared between two of them. */
const queries: BookListQuery[] = [
  { sort: 'newest', readerLanguage: 'esp', page: 1, pageSize: 100 },
  { sort: 'price_desc', readerLanguage: 'eng', page: 1, pageSize: 24 },
  { sort: 'title', readerLanguage: 'esp', page: 2, pageSize: 10 },
  { minRating: 1, sort: 'rating', readerLanguage: 'cat', page: 1, pageSize: 24 },
  { category: 'imaginative', sort: 'title', readerLanguage: 'eng', page: 1, pageSize: 50 },
  { q: 'garcia', sort: 'relevance', readerLanguage: 'esp', page: 1, pageSize: 24 },
  { q: 'zanahoria', sort: 'relevance', readerLanguage: 'eng', page: 1, pageSize: 24 },
  { q: 'the', sort: 'relevance', readerLanguage: 'eng', page: 1, pageSize: 24 },
];

/** Expects `lists` to answer every query as an index that read every book from the database does. */
async function expectListsAsRead(lists: BookLists): Promise<void> {
  const read = new BookLists(testApp.database.db);
  await read.fill();
  expect(lists.count).toBe(read.count);
  for (const query of queries)
    expect(await lists.page(query), JSON.stringify(query)).toEqual(await read.page(query));
}

/**
 * Lists whose index is saved in, and read from, the test's folder; and what they logged. A saved index
 * is read while at most `mostChanged` books changed since.
 */
function listsSaving(mostChanged?: number) {
  const messages: string[] = [];
  const lists = new BookLists(
    testApp.database.db,
    undefined,
    undefined,
    undefined,
    new IndexSnapshots(testApp.database.db, folder, (message) => messages.push(message), mostChanged),
  );
  return { lists, messages };
}

/** Ids of listed books, the first few in id order. */
async function someBooks(count: number): Promise<string[]> {
  const { rows } = (await testApp.database.db.execute(
    sql`select id from books where withdrawn_at is null order by id limit ${count}`,
  )) as unknown as { rows: { id: string }[] };
  return rows.map((row) => row.id);
}

describe('the book index saved at one start and read at the next', () => {
  it('is read by the restarted server with the changes made since it was saved, and lists as every book read afresh', async () => {
    await ready();
    expect(existsSync(savedFile)).toBe(true);
    const db = testApp.database.db;

    // Changes after the index was saved: a new book with a word no other has, a price, a book taken
    // off the lists, a rating.
    const added = await addBook(testApp.app, admin.cookie, {
      name: { eng: 'The zanahoria garden', esp: 'El huerto de la zanahoria' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const [dearest, withdrawn, rated] = (await someBooks(3)) as [string, string, string];
    await db.update(books).set({ price: '9999.00' }).where(eq(books.id, dearest));
    await db.update(books).set({ withdrawnAt: new Date() }).where(eq(books.id, withdrawn));
    const rating = await testApp.app.inject({
      method: 'POST',
      url: `/api/books/${rated}/rate-book`,
      headers: { cookie: reader.cookie },
      payload: { rating: 4.5 },
    });
    expect(rating.statusCode, rating.body).toBe(200);

    logged.length = 0;
    await testApp.restart();
    await ready();
    expect(logged.join('')).toContain('The saved book index is read');

    const found = await testApp.app.inject('/api/books?q=zanahoria&readerLanguage=eng');
    expect(bookSearchResponseSchema.parse(found.json()).books.map((book) => book._id)).toEqual([
      added.json().book._id,
    ]);
    const byPrice = await testApp.app.inject('/api/books?sort=price_desc&pageSize=1');
    expect(byPrice.json().books[0]._id).toBe(dearest);
    const newest = await testApp.app.inject('/api/books?sort=newest&pageSize=100');
    expect(newest.json().books.map((book: { _id: string }) => book._id)).not.toContain(withdrawn);

    // Every list and search as an index that read every book answers it.
    const { lists, messages } = listsSaving();
    await lists.fill();
    expect(messages.join(' ')).toContain('The saved book index is read');
    await expectListsAsRead(lists);
  });

  it('is not read, and every book is read from the database, when it cannot stand for the database', async () => {
    const db = testApp.database.db;
    /** Saves an index afresh, spoils it with `spoil`, and expects the next start to read every book. */
    const expectRefused = async (spoil: () => Promise<unknown>, why: string, mostChanged?: number) => {
      rmSync(savedFile, { force: true });
      await listsSaving().lists.fill();
      expect(existsSync(savedFile)).toBe(true);
      await spoil();
      const { lists, messages } = listsSaving(mostChanged);
      expect(await lists.fill()).toBe(true);
      expect(messages.join(' ')).toContain(why);
      expect(messages.join(' ')).not.toContain('The saved book index is read');
      await expectListsAsRead(lists);
    };

    // Another database's file (or this one's, restored from before it was saved): its token is not listed.
    await expectRefused(() => db.delete(bookIndexSnapshots), 'this database did not save it');
    // A file cut short, or altered on the disk.
    await expectRefused(async () => truncateSync(savedFile, 1000), 'cut short');
    await expectRefused(async () => {
      const bytes = readFileSync(savedFile);
      const at = Math.floor(bytes.length / 2);
      bytes[at] = (bytes[at] as number) ^ 0x10;
      writeFileSync(savedFile, bytes);
    }, 'checksum');
    // A later migration may change what the index is read from.
    await expectRefused(
      () =>
        db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at + 1
        where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`),
      'the database migrated since',
    );
    await db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1
      where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    // More books changed since than one statement should read (20,000 in the shop; 100 here).
    await expectRefused(
      () => db.execute(sql`update books set price = price + 1`),
      'books changed since',
      100,
    );
  });
});
