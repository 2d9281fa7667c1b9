import {
  adminAuthorResponseSchema,
  adminAuthorsResponseSchema,
  adminCommentsResponseSchema,
  adminPublishersResponseSchema,
  adminUserResponseSchema,
  adminUsersResponseSchema,
  messages,
  backOfficeApiPaths as paths,
} from '@bookshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook, createTestApp, type Reader, signUp, signUpAdmin, type TestApp } from './helpers';

// The back office's lists (issue 20): moderation, users and roles, authors and publishers.

let testApp: TestApp;
let admin: Reader;
let reader: Reader;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signUpAdmin(testApp);
  reader = await signUp(testApp.app, { name: 'Núria', surname: 'Lectora' });
});
afterAll(() => testApp.close());

const api = (path: string) => `/api${path}`;
const get = (path: string, who?: Reader) =>
  testApp.app.inject({ url: api(path), headers: who ? { cookie: who.cookie } : {} });
function send(method: 'PATCH' | 'DELETE' | 'POST' | 'PUT', path: string, who?: Reader, payload?: object) {
  return testApp.app.inject({
    method,
    url: api(path),
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

async function newBook(nameEng: string): Promise<string> {
  const created = await addBook(testApp.app, admin.cookie, {
    name: { eng: nameEng, esp: `${nameEng} (es)` },
  });
  expect(created.statusCode).toBe(201);
  return created.json().book._id;
}

async function comment(bookId: string, who: Reader, text: string): Promise<string> {
  const answer = await send('POST', `/books/${bookId}/comment-book`, who, { text });
  expect(answer.statusCode).toBe(201);
  return answer.json().comment._id;
}

/** The guards of a GET: 401 for a guest, 403 for a shopper. */
async function adminOnly(path: string) {
  expect((await get(path)).statusCode).toBe(401);
  expect((await get(path, reader)).statusCode).toBe(403);
}

describe('GET /api/admin/comments (moderation)', () => {
  it('lists the shop’s comments newest first with book, author and likes; filters by book and user; pages', async () => {
    const first = await newBook('Moderated Miscellany');
    const second = await newBook('Moderated Maps');
    const other = await signUp(testApp.app, { name: 'Otto', surname: 'Other' });
    const a = await comment(first, reader, 'First thoughts');
    const b = await comment(second, other, 'Second thoughts');
    const c = await comment(first, other, 'Third thoughts');
    await send('POST', '/comments/evaluate', admin, { commentId: a, value: 'like' });
    await send('POST', '/comments/evaluate', other, { commentId: a, value: 'like' });
    await send('POST', '/comments/evaluate', reader, { commentId: c, value: 'dislike' });

    const all = adminCommentsResponseSchema.parse((await get(paths.adminComments(), admin)).json());
    expect(all.comments.slice(0, 3).map((x) => x._id)).toEqual([c, b, a]);
    expect(all.comments[2]).toMatchObject({
      text: 'First thoughts',
      book: { _id: first, name: { eng: 'Moderated Miscellany', esp: 'Moderated Miscellany (es)' } },
      author: { _id: reader.authUser._id, name: 'Núria', surname: 'Lectora' },
      likes: 2,
      dislikes: 0,
    });
    expect(all.comments[0]).toMatchObject({ likes: 0, dislikes: 1 });

    const ofBook = (await get(paths.adminComments({ book: first }), admin)).json();
    expect(ofBook.comments.map((x: { _id: string }) => x._id)).toEqual([c, a]);
    const ofUser = (await get(paths.adminComments({ user: other.authUser._id }), admin)).json();
    expect(ofUser.comments.map((x: { _id: string }) => x._id)).toEqual([c, b]);
    const both = (await get(paths.adminComments({ book: first, user: other.authUser._id }), admin)).json();
    expect(both.comments.map((x: { _id: string }) => x._id)).toEqual([c]);

    const page2 = (await get(paths.adminComments({ pageSize: 1, page: 2 }), admin)).json();
    expect(page2).toMatchObject({ page: 2, pageSize: 1, total: all.total });
    expect(page2.comments.map((x: { _id: string }) => x._id)).toEqual([b]);

    // Deleting from moderation: gone from the list and from its book.
    expect((await send('DELETE', paths.comment(c), admin)).statusCode).toBe(200);
    const after = (await get(paths.adminComments({ book: first }), admin)).json();
    expect(after.comments.map((x: { _id: string }) => x._id)).toEqual([a]);
    expect((await get(`/comments?book=${first}`)).json().comments).toHaveLength(1);
  });

  it('is for admins; bad filters are a 400 naming them', async () => {
    await adminOnly(paths.adminComments());
    const bad = await get(paths.adminComments({ book: 'x', pageSize: 1000 }), admin);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['book', 'pageSize']);
  });
});

describe('GET /api/admin/users and PUT /api/admin/users/:id/role', () => {
  it('searches by name or e-mail, accents and case ignored, and never shows a password', async () => {
    const found = await get(paths.adminUsers({ q: 'NURIA' }), admin);
    expect(found.statusCode).toBe(200);
    const { users, total } = adminUsersResponseSchema.parse(found.json());
    expect(users.map((user) => user._id)).toContain(reader.authUser._id);
    expect(total).toBe(users.length);
    const byEmail = (await get(paths.adminUsers({ q: reader.email.slice(0, 12) }), admin)).json();
    expect(byEmail.users.map((user: { _id: string }) => user._id)).toEqual([reader.authUser._id]);
    expect(byEmail.users[0]).toEqual({
      _id: reader.authUser._id,
      name: 'Núria',
      surname: 'Lectora',
      email: reader.email,
      role: 'user',
      activated: false,
      createdAt: expect.any(String),
    });
    const everyone = (await get(paths.adminUsers({ pageSize: 100 }), admin)).body;
    expect(everyone).not.toMatch(/argon2|passwordHash|password_hash|activationToken/i);
    const none = (await get(paths.adminUsers({ q: 'nobody-at-all-xyz' }), admin)).json();
    expect(none).toMatchObject({ users: [], total: 0 });
  });

  it('grants and removes the admin role: the user can or cannot use the back office at once', async () => {
    const shopper = await signUp(testApp.app);
    const id = shopper.authUser._id;
    expect((await get(paths.adminUsers(), shopper)).statusCode).toBe(403);

    const granted = await send('PUT', paths.userRole(id), admin, { role: 'admin', password: admin.password });
    expect(granted.statusCode).toBe(200);
    expect(adminUserResponseSchema.parse(granted.json()).user).toMatchObject({ _id: id, role: 'admin' });
    expect((await get(paths.adminUsers(), shopper)).statusCode).toBe(200);

    const removed = await send('PUT', paths.userRole(id), admin, { role: 'user', password: admin.password });
    expect(removed.json().user.role).toBe('user');
    expect((await get(paths.adminUsers(), shopper)).statusCode).toBe(403);
  });

  it('asks for the admin’s own password again: without it, or with a wrong one, nothing changes', async () => {
    const shopper = await signUp(testApp.app);
    const id = shopper.authUser._id;
    const roleNow = async () =>
      (await get(paths.adminUsers({ q: shopper.email }), admin)).json().users[0].role as string;

    const without = await send('PUT', paths.userRole(id), admin, { role: 'admin' });
    expect(without.statusCode).toBe(400);
    expect(without.json().error.fields).toEqual({ password: messages.passwordRequired });
    const wrong = await send('PUT', paths.userRole(id), admin, { role: 'admin', password: 'not-mine' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: messages.currentPasswordIncorrect });
    expect(await roleNow()).toBe('user');

    // A session left open cannot guess it: wrong passwords count with the account's others (10 in 15 minutes).
    const other = await signUpAdmin(testApp);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        send('PUT', paths.userRole(id), other, { role: 'admin', password: `guess-${i}` }),
      ),
    );
    expect(guesses.map((guess) => guess.statusCode).sort()).toEqual([...Array(10).fill(400), 429, 429]);
    const right = await send('PUT', paths.userRole(id), other, { role: 'admin', password: other.password });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(await roleNow()).toBe('user');
  });

  it('never changes one’s own role, and refuses guests, shoppers, bad roles and unknown users', async () => {
    const password = admin.password;
    const own = await send('PUT', paths.userRole(admin.authUser._id), admin, { role: 'user', password });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe(messages.ownRoleUnchangeable);
    expect((await get(paths.adminUsers(), admin)).statusCode).toBe(200);

    const target = reader.authUser._id;
    expect(
      (await send('PUT', paths.userRole(target), undefined, { role: 'admin', password })).statusCode,
    ).toBe(401);
    // A shopper cannot even make themselves an admin.
    const self = await send('PUT', paths.userRole(target), reader, {
      role: 'admin',
      password: reader.password,
    });
    expect(self.statusCode).toBe(403);
    const bad = await send('PUT', paths.userRole(target), admin, { role: 'owner', extra: 1, password });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['extra', 'role']);
    const unknown = await send('PUT', paths.userRole('00000000-0000-4000-8000-000000000000'), admin, {
      role: 'admin',
      password,
    });
    expect(unknown.statusCode).toBe(404);
    await adminOnly(paths.adminUsers());
  });
});

describe('GET /api/admin/authors and /api/admin/publishers', () => {
  async function newAuthor(eng: string, esp: string): Promise<string> {
    const created = await send('POST', '/authors', admin, {
      name: { eng, esp },
      biography: { eng: 'B.', esp: 'B.' },
      image: '/images/authors/x.svg',
    });
    expect(created.statusCode).toBe(201);
    return created.json().author._id;
  }

  it('sorts names the Spanish way: accents ignored, ñ after n', async () => {
    for (const name of ['Zzñu Ñandú', 'Zzna Nadal', 'Zznz Nuñez', 'Zzáb Ábaco', 'Zzac Acero', 'Zzoa Olmo']) {
      await newAuthor(name, name);
    }
    const { authors } = adminAuthorsResponseSchema.parse(
      (await get(paths.adminAuthors({ q: 'zz', language: 'esp' }), admin)).json(),
    );
    expect(authors.map((author) => author.name.esp)).toEqual([
      'Zzáb Ábaco',
      'Zzac Acero',
      'Zzna Nadal',
      'Zznz Nuñez',
      'Zzñu Ñandú',
      'Zzoa Olmo',
    ]);
  });

  it('searches either name, filters published or not, pages, and counts published books', async () => {
    const id = await newAuthor('Quill Quentin', 'Pluma Quintín');
    const found = (await get(paths.adminAuthors({ q: 'quintin' }), admin)).json();
    expect(found.authors).toEqual([expect.objectContaining({ _id: id, published: true, publishedBooks: 0 })]);
    expect((await send('DELETE', paths.author(id), admin)).statusCode).toBe(200);
    const unpublished = (await get(paths.adminAuthors({ published: 'no' }), admin)).json();
    expect(unpublished.authors.map((author: { _id: string }) => author._id)).toContain(id);
    const published = (await get(paths.adminAuthors({ published: 'yes', pageSize: 100 }), admin)).json();
    expect(published.authors.map((author: { _id: string }) => author._id)).not.toContain(id);
    expect(published.authors.some((author: { publishedBooks: number }) => author.publishedBooks > 0)).toBe(
      true,
    );

    const one = await get(paths.adminAuthor(id), admin);
    expect(adminAuthorResponseSchema.parse(one.json()).author).toMatchObject({ _id: id, published: false });

    const page = (await get(paths.adminAuthors({ pageSize: 2, page: 2 }), admin)).json();
    expect(page).toMatchObject({ page: 2, pageSize: 2 });
    expect(page.authors).toHaveLength(2);

    const publishers = adminPublishersResponseSchema.parse(
      (await get(paths.adminPublishers({ pageSize: 100 }), admin)).json(),
    );
    expect(publishers.total).toBe(publishers.publishers.length);
    const busy = publishers.publishers.find((publisher) => publisher.publishedBooks > 0);
    expect(busy).toBeDefined();
    // The 409 names why: it still has published books.
    const refused = await send('DELETE', paths.publisher(busy?._id ?? ''), admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe(messages.hasPublishedBooks);
  });

  it('is for admins; bad filters are a 400', async () => {
    await adminOnly(paths.adminAuthors());
    await adminOnly(paths.adminPublishers());
    const id = (await get('/authors')).json().authors[0]._id;
    await adminOnly(paths.adminAuthor(id));
    const bad = await get(paths.adminPublishers({ published: 'maybe', language: 'fr' }), admin);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['language', 'published']);
    expect((await get(paths.adminAuthor('00000000-0000-4000-8000-000000000000'), admin)).statusCode).toBe(
      404,
    );
  });
});

// A book's comments stay reachable for moderation even when the book is unpublished.
it('moderation lists comments of unpublished books too', async () => {
  const bookId = await newBook('Hidden Hymnal');
  const id = await comment(bookId, reader, 'Still here');
  await send('DELETE', paths.book(bookId), admin);
  const { comments } = (await get(paths.adminComments({ book: bookId }), admin)).json();
  expect(comments.map((x: { _id: string }) => x._id)).toEqual([id]);
});
