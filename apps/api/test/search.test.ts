import { searchResponseSchema } from '@bookshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchVocabulary } from '../src/db/schema';
import { addBook as addBookAsAdmin, createTestApp, type Reader, signUpAdmin, type TestApp } from './helpers';

let testApp: TestApp;
let admin: Reader;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signUpAdmin(testApp);
});
afterAll(() => testApp.close());

async function search(name: string, language: string) {
  const response = await testApp.app.inject(`/api/search/${encodeURIComponent(name)}/${language}`);
  expect(response.statusCode).toBe(200);
  return searchResponseSchema.parse(response.json());
}
const names = (results: { name: { eng: string; esp: string } }[], language: 'eng' | 'esp') =>
  results.map((result) => result.name[language]);

async function addBook(eng: string, esp: string) {
  const response = await addBookAsAdmin(testApp.app, admin.cookie, { name: { eng, esp }, language: 'eng' });
  expect(response.statusCode).toBe(201);
  return response.json().book._id as string;
}

describe('GET /api/search/:name/:language', () => {
  it('ignores accents and case, in both languages', async () => {
    expect(names((await search('cien anos', 'esp')).books, 'esp')).toContain('Cien años de soledad');
    expect(names((await search('CIEN AÑOS', 'eng')).books, 'esp')).toContain('Cien años de soledad');
    expect(names((await search('garcia marquez', 'eng')).authors, 'eng')).toContain('Gabriel García Márquez');
    // An accent the name does not have, or another one, still matches.
    expect(names((await search('mercé rodoreda', 'esp')).authors, 'eng')).toContain('Mercè Rodoreda');
  });

  it('finds by the beginning of a word', async () => {
    const found = names((await search('harr', 'eng')).books, 'eng');
    expect(found.length).toBeGreaterThanOrEqual(3);
    for (const name of found.slice(0, 3)) expect(name).toMatch(/^Harry Potter/);
    expect(names((await search('harr', 'esp')).books, 'esp')[0]).toMatch(/^Harry Potter y/);
    expect(names((await search('salaman', 'esp')).publishers, 'eng')).toContain('Salamandra');
  });

  it('forgives one typo in words of five letters or more, in both languages', async () => {
    expect(names((await search('quijotte', 'esp')).books, 'esp')).toContain('Don Quijote de la Mancha');
    expect(names((await search('quixotte', 'eng')).books, 'eng')).toContain('Don Quixote');
    expect(names((await search('soledd', 'esp')).books, 'esp')).toContain('Cien años de soledad');
    expect(names((await search('rodoreba', 'eng')).authors, 'eng')).toContain('Mercè Rodoreda');
    expect(names((await search('hary potter', 'eng')).books, 'eng')[0]).toMatch(/^Harry Potter/);
  });

  it('does not guess on short words', async () => {
    expect((await search('qix', 'eng')).books).toEqual([]);
  });

  it('lists typo matches only when nothing matches as typed, as the results page does', async () => {
    const typo = await addBook('The Sailor Girl', 'La marinera');
    const prefix = await addBook('Sailor on Land', 'Marinero en tierra');
    expect((await search('marinero', 'esp')).books.map((book) => book._id)).toEqual([prefix]);
    expect((await search('marinerra', 'esp')).books.map((book) => book._id)).toContain(typo);
  });

  it('lists matches in the asked language before matches in the other', async () => {
    const englishLuna = await addBook('Lunatic Park', 'Parque de atracciones');
    const spanishLuna = await addBook('The Moon Almanac', 'Lunario');
    const inEnglish = (await search('luna', 'eng')).books.map((book) => book._id);
    expect(inEnglish.indexOf(englishLuna)).toBeLessThan(inEnglish.indexOf(spanishLuna));
    const inSpanish = (await search('luna', 'esp')).books.map((book) => book._id);
    expect(inSpanish.indexOf(spanishLuna)).toBeLessThan(inSpanish.indexOf(englishLuna));
  });

  it('matches %, _ and \\ literally', async () => {
    const percent = await addBook('100% Barcelona', '100% Barcelona');
    // A text anywhere in a name is looked for from three letters or digits in a row (the results page).
    expect((await search('%', 'eng')).books).toEqual([]);
    expect((await search('_', 'eng')).books).toEqual([]);
    expect((await search('\\', 'eng')).books).toEqual([]);
    expect((await search('100%', 'esp')).books.map((book) => book._id)).toEqual([percent]);
  });

  it('answers at most 10 of each, with id, image and both names', async () => {
    const { books, authors, publishers } = await search('a', 'eng');
    expect(books).toHaveLength(10);
    expect(authors).toHaveLength(10);
    expect(publishers.length).toBeLessThanOrEqual(10);
    expect(books[0]).toEqual({
      _id: expect.any(String),
      image: expect.any(String),
      name: expect.any(Object),
    });
  });

  it('answers empty lists when nothing matches', async () => {
    expect(await search('zzzzzzzzzz', 'eng')).toEqual({ books: [], authors: [], publishers: [] });
  });

  it('refuses an unknown language or a too long text with a 400 naming it', async () => {
    const language = await testApp.app.inject('/api/search/harry/fra');
    expect(language.statusCode).toBe(400);
    expect(language.json().error.fields).toHaveProperty('language');
    const long = await testApp.app.inject(`/api/search/${'a'.repeat(101)}/eng`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toHaveProperty('name');
  });

  it("shows an author's books, the results page's first ones in its order", async () => {
    for (const [text, author] of [
      ['garcia marquez', 'Gabriel García Márquez'],
      ['zafon', 'Carlos Ruiz Zafón'],
    ] as const) {
      for (const language of ['esp', 'eng'] as const) {
        const found = await search(text, language);
        expect(names(found.authors, 'eng')).toContain(author);
        const page = await testApp.app.inject(
          `/api/books?q=${encodeURIComponent(text)}&readerLanguage=${language}&sort=relevance`,
        );
        expect(page.statusCode).toBe(200);
        const pageBooks = (page.json().books as { _id: string; author: { name: { eng: string } } }[]).slice(
          0,
          found.books.length,
        );
        expect(pageBooks.length).toBeGreaterThanOrEqual(3);
        expect(pageBooks.every((book) => book.author.name.eng === author)).toBe(true);
        expect(found.books.map((book) => book._id)).toEqual(pageBooks.map((book) => book._id));
      }
    }
  });

  it('learns the words of a renamed book for its typos, and nothing anew when only its stock changes', async () => {
    const id = await addBook('The Lamplighter', 'El farolero');
    const known = async (word: string) =>
      (await testApp.database.db.select().from(searchVocabulary).where(eq(searchVocabulary.word, word)))
        .length;
    const patch = async (body: object) => {
      const response = await testApp.app.inject({
        method: 'PATCH',
        url: `/api/books/${id}`,
        headers: { cookie: admin.cookie },
        payload: body,
      });
      expect(response.statusCode).toBe(200);
    };
    expect(await known('farolero')).toBe(1);
    // Forgotten by hand: a stock change must not read the book's names again…
    await testApp.database.db.delete(searchVocabulary).where(eq(searchVocabulary.word, 'farolero'));
    await patch({ stock: 7 });
    expect(await known('farolero')).toBe(0);
    // …a new name must.
    await patch({ name: { eng: 'The Lamplighter', esp: 'El farolero de Gràcia' } });
    expect(await known('farolero')).toBe(1);
    expect(await known('gracia')).toBe(1);
  });
});
