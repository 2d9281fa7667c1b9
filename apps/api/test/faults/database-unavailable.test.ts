import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';

// A PostgreSQL that is not running: nothing listens on port 1.
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: 'postgres://bookshop:bookshop@127.0.0.1:1/bookshop' });
  app = await buildApp({ db: database.db });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('PostgreSQL unreachable', () => {
  it('answers 503 in the error shape, with Retry-After, for reads and sign-ins', async () => {
    const login = { email: 'anna@bookshop.test', password: 'faults-secret-42' };
    for (const [method, url, payload] of [
      ['GET', '/api/books?limit=1', undefined],
      ['GET', '/api/search/quijote/eng', undefined],
      ['POST', '/api/users/login', login],
    ] as const) {
      const response = await app.inject({ method, url, payload });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        error: { code: 'unavailable', message: 'The shop cannot reach its database; try again in a moment' },
      });
    }
  });
});
