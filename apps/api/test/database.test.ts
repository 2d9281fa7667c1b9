import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { lockDataDir } from '../src/db/lock';
import { books, comments, ratings, sliderImages } from '../src/db/schema';
import { seedDemoCatalogue } from '../src/db/seed';
import { demoAuthors, demoBooks, demoPublishers, demoSlides } from '../src/db/seed/demo-catalogue';
import { openTestDatabase } from './helpers';

const countBooks = sql<number>`count(*)::int`;
const tempDirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'bookshop-db-'));
  tempDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('demo catalogue', () => {
  it('is bilingual, with enough books, authors and publishers', () => {
    expect(demoBooks.length).toBeGreaterThanOrEqual(12);
    expect(demoAuthors.length).toBeGreaterThan(0);
    expect(demoPublishers.length).toBeGreaterThan(0);
    for (const book of demoBooks) {
      expect(book.name.eng.trim()).not.toBe('');
      expect(book.name.esp.trim()).not.toBe('');
    }
  });

  it('is loaded into an empty database only', async () => {
    const database = await openTestDatabase();
    try {
      expect(await seedDemoCatalogue(database.db)).toBe(true);
      expect(await seedDemoCatalogue(database.db)).toBe(false);
      const [row] = await database.db.select({ count: countBooks }).from(books);
      expect(row?.count).toBe(demoBooks.length);
    } finally {
      await database.close();
    }
  });
});

describe('API processes starting together on an empty database', () => {
  it('migrate and load the demo catalogue one at a time, so that both come up', async () => {
    const first = await openTestDatabase({ empty: true });
    const second = await first.openAgain();
    try {
      const setUp = (handle: DatabaseHandle) =>
        handle.exclusively(async () => {
          await handle.migrate();
          return seedDemoCatalogue(handle.db);
        });
      const loaded = await Promise.all([setUp(first), setUp(second), setUp(first), setUp(second)]);
      expect(loaded.filter(Boolean)).toHaveLength(1);
      const [row] = await first.db.select({ count: countBooks }).from(books);
      expect(row?.count).toBe(demoBooks.length);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('demo reviews', () => {
  it('rate and comment on books at first start, with the slides', async () => {
    const database = await openTestDatabase();
    try {
      expect(await seedDemoCatalogue(database.db, { reviews: true })).toBe(true);
      const [rated] = await database.db.select({ count: countBooks }).from(ratings);
      const [commented] = await database.db.select({ count: countBooks }).from(comments);
      const [slides] = await database.db.select({ count: countBooks }).from(sliderImages);
      expect(rated?.count).toBeGreaterThan(50);
      expect(commented?.count).toBeGreaterThan(10);
      expect(slides?.count).toBe(demoSlides.length);
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('embedded database in DATA_DIR', () => {
  it('keeps its data across a restart', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir });
    await first.migrate();
    await seedDemoCatalogue(first.db);
    await first.db.delete(books).where(sql`${books.year} < 1900`);
    const [before] = await first.db.select({ count: countBooks }).from(books);
    await first.close();

    const second = await openDatabase({ dataDir });
    await second.migrate();
    expect(await seedDemoCatalogue(second.db)).toBe(false);
    const [after] = await second.db.select({ count: countBooks }).from(books);
    await second.close();
    expect(after?.count).toBe(before?.count);
  });
});

describe('the data directory lock', () => {
  it('refuses a second server while the first one runs, naming it', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dataDir, join(dataDir, 'pglite'))).toThrow(String(process.ppid));
  });

  it('takes over a lock whose process is gone and removes the stale postmaster.pid', () => {
    const dataDir = tempDir();
    const pgliteDir = join(dataDir, 'pglite');
    mkdirSync(pgliteDir);
    writeFileSync(join(dataDir, 'server.lock'), '999999999');
    writeFileSync(join(pgliteDir, 'postmaster.pid'), '-42');

    const unlock = lockDataDir(dataDir, pgliteDir);
    expect(readFileSync(join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    expect(existsSync(join(pgliteDir, 'postmaster.pid'))).toBe(false);
    unlock();
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('PostgreSQL sessions', () => {
  const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
  // Whether PostgreSQL compiled a statement's plan with JIT in a session: EXPLAIN shows it.
  const compiled = async (query: (text: string) => Promise<unknown[]>) => {
    const [row] = (await query('explain (analyze, format json) select count(*) from books')) as {
      'QUERY PLAN': { JIT?: unknown }[];
    }[];
    return row?.['QUERY PLAN'][0]?.JIT !== undefined;
  };

  it('compile no plan with JIT, even where the database asks for it on every statement', async () => {
    const database = await openTestDatabase();
    try {
      const [named] = rowsOf<{ name: string }>(
        await database.db.execute(sql`select current_database() as name`),
      );
      if (!named) throw new Error('no database name');
      await database.db.execute(sql.raw(`alter database "${named.name}" set jit_above_cost = 0`));
      const url = new URL(process.env.DATABASE_URL as string);
      url.pathname = `/${named.name}`;
      // A plain session of that database compiles (where this PostgreSQL has JIT at all) ...
      const plain = new pg.Client({ connectionString: url.toString() });
      await plain.connect();
      try {
        const [jit] = (await plain.query('select pg_jit_available() as available')).rows as {
          available: boolean;
        }[];
        expect(await compiled(async (text) => (await plain.query(text)).rows)).toBe(jit?.available);
      } finally {
        await plain.end();
      }
      // ... the shop's sessions never do: a million books' generic plans waited 0.44 s for it.
      const shop = await database.openAgain();
      try {
        const answers = await Promise.all(
          Array.from({ length: 12 }, () =>
            compiled(async (text) => rowsOf(await shop.db.execute(sql.raw(text)))),
          ),
        );
        expect(answers).toEqual(Array.from({ length: 12 }, () => false));
      } finally {
        await shop.close();
      }
    } finally {
      await database.close();
    }
  });
});
