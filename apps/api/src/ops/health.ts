import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
});

/** When the newest migration of this build was made: the database must have applied it. */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** The newest migration the database applied, or undefined when it has none (never migrated). */
async function appliedMigration(db: Database): Promise<number | undefined> {
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

const notReady = (code: string, message: string) =>
  new HttpError(503, code, message, undefined, { 'retry-after': '5' });

/**
 * For load balancers and orchestrators: `/healthz` answers while the process runs; `/readyz` only when
 * it can serve: the database answers, has every migration of this build applied, and the server is
 * not stopping. From SIGTERM on, both are 503 (the requests still running finish meanwhile), so a
 * balancer that asks takes this process out before its connections close.
 */
export function registerHealth(app: FastifyInstance, db: Database): void {
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
      reply.header('cache-control', 'no-store');
      return { status: 'ready' as const, migration };
    },
  );
}
