import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { lockDataDir } from './lock';
import * as schema from './schema';

/** The query layer, the same for PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** Tells `listener` about every committed catalogue change (migration 0004), from any process. */
  listenCatalogueChanges(listener: CatalogueListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * What a read cache hears. `lost`: changes may go unheard (the listening connection broke), so
 * nothing may be kept until `listening` again.
 */
export interface CatalogueListener {
  listening(): void;
  changed(): void;
  lost(): void;
}

export const CATALOGUE_CHANNEL = 'catalogue_changed';
/** After a broken listening connection, try again this often. */
const RELISTEN_MS = 1000;

export type DatabaseOptions =
  | { databaseUrl: string }
  /** `dataDir` undefined keeps the embedded database in memory (tests). */
  | { dataDir?: string };

/** Error codes meaning PostgreSQL cannot be reached or is shutting down or starting, not a bad query. */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** Is this error (or one it wraps, as drizzle does) the database being unavailable? */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    // node-postgres reports a connection closed under it without a code.
    if (current.message.startsWith('Connection terminated')) return true;
    current = current.cause;
  }
  return false;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection that PostgreSQL closes (restart, failover) is dropped and replaced by the pool on
  // the next query; without this listener the error would end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    listenCatalogueChanges: (listener) => listenPostgres(databaseUrl, listener),
    close: () => pool.end(),
  };
}

/** The embedded database with the extensions the migrations use; `loadDataDir` starts it from a backup. */
export function createPglite(pgliteDir: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({ dataDir: pgliteDir, loadDataDir, extensions: { pg_trgm, unaccent } });
}

/** LISTEN needs a connection of its own: pooled ones come and go. It reconnects until stopped. */
async function listenPostgres(
  databaseUrl: string,
  listener: CatalogueListener,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  function broken(failed: pg.Client) {
    if (stopped || client !== failed) return;
    client = undefined;
    listener.lost();
    failed.end().catch(() => {});
    retry = setTimeout(() => void connect().catch(() => {}), RELISTEN_MS);
  }

  async function connect() {
    const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    client = next;
    next.on('error', () => broken(next));
    next.on('end', () => broken(next));
    next.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL) listener.changed();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    } catch {
      // Already told as lost: the cache keeps nothing until a later try listens.
      broken(next);
      return;
    }
    if (client === next && !stopped) listener.listening();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    listener.lost();
    await last?.end().catch(() => {});
  };
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const pgliteDir = dataDir ? join(dataDir, 'pglite') : undefined;
  const unlock = dataDir && pgliteDir ? lockDataDir(dataDir, pgliteDir) : () => {};
  try {
    // Opening takes a while (WebAssembly, the data folder) and goes on while the caller builds the
    // app; every query, the migrations' first, waits for it. A failed opening lets go of the lock.
    const client = new PGlite({ dataDir: pgliteDir, extensions: { pg_trgm, unaccent } });
    client.waitReady.catch(unlock);
    const db = drizzlePglite(client, { schema });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      // One process, one connection: the notification arrives before the writing query resolves.
      listenCatalogueChanges: async (listener) => {
        const unlisten = await client.listen(CATALOGUE_CHANNEL, () => listener.changed());
        listener.listening();
        return async () => {
          listener.lost();
          await unlisten();
        };
      },
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
