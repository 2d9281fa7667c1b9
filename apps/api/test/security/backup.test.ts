import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDataDir, restoreDataDir } from '../../src/db/backup';
import { openDatabase } from '../../src/db/client';
import { books, users } from '../../src/db/schema';
import { seedDemoCatalogue } from '../../src/db/seed';

const folders: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bookshop-backup-'));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const countBooks = sql<number>`count(*)::int`;

async function countsIn(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const [bookCount] = await database.db.select({ count: countBooks }).from(books);
    const found = await database.db.select().from(users).where(eq(users.email, 'kept@example.com'));
    return { books: bookCount?.count, keptUser: found.length };
  } finally {
    await database.close();
  }
}

// Opening PGlite folders takes seconds on a busy machine: each case gets a few minutes.
describe.skipIf(Boolean(process.env.DATABASE_URL))(
  'backup and restore of the embedded database',
  { timeout: 180_000 },
  () => {
    it('round-trips every row into another folder and back over a changed database', async () => {
      const dataDir = tempDir();
      const database = await openDatabase({ dataDir });
      await database.migrate();
      await seedDemoCatalogue(database.db);
      await database.db.insert(users).values({
        name: 'Kept',
        surname: 'Row',
        email: 'kept@example.com',
        telephone: '+34 931 234 567',
        passwordHash: 'x',
      });
      await database.close();
      const before = await countsIn(dataDir);
      expect(before.keptUser).toBe(1);

      const file = join(tempDir(), 'shop.tar.gz');
      const { bytes } = await backupDataDir(dataDir, file);
      expect(bytes).toBeGreaterThan(1000);

      // Into an empty folder: the same rows, and the server's migrations find nothing to do.
      const elsewhere = tempDir();
      const restored = await restoreDataDir(elsewhere, file);
      expect(restored.tables).toBeGreaterThan(5);
      expect(await countsIn(elsewhere)).toEqual(before);

      // Over a database changed since: the backup's rows come back, the replaced one is kept aside.
      const changed = await openDatabase({ dataDir });
      await changed.db.delete(users).where(eq(users.email, 'kept@example.com'));
      await changed.close();
      expect((await countsIn(dataDir)).keptUser).toBe(0);
      const again = await restoreDataDir(dataDir, file);
      expect(again.keptPrevious && existsSync(again.keptPrevious)).toBe(true);
      expect(await countsIn(dataDir)).toEqual(before);
      const reopened = await openDatabase({ dataDir });
      await reopened.migrate();
      await reopened.close();
    });

    it('refuses while a server holds the database', async () => {
      const dataDir = tempDir();
      const database = await openDatabase({ dataDir });
      await database.migrate();
      try {
        // The lock names this process, which is alive: as if a server ran.
        writeFileSync(join(dataDir, 'server.lock'), String(process.ppid));
        await expect(backupDataDir(dataDir, join(dataDir, 'x.tar.gz'))).rejects.toThrow(/in use/);
        await expect(restoreDataDir(dataDir, join(dataDir, 'x.tar.gz'))).rejects.toThrow();
      } finally {
        await database.close();
      }
    });

    it('works as the package scripts db:backup and db:restore', async () => {
      const dataDir = tempDir();
      const file = join(tempDir(), 'shop.tar.gz');
      const pnpm = (args: string[]) =>
        execFileSync('node', ['scripts/pnpm.mjs', '--filter', '@bookshop/api', ...args], {
          cwd: join(__dirname, '../../../..'),
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
          encoding: 'utf8',
          stdio: 'pipe',
        });
      // Nothing to back up yet: the command fails instead of writing an empty file.
      expect(() => pnpm(['db:backup', file])).toThrow();
      expect(existsSync(file)).toBe(false);

      const database = await openDatabase({ dataDir });
      await database.migrate();
      await seedDemoCatalogue(database.db);
      await database.close();
      const before = await countsIn(dataDir);
      expect(pnpm(['db:backup', file])).toContain('Backed up');
      rmSync(join(dataDir, 'pglite'), { recursive: true });
      expect(pnpm(['db:restore', file])).toContain('Restored');
      expect(await countsIn(dataDir)).toEqual(before);
    });
  },
);
