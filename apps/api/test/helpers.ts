import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../src/app';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { seedDemoCatalogue } from '../src/db/seed';

/**
 * A fresh database for one test file: PGlite in memory by default; with DATABASE_URL set (CI's
 * PostgreSQL pass), a new database on that server, dropped afterwards.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({});
    await handle.migrate();
    return handle;
  }

  const name = `bookshop_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The app over a fresh database holding the demo catalogue. */
export async function createTestApp(options: { shopDist?: string } = {}) {
  const database = await openTestDatabase();
  await seedDemoCatalogue(database.db);
  const app = await buildApp({ db: database.db, shopDist: options.shopDist });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
