import { type CatalogueImport, importApiPaths } from '@bookshop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authors, books, publishers } from '../src/db/schema';
import { createTestApp, multipartFile, type Reader, signUp, signUpAdmin, type TestApp } from './helpers';
import { generatedBook, generatedFeed, generatedIsbn, type OnixTags, onixMessage } from './onix-feed';

let testApp: TestApp;
let admin: Reader;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signUpAdmin(testApp);
});
afterAll(() => testApp?.close());

async function send(text: string, filename = 'feed.xml', who: Reader | null = admin) {
  const body = multipartFile(text, filename);
  return testApp.app.inject({
    method: 'POST',
    url: `/api${importApiPaths.imports()}`,
    payload: body.payload,
    headers: { ...body.headers, ...(who && { cookie: who.cookie }) },
  });
}

async function importOf(id: string): Promise<CatalogueImport> {
  const response = await testApp.app.inject({
    url: `/api${importApiPaths.import(id)}`,
    headers: { cookie: admin.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json().import;
}

/** Polls the import until `until` holds (by default: it ended). */
async function watch(
  id: string,
  until: (job: CatalogueImport) => boolean = (job) => job.status !== 'running',
): Promise<CatalogueImport> {
  const deadline = Date.now() + 80_000;
  for (;;) {
    const job = await importOf(id);
    if (until(job)) return job;
    if (Date.now() > deadline)
      throw new Error(`Import ${id} still ${job.status} at ${job.done}/${job.total}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Sends a feed and waits for its import to end. */
async function imported(text: string, filename = 'feed.xml'): Promise<CatalogueImport> {
  const response = await send(text, filename);
  expect(response.statusCode, response.body).toBe(202);
  return watch(response.json().import.id);
}

async function bookByIsbn(isbn: string) {
  const [row] = await testApp.database.db.select().from(books).where(eq(books.isbn, isbn));
  return row;
}

async function countBooks(): Promise<number> {
  const [row] = await testApp.database.db.select({ count: sql<number>`count(*)::int` }).from(books);
  return Number(row?.count);
}

describe('sending a feed', () => {
  it('is for admins only: a guest 401 and a reader 403, before the file is read', async () => {
    const feed = onixMessage([generatedBook(1, '979801')]);
    expect((await send(feed, 'feed.xml', null)).statusCode).toBe(401);
    const reader = await signUp(testApp.app);
    expect((await send(feed, 'feed.xml', reader)).statusCode).toBe(403);
    expect((await testApp.app.inject(`/api${importApiPaths.imports()}`)).statusCode).toBe(401);
  });

  it('answers 202 at once with the import, which the list of imports shows', async () => {
    const response = await send(onixMessage([generatedBook(2, '979801')]));
    expect(response.statusCode).toBe(202);
    const { id } = response.json().import;
    const list = await testApp.app.inject({
      url: `/api${importApiPaths.imports()}`,
      headers: { cookie: admin.cookie },
    });
    expect(list.json().imports.map((job: { id: string }) => job.id)).toContain(id);
    expect((await watch(id)).status).toBe('done');
  });

  it('refuses, naming the file, what is neither an ONIX 3.0 message nor a CSV of books', async () => {
    const onix21 = '<?xml version="1.0"?><ONIXMessage release="2.1"><Header/></ONIXMessage>';
    for (const text of [onix21, 'just some text\nwith lines', '<html><body>hello</body></html>']) {
      const response = await send(text);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ file: 'importFileUnsupported' });
    }
  });
});

describe('an ONIX 3.0 feed', () => {
  it('creates its books by ISBN, finding authors and publishers by name, mapping subjects, taking the price with IVA', async () => {
    const before = await testApp.database.db.select({ id: authors.id }).from(authors);
    const job = await imported(
      onixMessage([
        {
          isbn: '978-84-08-17213-0',
          title: 'El laberinto de los espíritus',
          subtitle: 'El Cementerio de los Libros Olvidados',
          // The demo catalogue's author and publisher, written as feeds write them.
          authorInverted: 'RUIZ ZAFON, CARLOS',
          publisher: 'planeta',
          language: 'spa',
          year: '2016',
          pages: '928',
          price: '24.90',
          description: 'Daniel Sempere ya no es aquel niño que descubrió entre los pasillos...',
          thema: ['FBA', 'FFH'],
          form: 'BB',
          series: 'El Cementerio de los Libros Olvidados',
          seriesNumber: '4',
          onHand: '7',
        },
        {
          isbn: '9780141999999',
          title: 'Pride and Prejudice',
          author: 'Jane Austen',
          translator: 'Nadie Inventado',
          publisher: 'Editorial Nueva del Puerto',
          language: 'eng',
          year: '2003',
          pages: '480',
          price: '9.99',
          priceType: '02',
          bisac: ['FIC004000'],
          form: 'ED',
          availability: '31',
        },
      ]),
    );
    expect(job.errors).toEqual([]);
    expect(job).toMatchObject({ status: 'done', total: 2, done: 2, created: 2, updated: 0, errorCount: 0 });

    const zafon = await bookByIsbn('9788408172130');
    expect(zafon).toMatchObject({
      nameEsp: 'El laberinto de los espíritus',
      titleEsp: 'El Cementerio de los Libros Olvidados',
      language: 'esp',
      year: 2016,
      pagesCount: 928,
      price: '24.90',
      category: ['novel', 'detective'],
      format: 'hardback',
      series: 'El Cementerio de los Libros Olvidados',
      seriesNumber: 4,
      stock: 7,
    });
    const [author] = await testApp.database.db
      .select()
      .from(authors)
      .where(eq(authors.id, zafon?.authorId ?? ''));
    expect(author?.nameEng).toBe('Carlos Ruiz Zafón');
    const [publisher] = await testApp.database.db
      .select()
      .from(publishers)
      .where(eq(publishers.id, zafon?.publisherId ?? ''));
    expect(publisher?.nameEng).toBe('Planeta');

    const austen = await bookByIsbn('9780141999999');
    expect(austen).toMatchObject({
      category: ['classic'],
      format: 'ebook',
      translator: 'Nadie Inventado',
      stock: 0,
    });
    // Jane Austen is a demo author; the new publisher was made, published, with a placeholder logo.
    const after = await testApp.database.db.select({ id: authors.id }).from(authors);
    expect(after.length).toBe(before.length);
    const shown = await testApp.app.inject(`/api/books/${austen?.id}`);
    expect(shown.json().book).toMatchObject({
      isbn: '9780141999999',
      format: 'ebook',
      translator: 'Nadie Inventado',
      publisher: { name: { esp: 'Editorial Nueva del Puerto' } },
    });
  });

  it('goes past records that fail: each error names its record, field and why', async () => {
    const good = generatedBook(10, '979802');
    const job = await imported(
      onixMessage([
        { ...generatedBook(11, '979802'), isbn: '9788408172134' },
        { ...generatedBook(12, '979802'), title: undefined, price: '12.50', currency: 'USD' },
        good,
        { ...generatedBook(13, '979802'), pages: 'many', year: '0999' },
        { ...generatedBook(14, '979802'), isbn: undefined, author: undefined },
      ]),
    );
    expect(job).toMatchObject({ status: 'done', total: 5, done: 5, created: 1, errorCount: 4 });
    expect(job.errors).toEqual([
      { record: '1 (9788408172134)', field: 'isbn', message: 'isbnInvalid' },
      { record: `2 (${generatedIsbn(12, '979802')})`, field: 'price', message: 'priceInvalid' },
      { record: `2 (${generatedIsbn(12, '979802')})`, field: 'title', message: 'fieldRequired' },
      { record: `4 (${generatedIsbn(13, '979802')})`, field: 'pages', message: 'numberInvalid' },
      { record: `4 (${generatedIsbn(13, '979802')})`, field: 'year', message: 'yearInvalid' },
      { record: '5 (bookshop.test.none)', field: 'author', message: 'fieldRequired' },
      { record: '5 (bookshop.test.none)', field: 'isbn', message: 'fieldRequired' },
    ]);
    expect(await bookByIsbn(good.isbn as string)).toBeDefined();
    // The download has every error too.
    const download = await testApp.app.inject({
      url: `/api${importApiPaths.errors(job.id)}`,
      headers: { cookie: admin.cookie },
    });
    expect(download.json()).toEqual({ errors: job.errors, errorCount: 4 });
  });

  it('imported twice creates nothing; a changed record is updated, names an admin translated kept', async () => {
    // Spanish editions: their names are the Spanish ones, the English ones an admin's.
    const feed = [generatedBook(21, '979803'), generatedBook(22, '979803')];
    const first = await imported(onixMessage(feed));
    expect(first).toMatchObject({ created: 2, updated: 0 });
    const counted = await countBooks();
    const again = await imported(onixMessage(feed));
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 0, errorCount: 0 });
    expect(await countBooks()).toBe(counted);

    const isbn = feed[0]?.isbn as string;
    await testApp.database.db
      .update(books)
      .set({ nameEng: 'The Harbour Library' })
      .where(eq(books.isbn, isbn));
    const changed = await imported(
      onixMessage([{ ...generatedBook(21, '979803'), price: '31.00' }, feed[1] ?? {}]),
    );
    expect(changed).toMatchObject({ created: 0, updated: 1 });
    expect(await bookByIsbn(isbn)).toMatchObject({ price: '31.00', nameEng: 'The Harbour Library' });
  });

  it('with one ISBN twice in a batch keeps one book, as the later record says', async () => {
    const book = generatedBook(70, '979811');
    const job = await imported(
      onixMessage([{ ...book, price: '10.00' }, generatedBook(71, '979811'), { ...book, price: '20.00' }]),
    );
    expect(job).toMatchObject({ status: 'done', total: 3, created: 2, updated: 1, errorCount: 0 });
    expect(await bookByIsbn(book.isbn as string)).toMatchObject({ price: '20.00' });
  });

  it('naming one new author in many records of a batch, however written, makes one author', async () => {
    const spellings = [
      'Marta Pérez Vallès',
      'MARTA PEREZ VALLES',
      'marta pérez vallès',
      'Marta Perez Valles',
    ];
    const feed = spellings.map((author, i) => ({ ...generatedBook(80 + i, '979812'), author }));
    const job = await imported(
      onixMessage([...feed, { ...generatedBook(84, '979812'), author: spellings[0] }]),
    );
    expect(job).toMatchObject({ status: 'done', created: 5, errorCount: 0 });
    const made = await testApp.database.db
      .select({ id: authors.id, nameEng: authors.nameEng })
      .from(authors)
      .where(sql`${authors.nameEngKey} = search_key(${spellings[0]})`);
    expect(made).toEqual([{ id: expect.any(String), nameEng: 'Marta Pérez Vallès' }]);
    for (const book of feed) {
      expect((await bookByIsbn(book.isbn as string))?.authorId).toBe(made[0]?.id);
    }
  });

  it.each(['reference', 'short'] as OnixTags[])('is read in %s tags alike', async (tags) => {
    const book = generatedBook(tags === 'short' ? 31 : 30, '979804');
    const job = await imported(onixMessage([book], tags));
    expect(job).toMatchObject({ status: 'done', created: 1, errorCount: 0 });
    expect(await bookByIsbn(book.isbn as string)).toMatchObject({
      nameEsp: book.title,
      pagesCount: Number(book.pages),
    });
  });

  it('that breaks (not well-formed XML) fails there, after importing the records before it', async () => {
    const text = onixMessage([generatedBook(40, '979805'), generatedBook(41, '979805')]).replace(
      '</ONIXMessage>',
      '<Product><RecordReference>broken</Product></ONIXMessage>',
    );
    const job = await imported(text);
    expect(job).toMatchObject({ status: 'failed', created: 2 });
    expect(job.errors).toEqual([{ record: '3', field: 'file', message: 'recordUnreadable' }]);
  });

  it('of 10,000 generated records is imported whole', async () => {
    const feed = [...generatedFeed(10_000, { prefix: '979806' })].join('');
    const before = await countBooks();
    const job = await imported(feed, 'catalogue.xml');
    expect(job).toMatchObject({
      status: 'done',
      total: 10_000,
      done: 10_000,
      created: 10_000,
      errorCount: 0,
    });
    expect(await countBooks()).toBe(before + 10_000);
    // Found by the shop's search, by its ISBN with hyphens.
    const isbn = generatedIsbn(5000, '979806');
    const hyphened = `${isbn.slice(0, 3)}-${isbn.slice(3, 4)}-${isbn.slice(4, 9)}-${isbn.slice(9, 12)}-${isbn.slice(12)}`;
    const found = await testApp.app.inject(`/api/books?q=${encodeURIComponent(hyphened)}&page=1`);
    expect(found.json().books.map((book: { isbn: string }) => book.isbn)).toEqual([isbn]);
  });
});

describe('a CSV file', () => {
  it('is read by its header, each row a book; a row of another width fails alone', async () => {
    const csv = [
      'isbn,title,author,publisher,language,year,pages,price,subjects,format,stock,description',
      `${generatedIsbn(50, '979807')},"La casa, junto al mar",Laia Ferrer,Ediciones del Mar,esp,2021,210,18.50,FBA;FIC022000,paperback,4,"Una novela ""negra"""`,
      `${generatedIsbn(51, '979807')},Sin columnas,Marc Soler`,
      `${generatedIsbn(52, '979807')},El tercero,Marc Soler,Ediciones del Mar,cat,2019,120,9.95,YFB,audiobook,0,`,
    ].join('\r\n');
    const job = await imported(csv, 'books.csv');
    expect(job).toMatchObject({ status: 'done', format: 'csv', total: 3, created: 1, errorCount: 2 });
    expect(job.errors).toEqual([
      { record: '2', field: 'record', message: 'recordUnreadable' },
      { record: `3 (${generatedIsbn(52, '979807')})`, field: 'format', message: 'formatUnknown' },
    ]);
    expect(await bookByIsbn(generatedIsbn(50, '979807'))).toMatchObject({
      nameEsp: 'La casa, junto al mar',
      infoEsp: 'Una novela "negra"',
      category: ['novel', 'detective'],
      format: 'paperback',
      stock: 4,
    });
  });
  it('goes past a record the database refuses within a batch: the others are written, that record named', async () => {
    const row = (n: number, description: string) =>
      `${generatedIsbn(n, '979813')},Libro ${n},Laia Ferrer,Ediciones del Mar,esp,2021,210,18.50,FBA,paperback,4,${description}`;
    // A NUL character passes the record's checks; the database refuses it in a text.
    const csv = [
      'isbn,title,author,publisher,language,year,pages,price,subjects,format,stock,description',
      row(90, 'Una novela'),
      row(91, 'Una novela\u0000rota'),
      row(92, 'Otra novela'),
    ].join('\n');
    const job = await imported(csv, 'books.csv');
    expect(job).toMatchObject({ status: 'done', total: 3, created: 2, errorCount: 1 });
    expect(job.errors).toEqual([
      { record: `2 (${generatedIsbn(91, '979813')})`, field: 'record', message: 'recordUnreadable' },
    ]);
    expect(await bookByIsbn(generatedIsbn(90, '979813'))).toBeDefined();
    expect(await bookByIsbn(generatedIsbn(92, '979813'))).toBeDefined();
  });
});

describe('a running import', () => {
  it('is cancelled where it is: no record after that is imported', async () => {
    const feed = [...generatedFeed(6_000, { prefix: '979808' })].join('');
    const response = await send(feed, 'long.xml');
    const { id } = response.json().import;
    const started = await watch(id, (job) => job.done > 0 || job.status !== 'running');
    expect(started.status).toBe('running');
    const cancel = await testApp.app.inject({
      method: 'POST',
      url: `/api${importApiPaths.cancel(id)}`,
      headers: { cookie: admin.cookie },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().import.status).toBe('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = await importOf(id);
    expect(after.status).toBe('cancelled');
    expect(after.done).toBeLessThan(6_000);
    const [row] = await testApp.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(books)
      .where(sql`${books.isbn} like '979808%'`);
    expect(Number(row?.count)).toBe(after.created);
    const again = await testApp.app.inject({
      method: 'POST',
      url: `/api${importApiPaths.cancel(id)}`,
      headers: { cookie: admin.cookie },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('importFinished');
  });

  it('goes on after a restart from its checkpoint, importing each record once', async () => {
    const feed = [...generatedFeed(6_000, { prefix: '979809' })].join('');
    const response = await send(feed, 'restart.xml');
    const { id } = response.json().import;
    await watch(id, (job) => job.done >= 500 || job.status !== 'running');
    await testApp.restart();
    const stopped = await importOf(id);
    expect(stopped.status).toBe('running');
    expect(stopped.done).toBeGreaterThan(0);
    expect(stopped.done).toBeLessThan(6_000);
    // A book written before the restart, changed since: read again, it would be set back.
    const firstIsbn = generatedIsbn(1, '979809');
    await testApp.database.db.update(books).set({ price: '99.00' }).where(eq(books.isbn, firstIsbn));

    const job = await watch(id);
    expect(job).toMatchObject({ status: 'done', done: 6_000, created: 6_000, updated: 0, errorCount: 0 });
    expect(await bookByIsbn(firstIsbn)).toMatchObject({ price: '99.00' });
    const [row] = await testApp.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(books)
      .where(sql`${books.isbn} like '979809%'`);
    expect(Number(row?.count)).toBe(6_000);
  });

  it('leaves its start and its end in the audit log, in the admin’s name', async () => {
    const job = await imported(onixMessage([generatedBook(60, '979810')]), 'audited.xml');
    const audit = await testApp.app.inject({
      url: `/api/admin/audit?entity=import&entityId=${job.id}`,
      headers: { cookie: admin.cookie },
    });
    const entries = audit.json().entries;
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create']);
    expect(entries[1]).toMatchObject({ before: null, after: { fileName: 'audited.xml', format: 'onix' } });
    expect(entries[0]).toMatchObject({
      user: { name: 'Ada Admin' },
      label: { eng: 'audited.xml' },
      before: { status: 'running' },
      after: { status: 'done' },
    });
  });
});
