import { parseArgs } from 'node:util';
import { allCategories, bookFormats, isbn13From } from '@bookshop/contract';
import { sql } from 'drizzle-orm';
import { readConfig } from '../../config';
import { openDatabase } from '../client';
import { keepDataDirPrivate } from '../private-files';
import { authors, books, publishers } from '../schema';
import { artworkUrl } from './artwork';
import { seedDemoCatalogue } from './index';

/**
 * Fills the database (DATABASE_URL, else DATA_DIR) with many plausible books for load and search
 * tests: `pnpm --filter @bookshop/api seed:synthetic --books 100000`. Adds to what is there.
 */
const { values } = parseArgs({
  options: { books: { type: 'string', default: '10000' }, batch: { type: 'string', default: '1000' } },
});
const total = Number(values.books);
const batchSize = Number(values.batch);
if (!Number.isInteger(total) || total <= 0 || !Number.isInteger(batchSize) || batchSize <= 0) {
  throw new Error('Usage: seed:synthetic --books <positive integer> [--batch <positive integer>]');
}

const adjectives = [
  ['Silent', 'silenciosa'],
  ['Red', 'roja'],
  ['Last', 'última'],
  ['Hidden', 'escondida'],
  ['Golden', 'dorada'],
  ['Broken', 'rota'],
  ['Northern', 'del norte'],
  ['Secret', 'secreta'],
  ['Forgotten', 'olvidada'],
  ['Endless', 'infinita'],
  ['Little', 'pequeña'],
  ['Burning', 'ardiente'],
] as const;
const nouns = [
  ['City', 'La ciudad'],
  ['Garden', 'La huerta'],
  ['Island', 'La isla'],
  ['Library', 'La biblioteca'],
  ['River', 'La ribera'],
  ['Street', 'La calle'],
  ['Night', 'La noche'],
  ['Tower', 'La torre'],
  ['Window', 'La ventana'],
  ['Journey', 'La travesía'],
  ['Harbour', 'La bahía'],
  ['Summer', 'La estación'],
] as const;
const firstNames = ['Laia', 'Marc', 'Sofía', 'Hugo', 'Martina', 'Pol', 'Irene', 'Álvaro', 'Júlia', 'Diego'];
const surnames = ['Ferrer', 'Soler', 'Navarro', 'Castells', 'Ibáñez', 'Roca', 'Medina', 'Bosch', 'Herrera'];
const languages = ['esp', 'eng', 'cat'];
const SYNTHETIC_ISBN_PREFIX = '97999';

// Deterministic, so two runs with the same arguments make the same kind of catalogue.
let state = 42;
function pick<T>(list: readonly T[]): T {
  state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
  return list[(state >>> 16) % list.length] as T;
}

const config = readConfig();
if (!config.databaseUrl) keepDataDirPrivate(config.dataDir);
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
try {
  await database.exclusively(async () => {
    await database.migrate();
    await seedDemoCatalogue(database.db, { reviews: true });
  });
  const db = database.db;

  const authorIds = (
    await db
      .insert(authors)
      .values(
        Array.from({ length: 500 }, (_, i) => {
          const name = `${pick(firstNames)} ${pick(surnames)} ${i + 1}`;
          return {
            nameEng: name,
            nameEsp: name,
            biographyEng: `${name} writes novels and essays.`,
            biographyEsp: `${name} escribe novelas y ensayos.`,
            image: artworkUrl('authors', 'miguel-de-cervantes'),
          };
        }),
      )
      .returning({ id: authors.id })
  ).map((row) => row.id);
  const publisherIds = (
    await db
      .insert(publishers)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          nameEng: `${pick(surnames)} Books ${i + 1}`,
          nameEsp: `Ediciones ${pick(surnames)} ${i + 1}`,
          informationEng: 'An independent publisher.',
          informationEsp: 'Una editorial independiente.',
          image: artworkUrl('publishers', 'anagrama'),
        })),
      )
      .returning({ id: publishers.id })
  ).map((row) => row.id);

  // ISBN-13s of their own (979-99, an unassigned group), numbered on from those a run before made.
  const [last] = (
    (await db.execute(
      sql`select max(isbn) as isbn from books where isbn like ${`${SYNTHETIC_ISBN_PREFIX}%`}`,
    )) as unknown as {
      rows: { isbn: string | null }[];
    }
  ).rows;
  const firstIsbn = last?.isbn ? Number(last.isbn.slice(SYNTHETIC_ISBN_PREFIX.length, 12)) + 1 : 0;
  const start = Date.now();
  for (let done = 0; done < total; done += batchSize) {
    const size = Math.min(batchSize, total - done);
    await db.insert(books).values(
      Array.from({ length: size }, (_, i) => {
        const [adjEng, adjEsp] = pick(adjectives);
        const [nounEng, nounEsp] = pick(nouns);
        const n = done + i + 1;
        const nameEng = `The ${adjEng} ${nounEng} ${n}`;
        const nameEsp = `${nounEsp} ${adjEsp} ${n}`;
        return {
          nameEng,
          nameEsp,
          titleEng: nameEng,
          titleEsp: nameEsp,
          infoEng: `A story about the ${adjEng.toLowerCase()} ${nounEng.toLowerCase()}.`,
          infoEsp: `Una historia sobre ${nounEsp.toLowerCase()} ${adjEsp}.`,
          image: artworkUrl('books', 'don-quijote-de-la-mancha'),
          category: [pick(allCategories)],
          authorId: pick(authorIds),
          publisherId: pick(publisherIds),
          pagesCount: 80 + (n % 700),
          language: pick(languages),
          year: 1950 + (n % 76),
          price: (5 + (n % 3000) / 100).toFixed(2),
          // Varied like the demo catalogue's: one book in 40 sold out, one in 40 down to its last copies.
          stock: n % 40 === 7 ? 0 : n % 40 === 23 ? 1 + (n % 3) : 10 + (n % 90),
          isbn: isbn13From(
            `${SYNTHETIC_ISBN_PREFIX}${String(firstIsbn + done + i).padStart(12 - SYNTHETIC_ISBN_PREFIX.length, '0')}`,
          ),
          format: bookFormats[n % bookFormats.length],
          createdAt: new Date(start - n * 1000),
        };
      }),
    );
    console.log(`${Math.min(done + size, total)} / ${total} books`);
  }
  console.log(`Added ${total} books in ${((Date.now() - start) / 1000).toFixed(1)} s.`);
  // Statistics for the planner: PGlite runs no autovacuum, so nothing else would gather them.
  await db.execute(sql`analyze books, authors, publishers, search_vocabulary`);
} finally {
  await database.close();
}
