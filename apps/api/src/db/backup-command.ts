import { resolve } from 'node:path';
import { readConfig } from '../config';
import { backupDataDir, restoreDataDir } from './backup';

/**
 * `pnpm --filter @bookshop/api db:backup FILE` and `db:restore FILE`: the embedded database of
 * DATA_DIR to and from a tarball. Stop the server first; both refuse while it runs.
 */
const [action, file] = process.argv.slice(2);
const config = readConfig();
if ((action !== 'backup' && action !== 'restore') || !file) {
  console.error('Usage: db:backup FILE | db:restore FILE');
  process.exit(2);
}
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump; this command is for the embedded database.',
  );
  process.exit(2);
}
// Package scripts run inside apps/api; FILE is relative to where the command was typed.
const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
try {
  if (action === 'backup') {
    const { bytes } = await backupDataDir(config.dataDir, path);
    console.log(`Backed up ${config.dataDir} to ${path} (${bytes} bytes).`);
  } else {
    const { keptPrevious, tables } = await restoreDataDir(config.dataDir, path);
    console.log(`Restored ${path} into ${config.dataDir} (${tables} tables).`);
    if (keptPrevious) console.log(`The database it replaced is kept in ${keptPrevious}.`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
