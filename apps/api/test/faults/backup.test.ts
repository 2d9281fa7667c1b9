import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { books, users } from '../../src/db/schema';
import { seedDemoCatalogue } from '../../src/db/seed';
import { removeTempDataDirs, root, tempDataDir } from './server';

afterEach(removeTempDataDirs);

/** Runs `pnpm --filter @bookshop/api db:<action> FILE` as a shop owner would. */
function dbCommand(action: 'backup' | 'restore', dataDir: string, file: string) {
  const result = spawnSync(
    process.execPath,
    [join(root, 'scripts/pnpm.mjs'), '--silent', '--filter', '@bookshop/api', `db:${action}`, file],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  return { status: result.status, output: result.stdout + result.stderr };
}

const count = sql<number>`count(*)::int`;

async function shopFigures(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const [userCount] = await database.db.select({ count }).from(users);
    const [bookCount] = await database.db.select({ count }).from(books);
    const [anna] = await database.db.select().from(users).where(eq(users.email, 'anna@bookshop.test'));
    const titles = await database.db.select({ name: books.nameEng }).from(books).orderBy(books.id);
    return { users: userCount?.count, books: bookCount?.count, anna: anna?.name, titles };
  } finally {
    await database.close();
  }
}

describe('backup and restore of the embedded database', () => {
  it('brings back the data as it was at the backup', async () => {
    const dataDir = tempDataDir('backup');
    const file = join(tempDataDir('backup-file'), 'shop.tar.gz');
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await seedDemoCatalogue(database.db);
    await database.db.insert(users).values({
      name: 'Anna',
      surname: 'Puig',
      email: 'anna@bookshop.test',
      telephone: '+34 600 111 222',
      passwordHash: 'not-a-real-hash',
    });
    await database.close();
    const before = await shopFigures(dataDir);
    expect(before.anna).toBe('Anna');
    expect(before.books).toBeGreaterThan(0);

    const backup = dbCommand('backup', dataDir, file);
    expect(backup.status, backup.output).toBe(0);
    expect(existsSync(file)).toBe(true);

    // Later changes: Anna leaves and every book is renamed.
    const later = await openDatabase({ dataDir });
    await later.db.update(books).set({ nameEng: 'Changed' });
    await later.db.delete(users).where(eq(users.email, 'anna@bookshop.test'));
    await later.close();
    const changed = await shopFigures(dataDir);
    expect(changed.anna).toBeUndefined();
    expect(changed.titles.every((title) => title.name === 'Changed')).toBe(true);

    const restore = dbCommand('restore', dataDir, file);
    expect(restore.status, restore.output).toBe(0);
    expect(await shopFigures(dataDir)).toEqual(before);

    // Into an empty DATA_DIR as well (a new machine).
    const emptyDataDir = join(tempDataDir('restore'), 'data');
    const restoreElsewhere = dbCommand('restore', emptyDataDir, file);
    expect(restoreElsewhere.status, restoreElsewhere.output).toBe(0);
    expect(await shopFigures(emptyDataDir)).toEqual(before);
  });

  it('refuses to run while a server uses the DATA_DIR, naming it, and leaves the data alone', async () => {
    const dataDir = tempDataDir('busy');
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await database.close();
    const file = join(tempDataDir('busy-file'), 'shop.tar.gz');
    // A live process holds the lock: this test's parent process.
    writeFileSync(join(dataDir, 'server.lock'), String(process.ppid));

    const backup = dbCommand('backup', dataDir, file);
    expect(backup.status).not.toBe(0);
    expect(backup.output).toContain(`in use by server process ${process.ppid}`);
    expect(existsSync(file)).toBe(false);

    writeFileSync(file, 'not a backup');
    const restore = dbCommand('restore', dataDir, file);
    expect(restore.status).not.toBe(0);
    expect(restore.output).toContain(`in use by server process ${process.ppid}`);
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
  });
});
