import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';
import { responseSchema } from '../http/schemas';
import { migrationsFolder } from '../paths';

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export const readyResponseSchema = z.object({
  status: z.literal('ready'),
  /** The newest migration the database has applied (drizzle's journal `when`, epoch ms). */
  migration: z.number(),
  /** The books this process's lists hold, loaded before it says it is ready. */
  books: z.number(),
});

/** What readiness waits for besides the database: the lists' index filled and a search run once. */
export interface CatalogueWarmUp {
  fill(): Promise<boolean>;
  readonly warm: boolean;
  readonly count: number;
}

/**
 * How long `/readyz` waits for the warm-up before answering 503: a catalogue of thousands of books
 * is warm within it (the first answer is then simply "ready"); a large one is not, and a balancer
 * asks again.
 */
export const WARM_UP_WAIT_MS = 1000;

/** When the newest migration of this build was made: the database must have applied it. */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** The newest migration the database applied, or undefined when it has none (never migrated). */
export async function appliedMigration(db: Database): Promise<number | undefined> {
  try {
    const result = await db.execute<{ newest: string | number | null }>(
      sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
    );
    const newest = (result as unknown as { rows: { newest: string | number | null }[] }).rows[0]?.newest;
    return newest === null || newest === undefined ? undefined : Number(newest);
  } catch (error) {
    // No migrations table (or schema) yet: nothing was ever applied. Anything else: no database.
    if (codeOf(error) === '42P01' || codeOf(error) === '3F000') return undefined;
    throw error;
  }
}

/** The PostgreSQL error code of an error, or of the error drizzle wrapped. */
function codeOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = current.cause;
  }
  return undefined;
}

const notReady = (code: string, message: string, retryAfterSeconds = 5) =>
  new HttpError(503, code, message, undefined, { 'retry-after': String(retryAfterSeconds) });

/**
 * For load balancers and orchestrators: `/healthz` answers while the process runs; `/readyz` only when
 * it can serve: the database answers, has every migration of this build applied, the catalogue's
 * lists are loaded and warm (no reader's search waits for them: issue 38), and the server is not
 * stopping. From SIGTERM on, both are 503 (the requests still running finish meanwhile), so a
 * balancer that asks takes this process out before its connections close.
 */
export function registerHealth(
  app: FastifyInstance,
  db: Database,
  catalogue: CatalogueWarmUp,
  warmUpWaitMs = WARM_UP_WAIT_MS,
): void {
  const expected = newestMigration();
  let stopping = false;
  app.addHook('preClose', (done) => {
    stopping = true;
    done();
  });
  const operations = { config: { apiDocument: true } };

  app.get(
    '/healthz',
    { ...operations, schema: { response: { 200: responseSchema(healthResponseSchema) } } },
    async () => {
      if (stopping) throw notReady('unavailable', 'The server is stopping');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/readyz',
    { ...operations, schema: { response: { 200: responseSchema(readyResponseSchema) } } },
    async (_request, reply) => {
      if (stopping) throw notReady('unavailable', 'The server is stopping');
      let migration: number | undefined;
      try {
        migration = await appliedMigration(db);
      } catch {
        throw notReady('unavailable', 'The database cannot be reached');
      }
      if (migration === undefined || migration < expected) {
        throw notReady('migrationsPending', 'The database lacks migrations of this version');
      }
      if (!catalogue.warm) {
        const warmUp = catalogue.fill();
        if (warmUpWaitMs > 0) await Promise.race([warmUp, delay(warmUpWaitMs, undefined, { ref: false })]);
        if (!catalogue.warm) throw notReady('warmingUp', 'The catalogue is still being loaded', 1);
      }
      reply.header('cache-control', 'no-store');
      return { status: 'ready' as const, migration, books: catalogue.count };
    },
  );
}
