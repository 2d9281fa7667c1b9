import { join } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
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
import { prepareStatementsOnce } from './prepared-statements';
import { makePrivate } from './private-files';
import * as schema from './schema';

/** The query layer, the same for PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of it: what a write that must commit with another one is given. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * Runs `work` (migrate, load the demo catalogue, make the admin) while no other process runs its
   * own: API processes started together on an empty PostgreSQL would otherwise both create the same
   * tables and both load the catalogue, and one would stop on a duplicate key.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
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
/** The advisory lock `exclusively` holds (any number no other code uses). */
const SETUP_LOCK = '4207263401';
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

/** Told the time of every query, in milliseconds (the metrics' database query time). */
export type QueryObserver = (ms: number) => void;

export async function openDatabase(
  options: DatabaseOptions,
  onQuery?: QueryObserver,
): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl, onQuery);
  return openPglite(options.dataDir, onQuery);
}

/**
 * How each connection of the shop's pool sets up its session. No JIT compilation: the shop's statements
 * are short, and the generic plans of its functions (`force_generic_plan`) estimate a third of a table.
 * At a million books that estimate passed `jit_above_cost`, and every list call waited 0.44 s for
 * PostgreSQL to compile 45 functions for a statement that then ran in 2 ms. A statement rather than a
 * startup option, which PgBouncer refuses unless told to ignore it (and then ignores it).
 */
const SESSION_SETUP = 'set jit = off';

async function openPostgres(databaseUrl: string, onQuery?: QueryObserver): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // Done before the pool hands the connection out; a connection that cannot set up its session is
    // dropped and its caller told, as when the database is away.
    onConnect: async (client) => {
      await client.query(SESSION_SETUP);
    },
  });
  if (onQuery) pool.on('connect', (client) => timeQueries(client, onQuery));
  // An idle connection that PostgreSQL closes (restart, failover) is dropped and replaced by the pool on
  // the next query; without this listener the error would end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    exclusively: async (work) => {
      // A session lock on a connection of its own: it holds across the work's own transactions.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK]);
        }
      } finally {
        client.release();
      }
    },
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

async function openPglite(dataDir: string | undefined, onQuery?: QueryObserver): Promise<DatabaseHandle> {
  const pgliteDir = dataDir ? join(dataDir, 'pglite') : undefined;
  const unlock = dataDir && pgliteDir ? lockDataDir(dataDir, pgliteDir) : () => {};
  try {
    // Opening takes a while (WebAssembly, the data folder) and goes on while the caller builds the
    // app; every query, the migrations' first, waits for it. A failed opening lets go of the lock.
    const client = new PGlite({ dataDir: pgliteDir, extensions: { pg_trgm, unaccent } });
    let setup: Promise<unknown> = Promise.resolve();
    client.waitReady.then(() => pgliteDir && makePrivate(pgliteDir), unlock);
    prepareStatementsOnce(client);
    keepTextParsersOnce(client);
    if (onQuery) timePgliteQueries(client, onQuery);
    const db = drizzlePglite(client, { schema });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      // One process has the data folder (db/lock.ts): only its own calls can meet, one after another.
      exclusively: (work) => {
        const done = setup.then(work);
        setup = done.catch(() => {});
        return done;
      },
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
        // PGlite writes some files (the relation cache's pg_internal.init) as 666 whatever the umask.
        if (pgliteDir) makePrivate(pgliteDir);
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

type QueryMethod = (...args: unknown[]) => unknown;

/**
 * drizzle gives PGlite, with every query, parsers that keep dates, timestamps and intervals (and their
 * arrays) as the text PostgreSQL sent; PGlite then copies its 300-odd parsers into a new object to add
 * them, about 60 µs a query (a tenth of an embedded card order's CPU time). Installed once on the
 * client, once it is ready (its array types are read then), the queries need not bring them: a query's
 * own parsers are left out only when each one is installed already and, as drizzle's, gives back the
 * text it is given.
 */
const TEXT_KEPT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const keepText = (value: string) => value;
const PROBE = '2001-02-03 04:05:06.789+00';

function keepTextParsersOnce(client: PGlite): void {
  let installed = false;
  client.waitReady.then(
    () => {
      for (const type of TEXT_KEPT_TYPES) client.parsers[type] = keepText;
      installed = true;
    },
    () => {},
  );
  const redundant = (parsers: Record<string, (value: string, type: number) => unknown>) =>
    installed &&
    Object.entries(parsers).every(
      ([type, parse]) => client.parsers[type] === keepText && parse(PROBE, Number(type)) === PROBE,
    );
  const withoutRedundantParsers = (target: Pick<PGlite, 'query'>) => {
    const query = target.query.bind(target) as QueryMethod;
    (target as { query: QueryMethod }).query = (text, params, options) => {
      const given = options as { parsers?: Record<string, (value: string, type: number) => unknown> };
      if (given?.parsers && redundant(given.parsers)) {
        const { parsers: _installed, ...rest } = given;
        return query(text, params, rest);
      }
      return query(text, params, options);
    };
  };
  withoutRedundantParsers(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (run) =>
    transaction((tx) => {
      withoutRedundantParsers(tx);
      return run(tx);
    });
}

/** Wraps an object's query methods so that `onQuery` hears how long each one took. */
function timeQueries(target: object, onQuery: QueryObserver, methods = ['query']): void {
  const methodsOf = target as Record<string, QueryMethod>;
  for (const name of methods) {
    const original = methodsOf[name];
    if (typeof original !== 'function') continue;
    methodsOf[name] = function timed(this: unknown, ...args: unknown[]) {
      const started = performance.now();
      const done = () => onQuery(performance.now() - started);
      // node-postgres' pool passes a callback; drizzle awaits the promise.
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = (...results: unknown[]) => {
          done();
          return callback(...results);
        };
        return original.apply(this, args);
      }
      const result = original.apply(this, args);
      if (result instanceof Promise) {
        return result.then(
          (value) => {
            done();
            return value;
          },
          (error: unknown) => {
            done();
            throw error;
          },
        );
      }
      return result;
    };
  }
}

/** PGlite's queries, and those of the transactions it hands out. */
function timePgliteQueries(client: PGlite, onQuery: QueryObserver): void {
  timeQueries(client, onQuery, ['query', 'exec']);
  const transaction = client.transaction.bind(client);
  client.transaction = (run) =>
    transaction((tx) => {
      timeQueries(tx, onQuery, ['query', 'exec']);
      return run(tx);
    });
}
