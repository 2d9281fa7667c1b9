import {
  BOOK_LIST_PAGE_SIZE,
  backOfficeApiPaths,
  bookSearchResponseSchema,
  type Language,
  SEARCH_BOOKS_MAX,
} from '@bookshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookIndex } from '../src/book-lists/book-index';
import { BookSearch, plainSearchKey, wordsInOrder } from '../src/book-lists/book-search';
import { readListedBooks } from '../src/db/book-listing';
import { searchBookIds, typoWords } from '../src/db/search';
import {
  addAuthor,
  addBook,
  changingPageSize,
  createTestApp,
  HEARD_WITHIN,
  openSecondApp,
  type Reader,
  signUpAdmin,
  type TestApp,
} from './helpers';

/** Texts in code point order, as the database's C and C.UTF-8 collations order them. */
function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const shorter = Math.min(a.length, b.length);
  for (let i = 0; i < shorter; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // A surrogate is part of a character above every one JavaScript holds in a single unit.
    const xPair = x >= 0xd800 && x <= 0xdfff;
    const yPair = y >= 0xd800 && y <= 0xdfff;
    if (xPair !== yPair) return xPair ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

// A search's books are matched and ranked in the API process (src/book-lists/book-search.ts) when its
// text is plain words; the database's `search_book_ids` (migration 0019) is the specification. Both
// PGlite (collation C) and CI's PostgreSQL (C.UTF-8) order names by code point, as the process does,
// so ties come out in the same order.

let testApp: TestApp;
let admin: Reader;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signUpAdmin(testApp);
});
afterAll(() => testApp.close());

const limits = { max: SEARCH_BOOKS_MAX, fewFound: BOOK_LIST_PAGE_SIZE };

/** An index of every listed book as a process reads it at its start. */
async function freshIndex(): Promise<BookIndex> {
  const index = new BookIndex();
  await readListedBooks(testApp.database.db, 1000, (books) => index.apply(books));
  return index;
}

/**
 * For each text and reader's language, the process finds the same books, in the same order, as the
 * database, whichever way it looks for the text anywhere in names (through their words, or in one
 * pass over all of them: a small catalogue takes the pass).
 */
async function expectSameAsDatabase(texts: string[]) {
  const index = await freshIndex();
  for (const text of texts) {
    for (const language of ['esp', 'eng', 'cat'] as Language[]) {
      const inDatabase = await searchBookIds(testApp.database.db, text, language);
      expect(inDatabase.ids.length, `"${text}" (${language}) should match some books`).toBeGreaterThan(0);
      // Fewer than the database's limit, so that it ranked every match too.
      expect(inDatabase.more, `"${text}" (${language}) should match fewer than the limit`).toBe(false);
      for (const anywhere of ['cheaper', 'byWords', 'onePass'] as const) {
        const inProcess = index.searchBooks(text, language, limits, anywhere);
        expect(inProcess, `"${text}" (${language}, ${anywhere})`).toEqual(inDatabase);
      }
    }
  }
}

describe('a search matched and ranked in the process', () => {
  it('takes the search key as the database makes it, and leaves other texts to it', async () => {
    // Every accented letter of Latin-1 and Latin Extended-A the process takes, against search_key.
    const letters = Array.from({ length: 0x180 - 0xc0 }, (_, i) => String.fromCharCode(0xc0 + i)).filter(
      (letter) => plainSearchKey(letter) !== undefined,
    );
    expect(letters.length).toBeGreaterThan(100);
    const text = `Ab9 ${letters.join('')} xY`;
    const { rows } = (await testApp.database.db.execute(
      sql`select search_key(${text}) as key`,
    )) as unknown as {
      rows: { key: string }[];
    };
    expect(plainSearchKey(text)).toBe(rows[0]?.key);
    for (const other of ['ø', 'ß', 'ı', 'ŀ', 'fi-lo', 'a.b', "o'neil", 'é\u0301', '%', '  ', 'Ω']) {
      expect(plainSearchKey(other), other).toBeUndefined();
    }
  });

  it("reads each name's words in the database's positions", async () => {
    const names = [
      'La sombra del viento',
      'Co-op--x and foo-bar: x.y@z.com www.a.com/b',
      "O'Neil \\ l''amour ¿qué? 1.5 abc123",
      'la la la',
    ];
    for (const name of names) {
      const { rows } = (await testApp.database.db.execute(sql`
        select to_tsvector('simple', search_key(${name}))::text as tsvector,
          (select string_agg(w.lexeme, ' ' order by p.position)
            from unnest(to_tsvector('simple', search_key(${name}))) as w,
              unnest(w.positions) as p(position)) as words`)) as unknown as {
        rows: { tsvector: string; words: string }[];
      };
      expect(wordsInOrder(rows[0]?.tsvector ?? ''), name).toBe(rows[0]?.words);
    }
  });

  it('finds what the database finds in the demo catalogue, in its order', async () => {
    await expectSameAsDatabase([
      'sombra', // a word
      'cien anos', // two words, accents left out
      'Cien Años', // capitals and accents
      'time of', // a whole word then a prefix, in English
      'del vi',
      'quij', // a prefix
      'gabriel garcia', // an author's name
      'niccolo', // an author's name with an accent
      'garcia marquez',
      'ero', // the text inside words (Romancero, Homero...)
      'iento',
      'arina', // inside both names of a book
      'plaça', // ç
      'del',
      'homer', // an author's Catalan name (Homero in Spanish)
      'isop',
    ]);
  });

  it('finds what the database finds in a catalogue of thousands of similar names', async () => {
    const db = testApp.database.db;
    await db.execute(sql`
      insert into authors (name_eng, name_esp, name_cat, biography_eng, biography_esp, image)
      select 'Laia Ferrer-Soler ' || n, 'Laia Ferrer-Soler ' || n,
        case when n % 2 = 0 then 'Laia Ferrer i Soler ' || n end, 'Writes.', 'Escribe.', '/images/authors/a.svg'
      from generate_series(1, 8) as n`);
    await db.execute(sql`
      with laia as (
        select array_agg(id order by name_eng) as ids from authors where name_eng like 'Laia Ferrer-Soler %'
      ), other_author as (select id from authors where name_eng not like 'Laia %' order by name_eng limit 1)
      insert into books (name_eng, name_esp, name_cat, title_eng, title_esp, info_eng, info_esp, image, category,
        author_id, publisher_id, pages_count, language, year, price)
      select name_eng, name_esp,
        -- A third of the books have a Catalan name, some with an ela geminada written each way.
        case when n % 3 = 0 then (array['La novel·la', 'La Novel.la', 'La novel·la', 'La ciutat'])[1 + n % 4]
          || ' ' || (array['silenciosa','vermella','última','amagada'])[1 + (n / 12) % 4] || ' ' || n end,
        name_eng, name_esp, 'A story.', 'Una historia.', '/images/books/s.svg',
        array['novel'], case when n % 5 = 0 then (select ids from laia)[1 + (n / 5) % 8] else (select id from other_author) end,
        (select id from publishers order by name_eng limit 1), 100, 'esp', 2000, 10
      from (
        select n,
          'The ' || (array['Silent','Red','Last','Hidden','Golden','Broken','Northern','Secret','Forgotten',
            'Endless','Little','Burning'])[1 + (n / 12) % 12] || ' ' ||
            (array['City','Garden','Island','Library','River','Street','Night','Tower','Window','Journey',
            'Harbour','Summer'])[1 + n % 12] || case when n % 4 = 0 then ' Vol' else '' end
            || case when n % 10 = 0 then ' Insoler' else '' end || ' ' || n as name_eng,
          (array['La ciudad','La huerta','La isla','La biblioteca','La ribera','La calle','La noche','La torre',
            'La ventana','La travesía','La bahía','La estación'])[1 + n % 12] || ' ' ||
            (array['silenciosa','roja','última','escondida','dorada','rota','del norte','secreta','olvidada',
            'infinita','pequeña','ardiente'])[1 + (n / 12) % 12] || case when n % 4 = 0 then ' vol-ii' else '' end
            || ' ' || n as name_esp
        from generate_series(1, 3000) as n
      ) as named`);

    await expectSameAsDatabase([
      'ciudad', // one word, 250 books
      'city',
      'la noche roja', // three words
      'noche ro', // a word and a prefix
      'NOCHE Última', // capitals and accents
      'estacion',
      'the hidden',
      'the  hidden', // two spaces: its key is not its words' phrase
      'vol', // 750 books in each language
      'vol ii', // a hyphenated word's parts
      'laia ferrer', // an author's 600 books
      'ferrer soler',
      'soler', // an author's 600 books, half with it inside their English name
      'soler 3',
      'bliotec', // inside words only: 250 books
      'oteca',
      'rta roja 1', // inside words, across a space
      'novella', // the ela geminada, however the name wrote it
      'novella vermella',
      'la ciutat', // a Catalan name
      'ciutat amagada 3',
      'ferrer i soler', // an author's Catalan name
      'ovella', // inside Catalan names
    ]);
  });

  it("matches a text's typos as the database does, once its other stages found nothing", async () => {
    const index = await freshIndex();
    const texts = [
      'quijotte', // the demo catalogue
      'harry poter',
      'ciudat silenciosa', // the thousands of similar names above: 250 "ciudad", 21 of them "silenciosa"
      'silenciosa ciudat', // the words in another order
      'silenciossa 12',
      'the hiden', // a whole word mistyped, then a prefix
      'torre rojja 8',
      'biblioteka',
      'novela vermela', // Catalan names only
      'novele', // three close words, none starting with it: novelas, novella (novel·la) and novels
    ];
    for (const text of texts) {
      const typos = await typoWords(testApp.database.db, text);
      expect(typos.length, `"${text}" should have close known words`).toBeGreaterThan(0);
      for (const language of ['esp', 'eng', 'cat'] as Language[]) {
        expect(index.searchBooks(text, language, limits), `"${text}" before its typos`).toEqual({
          ids: [],
          more: false,
        });
        const inDatabase = await searchBookIds(testApp.database.db, text, language);
        expect(inDatabase.ids.length, `"${text}" (${language}) should match some books`).toBeGreaterThan(0);
        expect(inDatabase.more, `"${text}" (${language}) should match fewer than the limit`).toBe(false);
        expect(
          index.searchBooks(text, language, limits, 'cheaper', typos),
          `"${text}" (${language})`,
        ).toEqual(inDatabase);
      }
    }
  });

  it('ranks the best thousand of tens of thousands of matches, and says more matched', async () => {
    // A Spanish name whose words are not its key: "la" starts none of its key's words, though it
    // starts one of its words, so for an English reader it ranks after the names that start a word
    // with it (the short English name would put it first among them).
    const notAtAWord = await addBook(testApp.app, admin.cookie, {
      name: { eng: 'Night', esp: '(La) Noche 1' },
    });
    expect(notAtAWord.statusCode).toBe(201);
    const index = await freshIndex();
    const found = index.searchBooks('la', 'esp', limits);
    expect(found?.ids).toHaveLength(SEARCH_BOOKS_MAX);
    expect(found?.more).toBe(true);

    // Every match, ranked here as migration 0019 defines it: the database ranks only the first
    // thousand it meets.
    const { rows } = (await testApp.database.db.execute(sql`
      select id, name_eng, name_esp, name_eng_key, name_esp_key from books
      where withdrawn_at is null and (to_tsvector('simple', name_esp_key) @@ to_tsquery('simple', 'la:*')
        or to_tsvector('simple', name_eng_key) @@ to_tsquery('simple', 'la:*'))`)) as unknown as {
      rows: { id: string; name_eng: string; name_esp: string; name_eng_key: string; name_esp_key: string }[];
    };
    expect(rows.length).toBeGreaterThan(3000);
    type Row = (typeof rows)[number];
    const startsWord = (key: string) => key.startsWith('la') || key.includes(' la');
    const names = { esp: (row: Row) => row.name_esp, eng: (row: Row) => row.name_eng };
    const keys = { esp: (row: Row) => row.name_esp_key, eng: (row: Row) => row.name_eng_key };
    /** The best thousand for a reader of `asked`, whose names rank first; ties by those names. */
    const bestFor = (asked: 'esp' | 'eng') => {
      const other = asked === 'esp' ? 'eng' : 'esp';
      const closeness = (row: Row) =>
        startsWord(keys[asked](row))
          ? 0
          : startsWord(keys[other](row))
            ? 1
            : keys[asked](row).includes('la')
              ? 2
              : 3;
      const name = names[asked];
      return [...rows]
        .sort(
          (a, b) =>
            closeness(a) - closeness(b) ||
            [...name(a)].length - [...name(b)].length ||
            compareCodePoints(name(a), name(b)) ||
            compareCodePoints(a.id, b.id),
        )
        .slice(0, SEARCH_BOOKS_MAX)
        .map((row) => row.id);
    };
    expect(found?.ids).toEqual(bestFor('esp'));

    // An English reader: fewer than a thousand English names start a word with it ("Last"), so every
    // match's rank is worked out first, and the best thousand are picked out of the tie order.
    expect(rows.filter((row) => startsWord(row.name_eng_key)).length).toBeLessThan(SEARCH_BOOKS_MAX);
    const inEnglish = index.searchBooks('la', 'eng', limits);
    expect(inEnglish?.more).toBe(true);
    expect(inEnglish?.ids).toEqual(bestFor('eng'));

    // The results page shows them best first, a thousand counted, more said.
    const page = bookSearchResponseSchema.parse(
      (await testApp.app.inject('/api/books?q=la&pageSize=100&readerLanguage=esp')).json(),
    );
    expect(page.total).toBe(SEARCH_BOOKS_MAX);
    expect(page.truncated).toBe(true);
    expect(page.books.map((book) => book._id)).toEqual(found?.ids.slice(0, 100));
  });

  it('finds a renamed book by its new words only, whether an old word was its alone or shared', async () => {
    const add = async (eng: string, esp: string) => {
      const added = await addBook(testApp.app, admin.cookie, { name: { eng, esp } });
      expect(added.statusCode).toBe(201);
      return added.json().book._id as string;
    };
    const rename = async (bookId: string, eng: string, esp: string) => {
      const renamed = await testApp.app.inject({
        method: 'PATCH',
        url: `/api${backOfficeApiPaths.book(bookId)}`,
        headers: { cookie: admin.cookie },
        payload: { name: { eng, esp } },
      });
      expect(renamed.statusCode).toBe(200);
    };
    const first = await add('Marmoset Quokkatale', 'Marmoset Quokkacuento');
    const second = await add('Marmoset Lullaby', 'Marmoset Nana');
    // A book found by its author's name ranks after one found by its own (the phrase at a name's start).
    const byAuthor = await addBook(testApp.app, admin.cookie, {
      name: { eng: 'Silent Fields', esp: 'Campos callados' },
      author: await addAuthor(testApp.app, admin.cookie, 'Marmoset Quokkason'),
    });
    expect(byAuthor.statusCode).toBe(201);
    await expectSameAsDatabase(['marmoset quokka', 'marmoset']);
    const pageSize = changingPageSize();
    const found = async (text: string) => {
      const answer = bookSearchResponseSchema.parse(
        (await testApp.app.inject(`/api/books?q=${encodeURIComponent(text)}&pageSize=${pageSize()}`)).json(),
      );
      return answer.books.map((book) => book._id).filter((id) => id === first || id === second);
    };
    expect(await found('marmoset')).toEqual(expect.arrayContaining([first, second]));
    expect(await found('quokkatale')).toEqual([first]);
    expect(await found('marmoset quokka')).toEqual([first]);

    await rename(first, 'Harbour Lanterns', 'Faroles del puerto');
    expect(await found('harbour lant')).toEqual([first]);
    expect(await found('marmoset')).toEqual([second]);
    expect(await found('quokkatale')).toEqual([]);
    expect(await found('marmoset quokka')).toEqual([]);

    await rename(second, 'Tidal Lanterns', 'Faroles de marea');
    expect(await found('marmoset')).toEqual([]);
    expect(await found('lanterns')).toEqual(expect.arrayContaining([first, second]));
  });

  it("finds a renamed author's books by the new name, and no longer by the old, in every process", async () => {
    const authorId = await addAuthor(testApp.app, admin.cookie, 'Quillon Vantablack');
    const added = await addBook(testApp.app, admin.cookie, {
      name: { eng: 'Harmless Pebbles', esp: 'Guijarros inofensivos' },
      author: authorId,
    });
    expect(added.statusCode).toBe(201);
    const bookId = added.json().book._id as string;

    const second = await openSecondApp(testApp);
    try {
      const pageSize = changingPageSize();
      const finds = async (text: string) => {
        const answer = bookSearchResponseSchema.parse(
          (await second.app.inject(`/api/books?q=${encodeURIComponent(text)}&pageSize=${pageSize()}`)).json(),
        );
        return answer.books.some((book) => book._id === bookId);
      };
      // Read first, so that the old searches are kept.
      expect(await finds('quillon vanta')).toBe(true);
      expect(await finds('zephyrine')).toBe(false);

      const renamed = await testApp.app.inject({
        method: 'PATCH',
        url: `/api${backOfficeApiPaths.author(authorId)}`,
        headers: { cookie: admin.cookie },
        payload: { name: { eng: 'Zephyrine Okonkwo', esp: 'Zefirina Okonkwo' } },
      });
      expect(renamed.statusCode).toBe(200);

      await expect.poll(() => finds('zephyrine okon'), HEARD_WITHIN).toBe(true);
      expect(await finds('zefirina')).toBe(true);
      expect(await finds('quillon')).toBe(false);
      expect(await finds('vantablack')).toBe(false);
    } finally {
      await second.close();
    }
  });
});

/** Writes a book of these English and Spanish names, whose words are their keys, to the search. */
function writeNames(search: BookSearch, slot: number, keyEng: string, keyEsp: string): void {
  search.write(slot, `author ${slot}`, {
    keyEng,
    keyEsp,
    tokensEng: keyEng,
    tokensEsp: keyEsp,
    authorTokensEng: 'someone',
    authorTokensEsp: 'alguien',
  });
}

describe('a text inside names', () => {
  it('is found in names of Latin-1 letters and in names with other characters alike', () => {
    const search = new BookSearch();
    // Characters of two, three and four bytes in UTF-8 before the text, and in the books between.
    const names = [
      'l’ombra del vent',
      'la ombra blanca',
      'the shadow of the wind',
      'penombra',
      'ωmega nandu 影 🌑',
      '🌑🌑 nombrar',
    ];
    const write = (slot: number, keyEng: string, keyEsp: string) => writeNames(search, slot, keyEng, keyEsp);
    names.forEach((name, slot) => {
      write(slot, name, name);
    });
    // A book whose Spanish key is longer in bytes than in characters, with a book after it.
    write(6, 'new moon', '影影 luna nueva');
    write(7, 'the end', 'el fin');
    const order = [0, 1, 2, 3, 4, 5, 6, 7];
    const ties = { slots: () => order, compare: (a: number, b: number) => a - b };
    const limits = { max: 10, fewFound: 5 };
    // No word starts with "mbra": each is found inside its names, those with "’" and "🌑" too.
    expect(search.find('mbra', 'esp', ties, limits)?.slots.sort()).toEqual([0, 1, 3, 5]);
    expect(search.find('ndu', 'esp', ties, limits)?.slots).toEqual([4]);
    expect(search.find('una nue', 'esp', ties, limits)?.slots).toEqual([6]);
    // A book taken out is not found; its name written again is.
    search.remove(5);
    expect(search.find('mbrar', 'esp', ties, limits)).toEqual({ slots: [], more: false });
    write(5, 'nombrar', 'nombrar');
    expect(search.find('mbrar', 'esp', ties, limits)?.slots).toEqual([5]);
  });
});

describe('a text inside names found through their words', () => {
  it('finds what one pass over every name finds, as names are written, renamed and taken out', () => {
    const search = new BookSearch();
    const syllables = ['ha', 'rr', 'la', 'no', 'che', 'ro', 'ja', 'ta', 'fe', 'er'];
    // A seeded sequence: the same names at every run.
    let seed = 7;
    const next = (below: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % below;
    };
    const word = () => Array.from({ length: 1 + next(3) }, () => syllables[next(syllables.length)]).join('');
    // Most names end with their book's number: more new words than the postings keep apart, so the
    // words are merged into their sorted ones at the first search, and renamed ones kept apart again.
    const name = (slot: number) => `${word()} ${word()} ${word()}${next(4) === 0 ? '' : ` ${slot}`}`;
    const write = (slot: number) => {
      const eng = name(slot);
      const esp = name(slot);
      // Every fifth book's key is not its words (punctuation the parser splits at), some have a
      // Catalan name.
      const odd = slot % 5 === 0;
      const cat = slot % 3 === 0 ? name(slot) : undefined;
      search.write(slot, `author ${slot % 40}`, {
        keyEng: odd ? eng.replace(' ', "'") : eng,
        keyEsp: esp,
        tokensEng: eng,
        tokensEsp: esp,
        ...(cat !== undefined && { keyCat: cat, tokensCat: cat }),
        authorTokensEng: 'someone',
        authorTokensEsp: 'alguien',
      });
    };
    const books = 6000;
    for (let slot = 0; slot < books; slot++) write(slot);
    // Room for the books written later.
    const order = Array.from({ length: 2 * books }, (_, slot) => slot);
    const ties = { slots: () => order, compare: (a: number, b: number) => a - b };
    // Every match is found anywhere in names, not only where too few were found before.
    const everything = { max: 2 * books, fewFound: 2 * books };
    const texts = [
      'harr',
      'rrla',
      'hero',
      'che',
      'jata',
      'ja ta',
      'roja fe',
      'a no',
      'er ha',
      'che r',
      'haha',
      'ja la no',
      'rr 1',
      '12',
      ' fe',
      'ta ',
      'ro  ja',
      'ferr',
      'a rr',
    ];
    const expectSameBothWays = () => {
      for (const text of texts) {
        for (const language of ['esp', 'eng', 'cat'] as Language[]) {
          const byWords = search.find(text, language, ties, everything, 'byWords');
          const onePass = search.find(text, language, ties, everything, 'onePass');
          expect(byWords, `"${text}" (${language})`).toEqual(onePass);
        }
      }
    };
    expectSameBothWays();
    expect(search.find('harr', 'esp', ties, everything, 'byWords')?.slots.length).toBeGreaterThan(100);
    expect(search.find("a'rr", 'eng', ties, everything, 'byWords')).toBeUndefined();
    // Renamed and taken out books, then as many new ones: enough new words to be merged again.
    for (let slot = 0; slot < books; slot += 2) write(slot);
    for (let slot = 1; slot < books; slot += 7) search.remove(slot);
    expectSameBothWays();
    for (let slot = books; slot < 2 * books; slot++) write(slot);
    expectSameBothWays();
  });
});

describe('a common word picked out of the tie order', () => {
  it("takes only the books its words found, not one whose name's words the parser made otherwise", () => {
    const search = new BookSearch();
    const write = (slot: number, keyEsp: string, tokensEsp = keyEsp) =>
      search.write(slot, `author ${slot}`, {
        keyEng: `book ${slot}`,
        keyEsp,
        tokensEng: `book ${slot}`,
        tokensEsp,
        authorTokensEng: 'someone',
        authorTokensEsp: 'alguien',
      });
    for (let slot = 0; slot < 8; slot++) write(slot, `la casa ${slot}`);
    // Its name starts with "la", but its words, as if the database's parser had made them so, do not.
    write(8, 'la noche', 'noche');
    const order = [8, 0, 1, 2, 3, 4, 5, 6, 7];
    const ties = {
      slots: () => order,
      compare: (a: number, b: number) => order.indexOf(a) - order.indexOf(b),
    };
    // "la" is a word of eight books of nine, more than the list of three holds.
    expect(search.find('la', 'esp', ties, { max: 3, fewFound: 2 })).toEqual({ slots: [0, 1, 2], more: true });
  });
});

describe('"did you mean" worked out in the process', () => {
  it('names the book holding the most words, each as a prefix or a close known word, first in the tie order', () => {
    const search = new BookSearch();
    const write = (slot: number, keyEng: string, keyEsp: string) => writeNames(search, slot, keyEng, keyEsp);
    write(0, 'the red tower 12', 'la torre roja 12');
    write(1, 'the tower', 'la torre');
    write(2, 'the garden', 'la huerta');
    write(3, 'the hidden garden tower', 'la torre de la huerta escondida');
    // "the" is a word of every English name: too common to tell a book.
    for (let slot = 4; slot < 24; slot++) write(slot, `the night ${slot}`, `la noche ${slot}`);
    // The tie order puts the later slots first.
    const order = Array.from({ length: 24 }, (_, i) => 23 - i);
    const ties = { slots: () => order, compare: (a: number, b: number) => b - a };
    // One word each: the first of the tie order (slot 3 before 1 and 0).
    expect(search.closest('tower 555', ties, [{ word: 'tower', closeWords: ['tower'] }])).toBe(3);
    // Two words in one book, one through its close known word, the other in its Spanish name.
    expect(search.closest('gardn torr 9', ties, [{ word: 'gardn', closeWords: ['garden'] }])).toBe(3);
    expect(search.closest('red gardn', ties, [])).toBe(0);
    // Words that start no name's word and have no close known word, a common word, short ones, marks.
    expect(search.closest('gardn', ties, [])).toBeUndefined();
    expect(search.closest('the xyz la', ties, [])).toBeUndefined();
    expect(search.closest('tower-12', ties, [])).toBeUndefined();
  });
});
