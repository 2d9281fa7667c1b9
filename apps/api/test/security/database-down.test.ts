import { errorBodySchema } from '@bookshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../tests/faults/server';
import { buildApp } from '../../src/app';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';

/**
 * PostgreSQL that cannot be reached (stopped, restarting): every call that needs it answers 503 in
 * the error shape with Retry-After, never a 500. The restart itself is tested from `.ci/run`
 * (tests/faults/postgres-restart.ts), which controls the cluster.
 */
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  // A port nothing listens on: the connection is refused at once.
  const port = await freePort();
  database = await openDatabase({ databaseUrl: `postgres://bookshop:bookshop@127.0.0.1:${port}/bookshop` });
  app = await buildApp({ db: database.db, sessionSecret: 'database-down-secret-database-down' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('with the database down', () => {
  it.each([
    ['GET', '/api/books?limit=1'],
    ['GET', '/api/search/quijote/esp'],
    ['GET', '/api/authors'],
    ['POST', '/api/users/login'],
  ] as const)('%s %s answers 503 in the error shape', async (method, url) => {
    const response = await app.inject({
      method,
      url,
      ...(method === 'POST' ? { payload: { email: 'a@example.com', password: 'secret-password' } } : {}),
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(errorBodySchema.parse(response.json()).error.code).toBe('serviceUnavailable');
  });
});
