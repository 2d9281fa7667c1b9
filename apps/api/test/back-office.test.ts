import {
  adminAuthorResponseSchema,
  adminBookResponseSchema,
  adminBooksResponseSchema,
  adminPublisherResponseSchema,
  messages,
  backOfficeApiPaths as paths,
} from '@bookshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addBook,
  createTestApp,
  openSecondApp,
  type Reader,
  signUp,
  signUpAdmin,
  type TestApp,
} from './helpers';

// The back office (issue 20): edit, unpublish and publish again books, authors and publishers.

let testApp: TestApp;
let admin: Reader;
let reader: Reader;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signUpAdmin(testApp);
  reader = await signUp(testApp.app);
});
afterAll(() => testApp.close());

const api = (path: string) => `/api${path}`;
const get = (url: string, cookie?: string) => testApp.app.inject({ url, headers: cookie ? { cookie } : {} });
function send(method: 'PATCH' | 'DELETE' | 'POST', path: string, who: Reader | undefined, payload?: object) {
  return testApp.app.inject({
    method,
    url: api(path),
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

async function newBook(nameEng: string, fields: Record<string, unknown> = {}): Promise<string> {
  const created = await addBook(testApp.app, admin.cookie, {
    name: { eng: nameEng, esp: `${nameEng} (es)` },
    category: ['riddle'],
    ...fields,
  });
  expect(created.statusCode).toBe(201);
  return created.json().book._id;
}

async function newAuthor(nameEng: string): Promise<string> {
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/authors',
    headers: { cookie: admin.cookie },
    payload: {
      name: { eng: nameEng, esp: nameEng },
      biography: { eng: 'Wrote.', esp: 'Escribió.' },
      image: '/images/authors/x.svg',
    },
  });
  expect(created.statusCode).toBe(201);
  return created.json().author._id;
}

/** Where a shopper would meet the book: is it there? */
async function shopShows(id: string, nameEng: string, authorId?: string) {
  const ids = (answer: { books: { _id: string }[] }) => answer.books.map((book) => book._id);
  const [page, newest, category, list, search, listSearch, sitemap] = await Promise.all([
    get(api(`/books/${id}`)),
    get(api('/books?limit=100')),
    get(api('/books?category=riddle&limit=100')),
    get(api('/books?category=riddle&page=1&pageSize=100')),
    get(api(`/search/${encodeURIComponent(nameEng)}/eng`)),
    get(api(`/books?q=${encodeURIComponent(nameEng)}&page=1`)),
    get('/sitemap.xml'),
  ]);
  const byAuthor = authorId ? ids((await get(api(`/authors/${authorId}`))).json()) : [];
  return {
    page: page.statusCode,
    newest: ids(newest.json()).includes(id),
    category: ids(category.json()).includes(id),
    list: ids(list.json()).includes(id),
    search: ids(search.json()).includes(id),
    listSearch: ids(listSearch.json()).includes(id),
    sitemap: sitemap.body.includes(id),
    byAuthor: byAuthor.includes(id),
  };
}

describe('PATCH /api/books/:id', () => {
  it('changes only the fields sent, and the shop shows the change at once', async () => {
    const id = await newBook('Patched Verses');
    // Read first, so that the old answers are cached.
    expect((await get(api(`/books/${id}`))).json().book.price).toBe(10);
    await get(api('/books?category=riddle&page=1&pageSize=100'));

    const patched = await send('PATCH', paths.book(id), admin, {
      price: 12.5,
      info: { eng: 'New.', esp: 'Nuevo.' },
    });
    expect(patched.statusCode).toBe(200);
    const { book } = adminBookResponseSchema.parse(patched.json());
    expect(book).toMatchObject({ price: 12.5, info: { eng: 'New.', esp: 'Nuevo.' }, published: true });
    expect(book.name.eng).toBe('Patched Verses');

    expect((await get(api(`/books/${id}`))).json().book.price).toBe(12.5);
    const list = (await get(api('/books?category=riddle&sort=price_desc&page=1&pageSize=100'))).json();
    expect(list.books.find((b: { _id: string }) => b._id === id).price).toBe(12.5);
  });

  it('a renamed book is found by the words of its new names, and no longer by the old ones', async () => {
    const id = await newBook('Xylophonic Lanterns', {
      name: { eng: 'Xylophonic Lanterns', esp: 'Linternas xilofónicas' },
    });
    const found = async (text: string, readerLanguage = 'esp') => {
      const answer = (
        await get(api(`/books?q=${encodeURIComponent(text)}&readerLanguage=${readerLanguage}`))
      ).json();
      return answer.books.some((book: { _id: string }) => book._id === id);
    };
    // Read first, so that the old searches are kept.
    expect(await found('xylophonic', 'eng')).toBe(true);
    expect(await found('linternas')).toBe(true);

    const renamed = await send('PATCH', paths.book(id), admin, {
      name: { eng: 'Quasar Meadows', esp: 'Prados del cuásar' },
    });
    expect(renamed.statusCode).toBe(200);

    // One word (a prefix, accents ignored) and several, in the reader's language and the other.
    expect(await found('quasa', 'eng')).toBe(true);
    expect(await found('cuasar')).toBe(true);
    expect(await found('prados del', 'eng')).toBe(true);
    expect(await found('quasar meadows')).toBe(true);
    expect(await found('xylophonic', 'eng')).toBe(false);
    expect(await found('xylo')).toBe(false);
    expect(await found('linternas')).toBe(false);
  });

  it('refuses bad fields with a 400 naming each, as the add form does', async () => {
    const id = await newBook('Badly Patched');
    const bad = await send('PATCH', paths.book(id), admin, {
      price: -1,
      name: { eng: ' ', esp: 'x' },
      category: ['nonsense'],
      colour: 'red',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      price: messages.priceInvalid,
      'name.eng': messages.fieldRequired,
      colour: messages.unknownField,
    });
    expect(bad.json().error.fields['category.0']).toBeDefined();

    const unknownAuthor = await send('PATCH', paths.book(id), admin, {
      author: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownAuthor.statusCode).toBe(400);
    expect(unknownAuthor.json().error.fields).toEqual({ author: messages.authorUnknown });
    expect((await get(api(`/books/${id}`))).json().book.price).toBe(10);
  });

  it('answers 404 for an unknown book, 401 to guests and 403 to readers', async () => {
    const id = await newBook('Guarded Book');
    expect(
      (await send('PATCH', paths.book('00000000-0000-4000-8000-000000000000'), admin, { price: 3 }))
        .statusCode,
    ).toBe(404);
    expect((await send('PATCH', paths.book('not-a-uuid'), admin, { price: 3 })).statusCode).toBe(404);
    expect((await send('PATCH', paths.book(id), undefined, { price: 3 })).statusCode).toBe(401);
    expect((await send('PATCH', paths.book(id), reader, { price: 3 })).statusCode).toBe(403);
    expect((await send('DELETE', paths.book(id), reader)).statusCode).toBe(403);
    expect((await send('POST', paths.publishBook(id), undefined)).statusCode).toBe(401);
    expect((await get(api(paths.adminBooks()), reader.cookie)).statusCode).toBe(403);
    expect((await get(api(`/books/${id}`))).json().book.price).toBe(10);
  });
});

describe('unpublishing a book', () => {
  it('hides it from the book page, lists, category, search, sitemap and its author; publishing brings it back', async () => {
    const { authors } = (await get(api('/authors'))).json();
    const authorId = authors[0]._id;
    const id = await newBook('Quietly Withdrawn Sonnets');
    const everywhere = {
      page: 200,
      newest: true,
      category: true,
      list: true,
      search: true,
      listSearch: true,
      sitemap: true,
      byAuthor: true,
    };
    expect(await shopShows(id, 'Quietly Withdrawn Sonnets', authorId)).toEqual(everywhere);

    const withdrawn = await send('DELETE', paths.book(id), admin);
    expect(withdrawn.statusCode).toBe(200);
    expect(adminBookResponseSchema.parse(withdrawn.json()).book.published).toBe(false);
    expect(await shopShows(id, 'Quietly Withdrawn Sonnets', authorId)).toEqual({
      page: 404,
      newest: false,
      category: false,
      list: false,
      search: false,
      listSearch: false,
      sitemap: false,
      byAuthor: false,
    });
    // Kept for the back office and for history; its comments are hidden with it (moderation lists them).
    expect((await get(api(paths.adminBook(id)), admin.cookie)).json().book.published).toBe(false);
    expect((await get(api(`/comments?book=${id}`))).statusCode).toBe(404);
    // A second unpublishing changes nothing.
    expect((await send('DELETE', paths.book(id), admin)).statusCode).toBe(200);

    const published = await send('POST', paths.publishBook(id), admin);
    expect(published.statusCode).toBe(200);
    expect(published.json().book.published).toBe(true);
    expect(await shopShows(id, 'Quietly Withdrawn Sonnets', authorId)).toEqual(everywhere);
  });

  it('cannot be added to a basket, but can be taken out of one', async () => {
    const shopper = await signUp(testApp.app);
    const id = await newBook('Basket Leaver');
    expect((await send('POST', `/books/${id}/add-book-to-basket`, shopper)).statusCode).toBe(200);
    await send('DELETE', paths.book(id), admin);
    expect((await send('POST', `/books/${id}/add-book-to-basket`, shopper)).statusCode).toBe(404);
    const removed = await send('POST', `/books/${id}/remove-book-from-basket`, shopper);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().basketBooks).toEqual([]);
  });

  it('answers 404 for an unknown book', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await send('DELETE', paths.book(unknown), admin)).statusCode).toBe(404);
    expect((await send('POST', paths.publishBook(unknown), admin)).statusCode).toBe(404);
  });

  it('reaches the read cache of another API process', async () => {
    const second = await openSecondApp(testApp);
    try {
      const id = await newBook('Seen Elsewhere');
      const status = async () => (await second.app.inject(`/api/books/${id}`)).statusCode;
      const price = async () => (await second.app.inject(`/api/books/${id}`)).json().book?.price;
      await expect.poll(status, { timeout: 5000 }).toBe(200);
      await send('PATCH', paths.book(id), admin, { price: 33 });
      await expect.poll(price, { timeout: 5000 }).toBe(33);
      await send('DELETE', paths.book(id), admin);
      await expect.poll(status, { timeout: 5000 }).toBe(404);
      await send('POST', paths.publishBook(id), admin);
      await expect.poll(status, { timeout: 5000 }).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('authors and publishers', () => {
  it('edits an author, refusing bad fields and unknown ids', async () => {
    const id = await newAuthor('Edited Author');
    const patched = await send('PATCH', paths.author(id), admin, {
      biography: { eng: 'Lived.', esp: 'Vivió.' },
    });
    expect(patched.statusCode).toBe(200);
    expect(adminAuthorResponseSchema.parse(patched.json()).author).toMatchObject({
      name: { eng: 'Edited Author' },
      biography: { eng: 'Lived.', esp: 'Vivió.' },
      published: true,
    });
    expect((await get(api(`/authors/${id}`))).json().author.biography.eng).toBe('Lived.');
    const bad = await send('PATCH', paths.author(id), admin, { image: 'not a url' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ image: messages.imageNotUrl });
    expect(
      (await send('PATCH', paths.author('00000000-0000-4000-8000-000000000000'), admin, {})).statusCode,
    ).toBe(404);
    expect((await send('PATCH', paths.author(id), reader, {})).statusCode).toBe(403);
  });

  it('edits a publisher', async () => {
    const { publishers } = (await get(api('/publishers'))).json();
    const id = publishers[0]._id;
    const patched = await send('PATCH', paths.publisher(id), admin, {
      information: { eng: 'Prints.', esp: 'Imprime.' },
    });
    expect(patched.statusCode).toBe(200);
    expect(adminPublisherResponseSchema.parse(patched.json()).publisher.information.esp).toBe('Imprime.');
    const bad = await send('PATCH', paths.publisher(id), admin, { name: { eng: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      'name.eng': messages.fieldRequired,
      'name.esp': expect.any(String),
    });
    expect((await send('DELETE', paths.publisher(id), undefined)).statusCode).toBe(401);
  });

  it('keeps an author with published books (409), and hides one without', async () => {
    const authorId = await newAuthor('Zacarías Withdrawn');
    const bookId = await newBook('Only Book Of Zacarias', { author: authorId });

    const refused = await send('DELETE', paths.author(authorId), admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe(messages.hasPublishedBooks);
    expect((await get(api(`/authors/${authorId}`))).statusCode).toBe(200);

    await send('DELETE', paths.book(bookId), admin);
    const withdrawn = await send('DELETE', paths.author(authorId), admin);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().author.published).toBe(false);
    expect((await get(api(`/authors/${authorId}`))).statusCode).toBe(404);
    const { authors } = (await get(api('/authors'))).json();
    expect(authors.map((author: { _id: string }) => author._id)).not.toContain(authorId);
    expect((await get(api('/search/Zacar%C3%ADas/esp'))).json().authors).toEqual([]);
    expect((await get('/sitemap.xml')).body).not.toContain(authorId);

    // Its book cannot come back without it, nor can a book be given to it.
    const blocked = await send('POST', paths.publishBook(bookId), admin);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.code).toBe(messages.authorNotPublished);
    const otherId = await newBook('Another Book');
    const given = await send('PATCH', paths.book(otherId), admin, { author: authorId });
    expect(given.statusCode).toBe(400);
    expect(given.json().error.fields).toEqual({ author: messages.authorUnknown });

    expect((await send('POST', paths.publishAuthor(authorId), admin)).json().author.published).toBe(true);
    expect((await send('POST', paths.publishBook(bookId), admin)).statusCode).toBe(200);
    expect((await get(api(`/authors/${authorId}`))).json().books.map((b: { _id: string }) => b._id)).toEqual([
      bookId,
    ]);
  });

  it('keeps a publisher with published books (409)', async () => {
    const { publishers } = (await get(api('/publishers'))).json();
    const refused = await send('DELETE', paths.publisher(publishers[0]._id), admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe(messages.hasPublishedBooks);
    expect(
      (await send('POST', paths.publishPublisher('00000000-0000-4000-8000-000000000000'), admin)).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/admin/books', () => {
  it('finds books published or not by either name, accents ignored, a page at a time', async () => {
    const ids = [];
    for (const n of [1, 2, 3]) ids.push(await newBook(`Ñandú Tales ${n}`));
    const [firstId] = ids;
    if (!firstId) throw new Error('no book');
    await send('DELETE', paths.book(firstId), admin);

    const found = await get(api(paths.adminBooks({ q: 'nandu', pageSize: 2 })), admin.cookie);
    expect(found.statusCode).toBe(200);
    const body = adminBooksResponseSchema.parse(found.json());
    expect(body.total).toBe(3);
    expect(body.books).toHaveLength(2);
    const second = adminBooksResponseSchema.parse(
      (await get(api(paths.adminBooks({ q: 'NANDÚ', pageSize: 2, page: 2 })), admin.cookie)).json(),
    );
    expect(second.books.map((book) => book.name.eng)).toEqual(['Ñandú Tales 1']);
    expect(second.books[0]?.published).toBe(false);

    const unpublished = (
      await get(api(paths.adminBooks({ q: '1 (es)', published: 'no' })), admin.cookie)
    ).json();
    expect(unpublished.books.map((book: { _id: string }) => book._id)).toEqual([firstId]);

    const byName = (
      await get(api(paths.adminBooks({ q: 'nandu', sort: 'name', direction: 'asc' })), admin.cookie)
    ).json();
    expect(byName.books.map((book: { name: { eng: string } }) => book.name.eng)).toEqual([
      'Ñandú Tales 1',
      'Ñandú Tales 2',
      'Ñandú Tales 3',
    ]);
    expect((await get(api(paths.adminBooks({ q: '100%_' })), admin.cookie)).json().total).toBe(0);
    const bad = await get(api('/admin/books?page=0&sort=colour'), admin.cookie);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['page', 'sort']);
  });
});
