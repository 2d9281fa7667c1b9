import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { lockDataDir } from './lock';

const extensions = { pg_trgm, unaccent };

/**
 * Writes the embedded database of `dataDir` to `file` as a gzipped tarball (PGlite's `dumpDataDir`).
 * It holds the server's lock while it reads, so it refuses while a server has the database open:
 * PGlite is one process's, and a copy taken under a running server could be half-written.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<{ bytes: number }> {
  const pgliteDir = join(dataDir, 'pglite');
  if (!existsSync(pgliteDir)) throw new Error(`No embedded database in ${dataDir} to back up.`);
  const unlock = lockDataDir(dataDir, pgliteDir);
  try {
    const client = await PGlite.create({ dataDir: pgliteDir, extensions });
    try {
      // A checkpoint first, so that the tarball holds every committed row in the data files.
      await client.exec('CHECKPOINT');
      const tarball = await client.dumpDataDir('gzip');
      const bytes = Buffer.from(await tarball.arrayBuffer());
      writeFileSync(file, bytes);
      return { bytes: bytes.length };
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

/**
 * Replaces the embedded database of `dataDir` with the one in the backup `file`. The database it
 * replaces is kept beside it (`pglite.before-restore-<time>`), never deleted, and the restored one
 * is opened once to prove it works before the command says so.
 */
export async function restoreDataDir(
  dataDir: string,
  file: string,
): Promise<{ keptPrevious?: string; tables: number }> {
  if (!existsSync(file)) throw new Error(`No backup file ${file}.`);
  const pgliteDir = join(dataDir, 'pglite');
  const unlock = lockDataDir(dataDir, pgliteDir);
  try {
    let keptPrevious: string | undefined;
    if (existsSync(pgliteDir)) {
      keptPrevious = `${pgliteDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(pgliteDir, keptPrevious);
    }
    const tarball = new Blob([readFileSync(file)]);
    const client = await PGlite.create({ dataDir: pgliteDir, loadDataDir: tarball, extensions });
    try {
      const { rows } = await client.query<{ tables: number }>(
        "select count(*)::int as tables from information_schema.tables where table_schema = 'public'",
      );
      return { keptPrevious, tables: rows[0]?.tables ?? 0 };
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}
