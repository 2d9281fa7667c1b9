import { resolve } from 'node:path';
import { readConfig } from '../config';
import { backupDatabase, restoreDatabase } from './backup';
import { keepDataDirPrivate } from './private-files';

/** `pnpm --filter @bookshop/api db:backup FILE` and `db:restore FILE`, on the DATA_DIR database. */
const [action, file] = process.argv.slice(2);
const config = readConfig();

if ((action !== 'backup' && action !== 'restore') || !file) {
  console.error('Usage: db:backup FILE | db:restore FILE');
  process.exit(2);
}
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump and restore it with pg_restore.');
  process.exit(2);
}

keepDataDirPrivate(config.dataDir);
// A relative FILE means relative to where the command was typed, as for DATA_DIR.
const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
try {
  if (action === 'backup') {
    await backupDatabase(config.dataDir, path);
    console.log(`Backed up the database in ${config.dataDir} to ${path}.`);
  } else {
    await restoreDatabase(config.dataDir, path);
    console.log(`Restored the database in ${config.dataDir} from ${path}.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
