import {
  type Book,
  type BookListQuery,
  bookListResponseSchema,
  bookSearchResponseSchema,
  type Category,
  categoryTree,
  categoryWithSubcategories,
  errorBodySchema,
  relatedBooksResponseSchema,
  topCategories,
} from '@bookshop/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BookIndex } from '../src/book-lists/book-index';
import { BookLists } from '../src/book-lists/book-lists';
import { books } from '../src/db/schema';
import { demoAuthors, demoBooks } from '../src/db/seed/demo-catalogue';
import {
  addBook,
  changingPageSize,
  createTestApp,
  HEARD_WITHIN,
  openSecondApp,
  type Reader,
  signUp,
  signUpAdmin,
  type TestApp,
} from './helpers';

let testApp: TestApp;
let admin: Reader;
let reader: Reader;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signUpAdmin(testApp);
  reader = await signUp(testApp.app);
});
afterAll(() => testApp.close());

async function list(query: string) {
  const response = await testApp.app.inject(`/api/books?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return bookListResponseSchema.parse(response.json());
}

async function search(query: string) {
  const response = await testApp.app.inject(`/api/books?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return bookSearchResponseSchema.parse(response.json());
}

/** Every book of a list, page after page. */
async function everyBook(query: string): Promise<Book[]> {
  const found: Book[] = [];
  for (let page = 1; ; page++) {
    const answer = await list(`${query}&pageSize=100&page=${page}`);
    found.push(...answer.books);
    if (answer.books.length < 100) return found;
  }
}

/** The demo books as the tests compare them (the catalogue before any test adds to it). */
const demo = demoBooks.map((book) => ({ ...book, price: Number(book.price) }));
const inCategory = (category: Category) => (book: { category: readonly string[] }) =>
  book.category.some((slug) => (categoryWithSubcategories(category) as string[]).includes(slug));
const countBy = <T>(items: T[], key: (item: T) => string) => {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
};
const isSorted = <T>(items: T[], compare: (a: T, b: T) => number) =>
  items.every((item, i) => i === 0 || compare(items[i - 1] as T, item) <= 0);

describe('GET /api/books: a page of a list', () => {
  it('answers a page, the total and the facets; limit still answers only the newest books', async () => {
    const answer = await list('category=imaginative&page=1');
    const expected = demo.filter(inCategory('imaginative'));

    expect(answer.total).toBe(expected.length);
    expect(answer.page).toBe(1);
    expect(answer.pageSize).toBe(24);
    expect(answer.books).toHaveLength(24);
    for (const book of answer.books) expect(inCategory('imaginative')(book)).toBe(true);
    expect(isSorted(answer.books, (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))).toBe(true);

    const spec = await testApp.app.inject('/api/books?category=imaginative&limit=5');
    expect(Object.keys(spec.json())).toEqual(['books']);
    expect(spec.json().books).toHaveLength(5);
    expect(Object.keys((await testApp.app.inject('/api/books')).json())).toEqual(['books']);
  });

  it('sends each book of a page exactly as the book page and the SPEC lists send it', async () => {
    const page = await list('category=children&pageSize=5&page=1');
    const spec = (await testApp.app.inject('/api/books?category=children&limit=5')).json().books;
    expect(page.books).toEqual(spec);
    for (const book of page.books) {
      const { myRating, comments, ...own } = (await testApp.app.inject(`/api/books/${book._id}`)).json().book;
      expect(book).toEqual(own);
    }
  });

  it('pages through a list: every book once, the last page short, a page past the end empty', async () => {
    const expected = demo.filter(inCategory('children'));
    const pages = [];
    for (let page = 1; page <= Math.ceil(expected.length / 10) + 1; page++) {
      pages.push(await list(`category=children&pageSize=10&page=${page}`));
    }
    const ids = pages.flatMap((page) => page.books.map((book) => book._id));

    expect(new Set(ids).size).toBe(expected.length);
    expect(ids).toHaveLength(expected.length);
    expect(pages.map((page) => page.books.length)).toEqual([10, 10, 10, expected.length - 30, 0]);
    expect(pages.every((page) => page.total === expected.length)).toBe(true);
    const newestFirst = await testApp.app.inject(`/api/books?category=children&limit=100`);
    expect(ids).toEqual(newestFirst.json().books.map((book: Book) => book._id));
  });

  it('sorts by price either way, cheapest or dearest first, newest first among equals', async () => {
    const cheapest = await everyBook('sort=price_asc');
    expect(cheapest).toHaveLength(demo.length);
    expect(isSorted(cheapest, (a, b) => a.price - b.price)).toBe(true);
    const dearest = await everyBook('sort=price_desc&category=it_and_programing');
    expect(dearest).toHaveLength(demo.filter(inCategory('it_and_programing')).length);
    expect(isSorted(dearest, (a, b) => b.price - a.price)).toBe(true);
    for (const books of [cheapest, dearest]) {
      const ties = books.filter((book, i) => i > 0 && books[i - 1]?.price === book.price);
      for (const book of ties) {
        const before = books[books.indexOf(book) - 1] as Book;
        expect(Date.parse(before.createdAt)).toBeGreaterThanOrEqual(Date.parse(book.createdAt));
      }
    }
  });

  it('filters by book language, price, year and rating, counting the books it shows', async () => {
    const query = 'category=imaginative&language=eng&minPrice=10&maxPrice=20.5&minYear=1990&maxYear=2015';
    const shown = await everyBook(query);
    const expected = demo.filter(
      (book) =>
        inCategory('imaginative')(book) &&
        book.language === 'eng' &&
        book.price >= 10 &&
        book.price <= 20.5 &&
        book.year >= 1990 &&
        book.year <= 2015,
    );

    expect(expected.length).toBeGreaterThan(0);
    expect(shown.map((book) => book.name.eng).sort()).toEqual(expected.map((book) => book.name.eng).sort());
    expect((await list(`${query}&page=1`)).total).toBe(expected.length);
    // Nobody has rated the demo books in this database yet.
    expect((await list('minRating=0.5&page=1')).total).toBe(0);
  });

  it('counts each facet with every other filter but its own', async () => {
    const answer = await list('category=imaginative&language=eng&maxPrice=15&page=1');
    const imaginative = demo.filter(inCategory('imaginative'));
    const cheap = imaginative.filter((book) => book.price <= 15);
    const english = imaginative.filter((book) => book.language === 'eng');
    const shown = cheap.filter((book) => book.language === 'eng');

    expect(answer.total).toBe(shown.length);
    // Another language counts what it would show instead of English, at the same price.
    const languages = countBy(cheap, (book) => book.language);
    expect(Object.fromEntries(answer.facets.languages.map((entry) => [entry.language, entry.count]))).toEqual(
      languages,
    );
    expect(answer.facets.languages.map((entry) => entry.count)).toEqual(
      Object.values(languages).sort((a, b) => b - a),
    );
    // The price bounds ignore the price filter; the year bounds keep it.
    const englishPrices = english.map((book) => book.price);
    expect(answer.facets.price).toEqual({ min: Math.min(...englishPrices), max: Math.max(...englishPrices) });
    const years = shown.map((book) => book.year);
    expect(answer.facets.year).toEqual({ min: Math.min(...years), max: Math.max(...years) });
    // Each subcategory counts its English books under 15 euros.
    expect(answer.facets.categories).toEqual(
      categoryTree.imaginative.map((sub) => ({
        category: sub,
        count: shown.filter((book) => book.category.includes(sub)).length,
      })),
    );
    expect(answer.facets.ratings).toEqual([4, 3, 2, 1].map((minRating) => ({ minRating, count: 0 })));
  });

  it("offers a top category's subcategories, a subcategory's siblings, and the top categories", async () => {
    const top = await list('category=children&page=1');
    const sub = await list('category=tale&page=1');
    expect(sub.facets.categories).toEqual(top.facets.categories);
    expect(sub.facets.categories.map((entry) => entry.category)).toEqual([...categoryTree.children]);
    expect(sub.total).toBe(demo.filter(inCategory('tale')).length);

    const everything = await list('page=1');
    expect(everything.total).toBe(demo.length);
    expect(everything.facets.categories).toEqual(
      topCategories.map((category) => ({ category, count: demo.filter(inCategory(category)).length })),
    );
  });

  it('keeps a language asked for in the facets even when no book has it', async () => {
    const answer = await list('language=grc&page=1');
    expect(answer.total).toBe(0);
    expect(answer.books).toEqual([]);
    expect(answer.facets.languages).toContainEqual({ language: 'grc', count: 0 });
    expect(answer.facets.languages).toContainEqual({
      language: 'esp',
      count: demo.filter((book) => book.language === 'esp').length,
    });
    expect(answer.facets.price).toBeNull();
    expect(answer.facets.year).toBeNull();
  });
});

describe('GET /api/books?q=: search results', () => {
  it('finds books by name in either language, best match first, as cards', async () => {
    const answer = await search('q=cien%20anos');
    expect(answer.books[0]?.name.esp).toBe('Cien años de soledad');
    expect(answer.books[0]?.price).toBe(22.9);
    expect(answer.suggestion).toBeNull();
    expect(answer.truncated).toBe(false);
    expect((await search('q=hundred%20years&readerLanguage=eng')).books[0]?.name.esp).toBe(
      'Cien años de soledad',
    );
  });

  it("finds an author's books, with their prices", async () => {
    const answer = await search('q=garcia%20marquez');
    const author = demoAuthors.find((entry) => entry.name.eng === 'Gabriel García Márquez');
    const expected = demo.filter((book) => book.author === author?.key);
    expect(answer.total).toBe(expected.length);
    expect(answer.books.map((book) => book.author.name.eng)).toEqual(
      expected.map(() => 'Gabriel García Márquez'),
    );
    expect(answer.books.every((book) => book.price > 0)).toBe(true);
  });

  it('forgives a typo', async () => {
    expect((await search('q=quijotte')).books.map((book) => book.name.esp)).toContain(
      'Don Quijote de la Mancha',
    );
  });

  it('sorts and filters the results, counting each facet without its own filter', async () => {
    const all = await search('q=harry&pageSize=100');
    expect(all.total).toBeGreaterThanOrEqual(3);
    const byPrice = await search('q=harry&sort=price_desc&pageSize=100');
    expect(byPrice.books.map((book) => book._id).sort()).toEqual(all.books.map((book) => book._id).sort());
    expect(isSorted(byPrice.books, (a, b) => b.price - a.price)).toBe(true);

    const language = all.books[0]?.language ?? 'esp';
    const filtered = await search(`q=harry&language=${language}&category=children`);
    const expected = all.books.filter(
      (book) =>
        book.language === language &&
        book.category.some((slug) => (categoryWithSubcategories('children') as string[]).includes(slug)),
    );
    expect(filtered.total).toBe(expected.length);
    expect(filtered.facets.languages).toEqual(
      Object.entries(
        countBy(
          all.books.filter((book) =>
            book.category.some((slug) => (categoryWithSubcategories('children') as string[]).includes(slug)),
          ),
          (book) => book.language,
        ),
      )
        .map(([code, count]) => ({ language: code, count }))
        .sort((a, b) => b.count - a.count || (a.language < b.language ? -1 : 1)),
    );
  });

  it('suggests the closest name when nothing matches ("did you mean")', async () => {
    const answer = await search('q=harry%20potter%20xyz');
    expect(answer.total).toBe(0);
    expect(answer.books).toEqual([]);
    expect(answer.suggestion?.name.eng).toMatch(/^Harry Potter and/);
  });

  it('suggests the book its words or their close known words name, or the closest name written otherwise', async () => {
    // Two of three words name the books (worked out in the process), then a name typed as one word and
    // a text of marks (the database's closest name).
    for (const text of ['potter harry 1999', 'harry poter 1999', 'harrypotter', 'harry-potter xyz']) {
      const answer = await search(`q=${encodeURIComponent(text)}`);
      expect(answer.total, text).toBe(0);
      expect(answer.suggestion?.name.eng, text).toMatch(/^Harry Potter and/);
    }
    // The most words win: "sombra" and "viento" over the many names with "del" or "harry" alone.
    const answer = await search(`q=${encodeURIComponent('harry sombra del viento 1999')}`);
    expect(answer.suggestion?.name.esp).toBe('La sombra del viento');
  });

  it('answers gibberish and texts of marks with no books and no suggestion', async () => {
    for (const text of ['xqzw', '%25%25%25', '%5C_']) {
      const answer = await search(`q=${text}`);
      expect(answer, text).toMatchObject({ books: [], total: 0, suggestion: null, truncated: false });
    }
  });
});

describe('GET /api/books/:id/related', () => {
  it("gives the author's other books and other authors' books of the same category, never the book itself", async () => {
    const zafon = (await search('q=sombra%20del%20viento')).books[0] as Book;
    const response = await testApp.app.inject(`/api/books/${zafon._id}/related`);
    expect(response.statusCode).toBe(200);
    const { byAuthor, sameCategory } = relatedBooksResponseSchema.parse(response.json());

    const authorKey = demo.find((book) => book.name.esp === 'La sombra del viento')?.author;
    expect(byAuthor.map((book) => book.name.eng).sort()).toEqual(
      demo
        .filter((book) => book.author === authorKey && book.name.esp !== 'La sombra del viento')
        .map((book) => book.name.eng)
        .sort(),
    );
    expect(sameCategory).toHaveLength(12);
    for (const book of sameCategory) {
      expect(book._id).not.toBe(zafon._id);
      expect(book.author._id).not.toBe(zafon.author._id);
      expect(book.category.some((slug) => zafon.category.includes(slug))).toBe(true);
    }
    expect(isSorted(sameCategory, (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))).toBe(true);
  });

  it('answers 404 for a book that does not exist or an id that is not one', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await testApp.app.inject(`/api/books/${id}/related`);
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('notFound');
    }
  });
});

describe('GET /api/books: bad values', () => {
  it.each([
    ['category=cookery&page=1', 'category'],
    ['q=', 'q'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['sort=cheapest', 'sort'],
    ['sort=relevance', 'sort'],
    ['readerLanguage=cat&sort=title', 'readerLanguage'],
    ['language=', 'language'],
    [`language=${'x'.repeat(41)}`, 'language'],
    ['minPrice=-1', 'minPrice'],
    ['minPrice=cheap', 'minPrice'],
    ['maxPrice=10.001', 'maxPrice'],
    ['minPrice=20&maxPrice=10', 'maxPrice'],
    ['minYear=19.5', 'minYear'],
    ['maxYear=10000', 'maxYear'],
    ['minYear=2000&maxYear=1999', 'maxYear'],
    ['minRating=5.5', 'minRating'],
    ['minRating=2.25', 'minRating'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['page=100001', 'page'],
    ['pageSize=101', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['page=1&limit=10', 'limit'],
    ['page=1&language=esp&language=eng', 'language'],
    ['page=1&colour=red', 'colour'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await testApp.app.inject(`/api/books?${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorBodySchema.parse(response.json()).error.fields ?? {})).toEqual([field]);
  });
});

describe('lists follow the catalogue', () => {
  it('list a new book at once: first of the newest, counted in its category and facets', async () => {
    const before = await list('category=fable&page=1');
    const response = await addBook(testApp.app, admin.cookie, {
      name: { eng: 'The Fox and the Stork', esp: 'La zorra y la cigüeña' },
      category: ['fable'],
      language: 'lat',
    });
    expect(response.statusCode).toBe(201);

    const after = await list('category=fable&page=1');
    expect(after.total).toBe(before.total + 1);
    expect(after.books[0]?._id).toBe(response.json().book._id);
    expect(after.facets.languages).toContainEqual({ language: 'lat', count: 1 });
  });

  it("sorts by name in the reader's language, ignoring case and accents, ñ after n in Spanish", async () => {
    const names = [
      { eng: 'Zebra', esp: 'Ñandú' },
      { eng: 'apple', esp: 'Nube' },
      { eng: 'Éclair', esp: 'Ábaco' },
      { eng: 'Dune', esp: 'abeja' },
      { eng: 'Bread', esp: '¿Quién?' },
    ];
    for (const name of names) {
      expect((await addBook(testApp.app, admin.cookie, { name, language: 'tlh' })).statusCode).toBe(201);
    }
    const spanish = await list('language=tlh&sort=title&page=1');
    expect(spanish.books.map((book) => book.name.esp)).toEqual([
      'Ábaco',
      'abeja',
      'Nube',
      'Ñandú',
      '¿Quién?',
    ]);
    const english = await list('language=tlh&sort=title&readerLanguage=eng&page=1');
    expect(english.books.map((book) => book.name.eng)).toEqual(['apple', 'Bread', 'Dune', 'Éclair', 'Zebra']);
  });

  it('moves a rated book in the rating order and its rating filter', async () => {
    const { books: tale } = await list('category=tale&page=1&pageSize=2');
    const [first, second] = tale as [Book, Book];
    for (const [book, rating] of [
      [second, 4.5],
      [first, 3],
    ] as const) {
      const rated = await testApp.app.inject({
        method: 'POST',
        url: `/api/books/${book._id}/rate-book`,
        headers: { cookie: reader.cookie },
        payload: { rating },
      });
      expect(rated.statusCode).toBe(200);
    }

    const byRating = await list('category=tale&sort=rating&page=1');
    expect(byRating.books.slice(0, 2).map((book) => [book._id, book.averageRating])).toEqual([
      [second._id, 4.5],
      [first._id, 3],
    ]);
    const fourStars = await list('category=tale&minRating=4&page=1');
    expect(fourStars.books.map((book) => book._id)).toEqual([second._id]);
    expect(fourStars.facets.ratings).toEqual([
      { minRating: 4, count: 1 },
      { minRating: 3, count: 2 },
      { minRating: 2, count: 2 },
      { minRating: 1, count: 2 },
    ]);
  });

  it('drops a book taken out of the catalogue from every list and shelf', async () => {
    const added = await addBook(testApp.app, admin.cookie, {
      name: { eng: 'A Book Soon Gone', esp: 'Un libro que se va' },
      category: ['riddle'],
    });
    const id = added.json().book._id as string;
    expect((await list('category=riddle&page=1')).books[0]?._id).toBe(id);

    await testApp.database.db.delete(books).where(sql`${books.id} = ${id}`);
    // Not through the API: the read cache drops its answers when the database's NOTIFY arrives.
    await expect
      .poll(async () => (await list('category=riddle&page=1')).books.map((book) => book._id), HEARD_WITHIN)
      .not.toContain(id);
    expect((await testApp.app.inject(`/api/books/${id}/related`)).statusCode).toBe(404);
  });

  it("finds a book added after a search on that search's next pages and sorts", async () => {
    const first = await search('q=ornithopter&page=1');
    expect(first.total).toBe(0);
    const added = await addBook(testApp.app, admin.cookie, {
      name: { eng: 'The Ornithopter', esp: 'El ornitóptero' },
      category: ['other'],
    });
    expect(added.statusCode).toBe(201);

    const again = await search('q=ornithopter&page=1&sort=price_asc');
    expect(again.total).toBe(1);
    expect(again.books[0]?._id).toBe(added.json().book._id);
  });

  it('ranks at most a thousand books of a search, and says when more matched', async () => {
    await testApp.database.db.execute(sql`
      insert into books (name_eng, name_esp, title_eng, title_esp, info_eng, info_esp, image, category,
        author_id, publisher_id, pages_count, language, year, price)
      select 'Zyzzyva ' || n, 'Zyzzyva ' || n, 'Zyzzyva', 'Zyzzyva', 'A bug.', 'Un bicho.', '/images/books/z.svg',
        array['musical'], (select id from authors limit 1), (select id from publishers limit 1), 10, 'esp',
        2000 + n % 20, 5 + n % 10
      from generate_series(1, 1001) as n`);

    const answer = await search('q=zyzzyva&pageSize=100');
    expect(answer.total).toBe(1000);
    expect(answer.truncated).toBe(true);
    expect(answer.books).toHaveLength(100);
    expect((await list('category=musical&page=1')).total).toBe(
      demo.filter(inCategory('musical')).length + 1001,
    );
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

  it('a book added through one is listed through the other', async () => {
    const fromSecond = async () =>
      bookListResponseSchema.parse((await secondApp.inject('/api/books?category=preschool&page=1')).json());
    const before = await fromSecond();
    const added = await addBook(testApp.app, admin.cookie, {
      name: { eng: 'Counting Sheep', esp: 'Contar ovejas' },
      category: ['preschool'],
    });
    expect(added.statusCode).toBe(201);
    // The other process's read cache hears of the change a moment after the commit.
    await expect.poll(async () => (await fromSecond()).total, HEARD_WITHIN).toBe(before.total + 1);
    expect((await fromSecond()).books[0]?._id).toBe(added.json().book._id);
  });

  it('a book added through one is found by a search the other answered before', async () => {
    const pageSize = changingPageSize();
    const searchSecond = async () =>
      bookSearchResponseSchema.parse(
        (await secondApp.inject(`/api/books?q=gyroscope&pageSize=${pageSize()}`)).json(),
      );
    expect((await searchSecond()).total).toBe(0);
    const added = await addBook(testApp.app, admin.cookie, {
      name: { eng: 'The Gyroscope', esp: 'El giroscopio' },
      category: ['other'],
    });
    expect(added.statusCode).toBe(201);
    await expect.poll(async () => (await searchSecond()).total, HEARD_WITHIN).toBe(1);
  });
});

describe('the index is filled a chunk at a time', () => {
  const queries: BookListQuery[] = [
    { sort: 'newest', readerLanguage: 'esp', page: 2, pageSize: 24 },
    { category: 'imaginative', sort: 'price_asc', readerLanguage: 'eng', page: 1, pageSize: 50 },
    { minRating: 1, sort: 'rating', readerLanguage: 'cat', page: 1, pageSize: 24 },
    { q: 'garcia', sort: 'relevance', readerLanguage: 'esp', page: 1, pageSize: 24 },
  ];

  it('answers every list as an index read in one chunk does, and holds every book', async () => {
    const inOne = new BookLists(testApp.database.db);
    const inChunks = new BookLists(testApp.database.db, undefined, 7);
    await Promise.all([inOne.fill(), inChunks.fill()]);
    expect(inChunks.count).toBe(inOne.count);
    expect(inChunks.count).toBeGreaterThan(7 * 10);
    for (const query of queries) expect(await inChunks.page(query)).toEqual(await inOne.page(query));
  });

  /**
   * Runs `during` once the index has taken its `at`-th chunk of books; answers how many it had taken
   * when `during` ended, and in all.
   */
  async function fillWith(at: number, during: () => Promise<unknown>) {
    const chunks = { taken: 0, whenDone: 0, during: undefined as Promise<unknown> | undefined };
    const apply = BookIndex.prototype.apply;
    const spy = vi.spyOn(BookIndex.prototype, 'apply').mockImplementation(function (
      this: BookIndex,
      ...args
    ) {
      apply.apply(this, args);
      if (++chunks.taken === at) chunks.during = during().then(() => (chunks.whenDone = chunks.taken));
    });
    try {
      const lists = new BookLists(testApp.database.db, undefined, 7);
      await lists.fill();
      await chunks.during;
      return { lists, chunks };
    } finally {
      spy.mockRestore();
    }
  }

  it('lists a change committed while the books are read as it is after the change', async () => {
    const db = testApp.database.db;
    const { rows } = (await db.execute(
      sql`select id, price from books where withdrawn_at is null order by ctid limit 1`,
    )) as unknown as { rows: { id: string; price: string }[] };
    const book = rows[0] as { id: string; price: string };
    try {
      // Once its chunk has been read, the first book in the table becomes the dearest.
      const { lists, chunks } = await fillWith(2, () =>
        db.update(books).set({ price: '9999.00' }).where(eq(books.id, book.id)),
      );
      expect(chunks.taken).toBeGreaterThan(4);
      const dearest = await lists.page({ sort: 'price_desc', readerLanguage: 'esp', page: 1, pageSize: 1 });
      expect(dearest.books[0]?._id).toBe(book.id);
    } finally {
      await db.update(books).set({ price: book.price }).where(eq(books.id, book.id));
    }
  });

  it('reads every book again when the table is rewritten while they are read', async () => {
    const db = testApp.database.db;
    // Every book's row is written again at the table's end, its old one left dead in front; a rewrite
    // (VACUUM FULL) then moves the books still to be read into the pages already read.
    await db.execute(sql`update books set price = price`);
    const { lists, chunks } = await fillWith(3, () => db.execute(sql`vacuum full books`));
    const fresh = new BookLists(db);
    await fresh.fill();
    expect(chunks.whenDone).toBeGreaterThan(0);
    expect(lists.count).toBe(fresh.count);
    expect(lists.count).toBeGreaterThan(7 * 10);
  });

  it('answers other requests while the books are read', async () => {
    // A reader's request arrives over the network once the reading has begun. The embedded database has
    // one connection, which a reading in one transaction held to the last book, and it answers without a
    // turn of the event loop, so a reading that never gave one up read no request until it ended.
    const url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { rows } = (await testApp.database.db.execute(sql`select id from books limit 1`)) as unknown as {
      rows: { id: string }[];
    };
    const { chunks } = await fillWith(2, async () => {
      const answer = await fetch(`${url}/api/books/${rows[0]?.id}`);
      expect(answer.status).toBe(200);
    });
    expect(chunks.taken).toBeGreaterThan(10);
    // Answered while the reading went on, not at its end.
    expect(chunks.whenDone).toBeLessThan(chunks.taken);
  });
});
