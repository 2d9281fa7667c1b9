import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuthUser, LocalisedText } from '@bookshop/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { type AppOptions, buildApp } from '../src/app';
import { type DatabaseHandle, openDatabase, type QueryObserver } from '../src/db/client';
import { users } from '../src/db/schema';
import { seedDemoCatalogue } from '../src/db/seed';
import { Metrics } from '../src/ops/metrics';
import { ARTWORK_FILE_NAME } from '../src/routes/images';
import { folderStore } from '../src/uploads';

export interface TestDatabase extends DatabaseHandle {
  /**
   * The same database as another API process would open it: a second pool on PostgreSQL; on PGlite,
   * which is one process's, the same database (closing it leaves it open).
   */
  openAgain(): Promise<DatabaseHandle>;
}

/**
 * A fresh database for one test file: PGlite in memory by default; with DATABASE_URL set (CI's
 * PostgreSQL pass), a new database on that server, dropped afterwards. Migrated, unless `empty`.
 */
export async function openTestDatabase({
  empty = false,
  onQuery,
}: {
  empty?: boolean;
  onQuery?: QueryObserver;
} = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({}, onQuery);
    if (!empty) await handle.migrate();
    return { ...handle, openAgain: async () => ({ ...handle, close: async () => {} }) };
  }

  const name = `bookshop_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() }, onQuery);
  if (!empty) await handle.migrate();
  return {
    ...handle,
    openAgain: () => openDatabase({ databaseUrl: url.toString() }),
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

/** The app over a fresh database holding the demo catalogue; mail goes to a temporary outbox. */
export async function createTestApp(
  options: Pick<
    AppOptions,
    | 'shopDist'
    | 'trustProxy'
    | 'smtpUrl'
    | 'publicUrl'
    | 'timeouts'
    | 'readCache'
    | 'logDestination'
    | 'metricsToken'
    | 'socialProviders'
    | 'signUpsPerHour'
    | 'now'
    | 'redsys'
    | 'shopTaxId'
    | 'shopLanguages'
    | 'paymentHoldSeconds'
    | 'paymentSweepMs'
    | 'warmUpWaitMs'
    | 'mailSender'
    | 'mailIntervalMs'
    | 'bookIndexDir'
  > = {},
) {
  const metrics = new Metrics();
  const database = await openTestDatabase({ onQuery: metrics.observeQuery });
  await seedDemoCatalogue(database.db);
  const outboxDir = mkdtempSync(join(tmpdir(), 'bookshop-outbox-'));
  const uploadsDir = mkdtempSync(join(tmpdir(), 'bookshop-uploads-'));
  const artworkDir = mkdtempSync(join(tmpdir(), 'bookshop-artwork-'));
  const importsDir = mkdtempSync(join(tmpdir(), 'bookshop-imports-'));
  const build = (metrics: Metrics) =>
    buildApp({
      db: database.db,
      shopDist: options.shopDist,
      trustProxy: options.trustProxy,
      outboxDir,
      uploads: folderStore(uploadsDir),
      artwork: folderStore(artworkDir, ARTWORK_FILE_NAME),
      smtpUrl: options.smtpUrl,
      publicUrl: options.publicUrl,
      timeouts: options.timeouts,
      readCache: options.readCache,
      // The log is on when a test gives it somewhere to go.
      logger: options.logDestination !== undefined,
      logDestination: options.logDestination,
      metrics,
      metricsToken: options.metricsToken,
      socialProviders: options.socialProviders,
      signUpsPerHour: options.signUpsPerHour,
      now: options.now,
      redsys: options.redsys,
      shopTaxId: options.shopTaxId,
      shopLanguages: options.shopLanguages,
      paymentHoldSeconds: options.paymentHoldSeconds,
      paymentSweepMs: options.paymentSweepMs,
      warmUpWaitMs: options.warmUpWaitMs,
      mailSender: options.mailSender,
      mailIntervalMs: options.mailIntervalMs,
      bookIndexDir: options.bookIndexDir,
      listenCatalogueChanges: database.listenCatalogueChanges,
      sessionSecret: 'test-secret-test-secret-test-secret',
      // Still argon2id, at a cost that keeps the suite fast.
      passwordHashing: { memoryCost: 1024, timeCost: 1 },
      imports: { dir: importsDir, soleProcess: database.kind === 'pglite' },
    });
  const testApp = {
    app: await build(metrics),
    database,
    outboxDir,
    uploadsDir,
    artworkDir,
    /** The server stopped and started again on the same database and folders (a deployment's restart). */
    restart: async () => {
      await testApp.app.close();
      // Each app registers its metrics once.
      testApp.app = await build(new Metrics());
      await testApp.app.ready();
    },
    /** The mails written so far, oldest first. */
    outbox: () =>
      readdirSync(outboxDir)
        .sort()
        .map((file) => readFileSync(join(outboxDir, file), 'utf8')),
    close: async () => {
      await testApp.app.close();
      await database.close();
      rmSync(outboxDir, { recursive: true, force: true });
      rmSync(uploadsDir, { recursive: true, force: true });
      rmSync(artworkDir, { recursive: true, force: true });
      rmSync(importsDir, { recursive: true, force: true });
    },
  };
  return testApp;
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * How long a process may take to hear of a change committed elsewhere (NOTIFY arrives a moment after
 * the commit): long enough for a loaded machine, where a poll's requests take a second each; a poll
 * ends as soon as the change is heard.
 */
export const HEARD_WITHIN = { timeout: 20_000, interval: 200 };

/**
 * Another page size at each call, 10 to 99 and round again: each a search address of its own, so that
 * a poll's answers come from the search and not from the read cache.
 */
export function changingPageSize(): () => number {
  let asked = 0;
  return () => 10 + (asked++ % 90);
}

/**
 * A second API process over the test app's database: another app with its own connection, read cache
 * and catalogue listener, as a deployment's second process would be.
 */
export async function openSecondApp(
  testApp: TestApp,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const second = await testApp.database.openAgain();
  const app = await buildApp({
    db: second.db,
    listenCatalogueChanges: second.listenCatalogueChanges,
    sessionSecret: 'test-secret-test-secret-test-secret',
    passwordHashing: { memoryCost: 1024, timeCost: 1 },
  });
  return {
    app,
    close: async () => {
      await app.close();
      await second.close();
    },
  };
}

/** The `Cookie` header that sends back the session cookie a response set. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const session = response.cookies.find((cookie) => cookie.name === 'session');
  if (!session) throw new Error(`No session cookie in ${response.statusCode} ${response.body}`);
  return `session=${session.value}`;
}

/** The `Cookie` header that sends back the device cookie a sign-in set (the browser is known to that account). */
export function deviceCookie(response: LightMyRequestResponse): string {
  const device = response.cookies.find((cookie) => cookie.name === 'device');
  if (!device) throw new Error(`No device cookie in ${response.statusCode} ${response.body}`);
  return `device=${device.value}`;
}

export interface Reader {
  cookie: string;
  /** The device cookie of the browser that signed up. */
  device: string;
  authUser: AuthUser;
  email: string;
  password: string;
}

let readerCount = 0;

/** Signs up a new reader (unique email, from an address of their own) and returns their session cookie. */
export async function signUp(
  app: FastifyInstance,
  details: { name?: string; surname?: string; email?: string; password?: string } = {},
): Promise<Reader> {
  readerCount += 1;
  const email = details.email ?? `reader${readerCount}-${randomUUID().slice(0, 8)}@example.com`;
  const password = details.password ?? 'secret-password';
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/signup',
    // Each reader from an address of their own: sign-ups are limited per address.
    remoteAddress: `10.250.${Math.floor(readerCount / 250) % 250}.${(readerCount % 250) + 1}`,
    payload: {
      name: details.name ?? 'Mercè',
      surname: details.surname ?? 'Rodoreda',
      email,
      telephone: '+34 931 234 567',
      password,
      confirmPassword: password,
    },
  });
  if (response.statusCode !== 201) throw new Error(`Sign-up failed: ${response.statusCode} ${response.body}`);
  return {
    cookie: sessionCookie(response),
    device: deviceCookie(response),
    authUser: response.json().authUser,
    email,
    password,
  };
}

/** A signed-up reader promoted to admin directly in the database (as ADMIN_EMAIL would at start). */
export async function signUpAdmin(testApp: TestApp): Promise<Reader> {
  const reader = await signUp(testApp.app, { name: 'Ada', surname: 'Admin' });
  await testApp.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, reader.authUser._id));
  return reader;
}

/** The id of the newest demo book (any book will do for most tests). */
export async function someBookId(app: FastifyInstance, index = 0): Promise<string> {
  const response = await app.inject(`/api/books?limit=${index + 1}`);
  const book = response.json().books[index];
  if (!book) throw new Error('No demo book');
  return book._id;
}

/**
 * An admin's new book (`POST /api/books`): the given fields, and for the rest plain values with the
 * first author and publisher of the catalogue.
 */
export async function addBook(
  app: FastifyInstance,
  adminCookie: string,
  fields: { name: LocalisedText } & Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  const { authors } = (await app.inject('/api/authors')).json();
  const { publishers } = (await app.inject('/api/publishers')).json();
  return app.inject({
    method: 'POST',
    url: '/api/books',
    headers: { cookie: adminCookie },
    payload: {
      info: { eng: 'Test book.', esp: 'Libro de prueba.' },
      image: '/images/books/test.svg',
      category: ['novel'],
      author: authors[0]._id,
      publisher: publishers[0]._id,
      pagesCount: 100,
      language: 'esp',
      year: 2020,
      price: 10,
      ...fields,
    },
  });
}

/** An admin's new author (`POST /api/authors`) named `name` in English and Spanish: their id. */
export async function addAuthor(app: FastifyInstance, adminCookie: string, name: string): Promise<string> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/authors',
    headers: { cookie: adminCookie },
    payload: {
      name: { eng: name, esp: name },
      biography: { eng: 'Wrote.', esp: 'Escribió.' },
      image: '/images/authors/x.svg',
    },
  });
  if (created.statusCode !== 201) throw new Error(`POST /api/authors answered ${created.statusCode}`);
  return created.json().author._id as string;
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartFile(
  content: string | Uint8Array,
  filename: string,
  { type = 'application/octet-stream', field = 'file' } = {},
) {
  const boundary = `----bookshop${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
