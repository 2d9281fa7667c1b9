import { auditResponseSchema, messages, backOfficeApiPaths as paths } from '@bookshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook, createTestApp, type Reader, signUp, signUpAdmin, type TestApp } from './helpers';

// The audit log (issue 20): every admin change, who, what, the changed fields before and after, when.

let testApp: TestApp;
let admin: Reader;
let reader: Reader;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signUpAdmin(testApp);
  reader = await signUp(testApp.app, { name: 'Rita', surname: 'Reader' });
});
afterAll(() => testApp.close());

const api = (path: string) => `/api${path}`;
function send(method: 'PATCH' | 'DELETE' | 'POST' | 'PUT', path: string, who?: Reader, payload?: object) {
  return testApp.app.inject({
    method,
    url: api(path),
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });
}
async function audit(query: Record<string, string | number | undefined> = {}, who: Reader = admin) {
  const answer = await testApp.app.inject({ url: api(paths.audit(query)), headers: { cookie: who.cookie } });
  expect(answer.statusCode).toBe(200);
  return auditResponseSchema.parse(answer.json());
}

async function newBook(nameEng: string): Promise<string> {
  const created = await addBook(testApp.app, admin.cookie, {
    name: { eng: nameEng, esp: `${nameEng} (es)` },
  });
  expect(created.statusCode).toBe(201);
  return created.json().book._id;
}

const adminName = 'Ada Admin';

describe('the audit log of books', () => {
  it('records a new book with all its fields, then only the fields a change touched', async () => {
    const id = await newBook('Audited Atlas');
    const created = await audit({ entity: 'book', entityId: id });
    expect(created.entries).toHaveLength(1);
    expect(created.entries[0]).toMatchObject({
      user: { _id: admin.authUser._id, name: adminName },
      entity: 'book',
      entityId: id,
      label: { eng: 'Audited Atlas', esp: 'Audited Atlas (es)' },
      action: 'create',
      before: null,
      after: {
        price: 10,
        year: 2020,
        name: { eng: 'Audited Atlas', esp: 'Audited Atlas (es)' },
        published: true,
      },
    });
    expect(created.entries[0]?.after).not.toHaveProperty('averageRating');

    // The edit form sends every field; only the price changed.
    const book = (
      await testApp.app.inject({ url: api(paths.adminBook(id)), headers: { cookie: admin.cookie } })
    ).json().book;
    const patched = await send('PATCH', paths.book(id), admin, {
      name: book.name,
      info: book.info,
      image: book.image,
      category: book.category,
      author: book.author._id,
      publisher: book.publisher._id,
      pagesCount: book.pagesCount,
      language: book.language,
      year: book.year,
      price: 12.5,
    });
    expect(patched.statusCode).toBe(200);
    const { entries, total } = await audit({ entity: 'book', entityId: id });
    expect(total).toBe(2);
    expect(entries[0]).toMatchObject({ action: 'update', before: { price: 10 }, after: { price: 12.5 } });
    expect(Object.keys(entries[0]?.before ?? {})).toEqual(['price']);
    expect(Date.parse(entries[0]?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records a stock count an admin sets, before and after', async () => {
    const id = await newBook('Counted Chronicle');
    expect((await send('PATCH', paths.book(id), admin, { stock: 1 })).statusCode).toBe(200);
    const { entries } = await audit({ entity: 'book', entityId: id });
    expect(entries[0]).toMatchObject({ action: 'update', before: { stock: 10 }, after: { stock: 1 } });
  });

  it('two admins setting the stock at once: each change is recorded against the one before it', async () => {
    const id = await newBook('Disputed Dictionary');
    const second = await signUpAdmin(testApp);
    const answers = await Promise.all(
      [3, 7, 5].map((stock, i) => send('PATCH', paths.book(id), i === 1 ? second : admin, { stock })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const updates = (await audit({ entity: 'book', entityId: id })).entries.filter(
      (entry) => entry.action === 'update',
    );
    expect(updates).toHaveLength(3);
    // Newest first: each change starts from what the one before it left, the last is what the book has.
    const [last, middle, first] = updates;
    expect(first?.before).toEqual({ stock: 10 });
    expect(middle?.before).toEqual(first?.after);
    expect(last?.before).toEqual(middle?.after);
    const book = await testApp.app.inject({ url: `/api/books/${id}` });
    expect(last?.after).toEqual({ stock: book.json().book.stock });
  });

  it('records unpublishing and publishing again; a change that changes nothing leaves no entry', async () => {
    const id = await newBook('Audited Almanac');
    expect((await send('DELETE', paths.book(id), admin)).statusCode).toBe(200);
    expect((await send('DELETE', paths.book(id), admin)).statusCode).toBe(200);
    expect((await send('POST', paths.publishBook(id), admin)).statusCode).toBe(200);
    expect((await send('PATCH', paths.book(id), admin, { price: 10 })).statusCode).toBe(200);
    const { entries } = await audit({ entity: 'book', entityId: id });
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['publish', { published: false }, { published: true }],
      ['unpublish', { published: true }, { published: false }],
      ['create', null, expect.objectContaining({ published: true })],
    ]);
  });

  it('writes nothing for a refused change: the entry is in the change’s transaction', async () => {
    const id = await newBook('Refused Reader');
    const before = (await audit()).total;
    const bad = await send('PATCH', paths.book(id), admin, { price: -1 });
    expect(bad.statusCode).toBe(400);
    const unknownAuthor = await send('PATCH', paths.book(id), admin, {
      author: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownAuthor.statusCode).toBe(400);
    expect((await send('PATCH', paths.book(id), reader, { price: 3 })).statusCode).toBe(403);
    expect((await audit()).total).toBe(before);
  });
});

describe('the audit log of authors and publishers', () => {
  it('records creations, edits and a refused unpublishing not at all', async () => {
    const author = await testApp.app.inject({
      method: 'POST',
      url: '/api/authors',
      headers: { cookie: admin.cookie },
      payload: {
        name: { eng: 'Audit Author', esp: 'Autora Auditada' },
        biography: { eng: 'B.', esp: 'B.' },
        image: '/a.svg',
      },
    });
    expect(author.statusCode).toBe(201);
    const authorId = author.json().author._id;
    expect((await send('PATCH', paths.author(authorId), admin, { image: '/b.svg' })).statusCode).toBe(200);
    const entries = (await audit({ entity: 'author', entityId: authorId })).entries;
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['update', { image: '/a.svg' }, { image: '/b.svg' }],
      ['create', null, expect.objectContaining({ name: { eng: 'Audit Author', esp: 'Autora Auditada' } })],
    ]);

    // A publisher with published books stays published, and nothing is logged.
    const { publishers } = (await testApp.app.inject('/api/publishers')).json();
    const busy = publishers[0]._id;
    const refused = await send('DELETE', paths.publisher(busy), admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe(messages.hasPublishedBooks);
    expect((await audit({ entity: 'publisher', entityId: busy })).total).toBe(0);
  });
});

describe('the audit log of comments and roles', () => {
  it('records an admin deleting a reader’s comment, with the comment as it was; a reader’s own deletion is not an admin change', async () => {
    const bookId = await newBook('Commented Codex');
    const comment = async (text: string) => {
      const answer = await send('POST', `/books/${bookId}/comment-book`, reader, { text });
      expect(answer.statusCode).toBe(201);
      return answer.json().comment._id as string;
    };
    const hateful = await comment('A hateful comment');
    const own = await comment('A comment I regret');
    expect((await send('DELETE', paths.comment(hateful), admin)).statusCode).toBe(200);
    expect((await send('DELETE', paths.comment(own), reader)).statusCode).toBe(200);

    const { entries } = await audit({ entity: 'comment' });
    expect(entries.map((entry) => entry.entityId)).toEqual([hateful]);
    expect(entries[0]).toMatchObject({
      action: 'delete',
      label: { eng: 'Commented Codex' },
      before: {
        text: 'A hateful comment',
        book: { _id: bookId },
        author: { _id: reader.authUser._id, name: 'Rita Reader' },
      },
      after: null,
    });
  });

  it('records a role granted and removed, under the user it changed', async () => {
    const shopper = await signUp(testApp.app, { name: 'Pau', surname: 'Promoted' });
    const id = shopper.authUser._id;
    const password = admin.password;
    expect((await send('PUT', paths.userRole(id), admin, { role: 'admin', password })).statusCode).toBe(200);
    expect((await send('PUT', paths.userRole(id), admin, { role: 'user', password })).statusCode).toBe(200);
    const { entries } = await audit({ entity: 'user', entityId: id });
    expect(entries.map((entry) => [entry.action, entry.label.esp, entry.before, entry.after])).toEqual([
      ['role', 'Pau Promoted', { role: 'admin' }, { role: 'user' }],
      ['role', 'Pau Promoted', { role: 'user' }, { role: 'admin' }],
    ]);
    // No password hash in the log.
    expect(JSON.stringify(entries)).not.toMatch(/argon2|password/i);
  });
});

describe('GET /api/admin/audit', () => {
  it('lists newest first, filters by admin and action, and pages', async () => {
    const other = await signUpAdmin(testApp);
    const id = await newBook('Paged Psalter');
    for (const price of [11, 12, 13]) {
      expect((await send('PATCH', paths.book(id), other, { price })).statusCode).toBe(200);
    }
    const mine = await audit({ user: other.authUser._id });
    expect(mine.entries.map((entry) => entry.after?.price)).toEqual([13, 12, 11]);
    expect(mine.entries.every((entry) => entry.user._id === other.authUser._id)).toBe(true);

    const updates = await audit({ entityId: id, action: 'update', pageSize: 2 });
    expect(updates.total).toBe(3);
    expect(updates.entries.map((entry) => entry.after?.price)).toEqual([13, 12]);
    const second = await audit({ entityId: id, action: 'update', pageSize: 2, page: 2 });
    expect(second.entries.map((entry) => entry.after?.price)).toEqual([11]);

    const all = await audit({ pageSize: 100 });
    const ids = all.entries.map((entry) => Number(entry._id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('is for admins only: 401 for guests, 403 for shoppers; bad filters are a 400 naming them', async () => {
    expect((await testApp.app.inject(api(paths.audit()))).statusCode).toBe(401);
    const shopper = await testApp.app.inject({ url: api(paths.audit()), headers: { cookie: reader.cookie } });
    expect(shopper.statusCode).toBe(403);
    const bad = await testApp.app.inject({
      url: api(paths.audit({ entity: 'dragon', entityId: 'x', page: 0, colour: 'red' })),
      headers: { cookie: admin.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['colour', 'entity', 'entityId', 'page']);
  });

  it('cannot be changed: no call edits or removes an entry, and the database refuses to', async () => {
    await newBook('Permanent Parchment');
    const [entry] = (await audit()).entries;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      const answer = await send(method, `/admin/audit/${entry?._id}`, admin, { before: null });
      expect(answer.statusCode).toBe(404);
      expect((await send(method, '/admin/audit', admin, {})).statusCode).toBe(404);
    }
    const { db } = testApp.database;
    await expect(db.execute(sql`update audit_log set user_name = 'Nobody'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect((await audit()).entries[0]).toEqual(entry);
  });

  it('is described in the OpenAPI document, as a read only: no method writes to it', async () => {
    const document = (await testApp.app.inject('/api/openapi.json')).json();
    const audit = document.paths['/api/admin/audit'];
    expect(Object.keys(audit)).toEqual(['get']);
    expect(audit.get).toMatchObject({ tags: ['back office'], security: [{ session: [] }] });
    expect(audit.get.summary).toMatch(/audit log/);
    expect(audit.get.responses).toHaveProperty('403');
    expect(document.paths['/api/admin/users/{id}/role']).toHaveProperty('put');
  });
});
