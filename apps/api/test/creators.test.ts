import {
  authorResponseSchema,
  authorsResponseSchema,
  messages,
  publisherResponseSchema,
  publishersResponseSchema,
} from '@bookshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAuthors, demoBooks, demoPublishers } from '../src/db/seed/demo-catalogue';
import { catalanDemoTexts } from '../src/db/seed/demo-catalogue-cat';
import { createTestApp, type Reader, signUp, signUpAdmin, type TestApp } from './helpers';

let testApp: TestApp;
let admin: Reader;
let reader: Reader;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signUpAdmin(testApp);
  reader = await signUp(testApp.app);
});
afterAll(() => testApp.close());

/** A reader's order: accents and case come after the letters (Unicode's collation, as Intl's). */
const byEnglishName = new Intl.Collator('en').compare;

describe('authors', () => {
  it('lists every author sorted by English name', async () => {
    const { authors } = authorsResponseSchema.parse((await testApp.app.inject('/api/authors')).json());
    expect(authors).toHaveLength(demoAuthors.length);
    const names = authors.map((author) => author.name.eng);
    expect(names).toEqual([...names].sort(byEnglishName));
  });

  it('answers an author with their books', async () => {
    const demo = demoAuthors.find((author) => author.key === 'miguel-de-cervantes');
    const { authors } = (await testApp.app.inject('/api/authors')).json();
    const id = authors.find((author: { name: { eng: string } }) => author.name.eng === demo?.name.eng)._id;
    const response = await testApp.app.inject(`/api/authors/${id}`);
    expect(response.statusCode).toBe(200);
    const body = authorResponseSchema.parse(response.json());
    // The demo catalogue's biography, with its Catalan one (issue 35).
    expect(body.author.biography).toEqual({
      ...demo?.biography,
      cat: catalanDemoTexts.authors['miguel-de-cervantes']?.biography,
    });
    expect(body.books.map((book) => book.name.eng).sort()).toEqual(
      demoBooks
        .filter((book) => book.author === demo?.key)
        .map((book) => book.name.eng)
        .sort(),
    );
    for (const book of body.books) expect(book.author._id).toBe(id);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'cervantes'])('answers 404 for %s', async (id) => {
    expect((await testApp.app.inject(`/api/authors/${id}`)).statusCode).toBe(404);
  });

  it('lets an admin add an author, and no one else', async () => {
    const body = {
      name: { eng: 'Aaron Anonymous', esp: 'Aarón Anónimo' },
      biography: { eng: 'Wrote a lot.', esp: 'Escribió mucho.' },
      image: '/images/authors/aaron.svg',
    };
    const post = (cookie?: string, payload: object = body) =>
      testApp.app.inject({ method: 'POST', url: '/api/authors', headers: cookie ? { cookie } : {}, payload });
    expect((await post(reader.cookie)).statusCode).toBe(403);
    expect((await post()).statusCode).toBe(401);
    const created = await post(admin.cookie);
    expect(created.statusCode).toBe(201);
    expect(created.json().author).toMatchObject(body);
    const { authors } = (await testApp.app.inject('/api/authors')).json();
    expect(authors[0].name.eng).toBe('Aaron Anonymous');

    const empty = await post(admin.cookie, { name: { eng: '', esp: ' ' }, biography: {}, image: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({
      'name.eng': messages.fieldRequired,
      'name.esp': messages.fieldRequired,
      'biography.eng': expect.any(String),
      'biography.esp': expect.any(String),
      image: messages.fieldRequired,
    });
  });
});

describe('publishers', () => {
  it('lists every publisher sorted by English name, each with its books', async () => {
    const { publishers } = publishersResponseSchema.parse(
      (await testApp.app.inject('/api/publishers')).json(),
    );
    expect(publishers).toHaveLength(demoPublishers.length);
    const names = publishers.map((publisher) => publisher.name.eng);
    expect(names).toEqual([...names].sort(byEnglishName));

    const first = publishers[0];
    const response = await testApp.app.inject(`/api/publishers/${first?._id}`);
    const body = publisherResponseSchema.parse(response.json());
    expect(body.publisher).toEqual(first);
    for (const book of body.books) expect(book.publisher._id).toBe(first?._id);
  });

  it('answers 404 for an unknown publisher', async () => {
    expect(
      (await testApp.app.inject('/api/publishers/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });

  it('lets an admin add a publisher, and no one else', async () => {
    const body = {
      name: { eng: 'Editorial Gràcia', esp: 'Editorial Gràcia' },
      information: { eng: 'Small press.', esp: 'Editorial pequeña.' },
      image: 'https://example.com/logo.png',
    };
    const post = (cookie?: string, payload: object = body) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/publishers',
        headers: cookie ? { cookie } : {},
        payload,
      });
    expect((await post(reader.cookie)).statusCode).toBe(403);
    const created = await post(admin.cookie);
    expect(created.statusCode).toBe(201);
    expect(created.json().publisher).toMatchObject(body);
    const bad = await post(admin.cookie, { ...body, image: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('image');
  });
});

describe('the order of names', () => {
  it('puts accented and lower-case names where a reader looks for them', async () => {
    const admin = await signUpAdmin(testApp);
    const add = (kind: 'authors' | 'publishers', eng: string) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/${kind}`,
        headers: { cookie: admin.cookie },
        payload:
          kind === 'authors'
            ? {
                name: { eng, esp: eng },
                biography: { eng: 'Bio', esp: 'Bio' },
                image: '/images/authors/x.svg',
              }
            : {
                name: { eng, esp: eng },
                information: { eng: 'Info', esp: 'Info' },
                image: '/images/p/x.svg',
              },
      });
    for (const name of [
      'Friedrich Nietzsche',
      'Félix María Samaniego',
      'Miguel Delibes',
      'Miguel de Cervantes',
      'émile Zola',
      'Ernesto Sabato',
    ]) {
      expect((await add('authors', name)).statusCode).toBe(201);
    }
    for (const name of ['Crítica', 'Cátedra', 'anagrama', 'Alfaguara']) {
      expect((await add('publishers', name)).statusCode).toBe(201);
    }
    const authors = (await testApp.app.inject('/api/authors'))
      .json()
      .authors.map((a: { name: { eng: string } }) => a.name.eng);
    const publishers = (await testApp.app.inject('/api/publishers'))
      .json()
      .publishers.map((p: { name: { eng: string } }) => p.name.eng);
    const before = (names: string[], first: string, second: string) =>
      expect(names.lastIndexOf(first), `${first} before ${second}`).toBeLessThan(names.indexOf(second));
    before(authors, 'Félix María Samaniego', 'Friedrich Nietzsche');
    before(authors, 'Miguel de Cervantes', 'Miguel Delibes');
    before(authors, 'émile Zola', 'Ernesto Sabato');
    before(publishers, 'Alfaguara', 'anagrama');
    before(publishers, 'Cátedra', 'Crítica');
    expect(authors).toEqual([...authors].sort(byEnglishName));
    expect(publishers).toEqual([...publishers].sort(byEnglishName));
  });
});
