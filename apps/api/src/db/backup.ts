import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createPglite } from './client';
import { lockDataDir } from './lock';
import { makePrivate, PRIVATE_FILE_MODE } from './private-files';

/**
 * Backup and restore of the embedded database: a tarball of PGlite's data folder (`dumpDataDir`),
 * loaded back with `loadDataDir`. Both take the server's DATA_DIR lock, so neither runs while a
 * server uses the folder, and a server cannot start while they run.
 */

const pgliteDirOf = (dataDir: string) => join(dataDir, 'pglite');

/** Writes the database in `dataDir` to `file` (a gzipped tarball). */
export async function backupDatabase(dataDir: string, file: string): Promise<void> {
  const pgliteDir = pgliteDirOf(dataDir);
  if (!existsSync(pgliteDir) || readdirSync(pgliteDir).length === 0) {
    throw new Error(`There is no database in DATA_DIR ${dataDir} to back up.`);
  }
  const unlock = lockDataDir(dataDir, pgliteDir);
  try {
    const client = await createPglite(pgliteDir);
    try {
      const tarball = await client.dumpDataDir('gzip');
      // A copy of everything, readable by its owner only (an existing file keeps its mode otherwise).
      await writeFile(file, Buffer.from(await tarball.arrayBuffer()), { mode: PRIVATE_FILE_MODE });
      await chmod(file, PRIVATE_FILE_MODE);
    } finally {
      await client.close();
      // Opening the database rewrote files (pg_internal.init) as 666, whatever the umask.
      makePrivate(pgliteDir);
    }
  } finally {
    unlock();
  }
}

/**
 * Replaces the database in `dataDir` (if any) with the one in `file`. The backup is loaded into a
 * folder of its own first: a backup that cannot be loaded leaves the current database untouched.
 */
export async function restoreDatabase(dataDir: string, file: string): Promise<void> {
  const tarball = new Blob([await readFile(file)]);
  const pgliteDir = pgliteDirOf(dataDir);
  const unlock = lockDataDir(dataDir, pgliteDir);
  const restoringDir = join(dataDir, 'pglite.restoring');
  const replacedDir = join(dataDir, 'pglite.replaced');
  try {
    rmSync(restoringDir, { recursive: true, force: true });
    const client = await createPglite(restoringDir, tarball);
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
    rmSync(replacedDir, { recursive: true, force: true });
    if (existsSync(pgliteDir)) renameSync(pgliteDir, replacedDir);
    renameSync(restoringDir, pgliteDir);
    rmSync(replacedDir, { recursive: true, force: true });
    makePrivate(pgliteDir);
  } catch (error) {
    rmSync(restoringDir, { recursive: true, force: true });
    throw error;
  } finally {
    unlock();
  }
}
