/**
 * PostgreSQL restarted while the API runs (issue 8, Faults), run by `.ci/run`: while the database is
 * down, requests answer 503 in the contract's error shape; once it is back they succeed again, from
 * the same server process. It stops and starts a PostgreSQL cluster, so it runs only when
 * FAULTS_RESTART_POSTGRES=1 says that is allowed.
 *
 *   FAULTS_RESTART_POSTGRES=1 DATABASE_URL=postgres://bookshop:bookshop@localhost:5432/bookshop \
 *     node scripts/pnpm.mjs exec tsx apps/api/test/faults/postgres-restart.ts
 *
 * PG_STOP and PG_START are the shell commands that stop and start the cluster
 * (`pg_ctlcluster 15 main stop` and `... start` by default).
 */
import assert from 'node:assert/strict';
import { execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { ownDatabase, Shopper, startServer, stopServer } from './server';

const serverUrl = process.env.DATABASE_URL;
if (process.env.FAULTS_RESTART_POSTGRES !== '1' || !serverUrl) {
  console.error('Set FAULTS_RESTART_POSTGRES=1 and DATABASE_URL: this test stops and starts PostgreSQL.');
  process.exit(2);
}
const stopCommand = process.env.PG_STOP ?? 'pg_ctlcluster 15 main stop';
const startCommand = process.env.PG_START ?? 'pg_ctlcluster 15 main start';

// A database of its own, dropped at the end.
const database = await ownDatabase(serverUrl, 'bookshop_faults');

const server = await startServer({ databaseUrl: database.url });
let failure: unknown;
try {
  const shopper = new Shopper();
  assert.equal((await shopper.signUp(`restart-${randomUUID()}@bookshop.test`)).status, 201);
  const catalogue = await shopper.call('GET', '/api/books?limit=1');
  const bookId: string = catalogue.body.books[0]._id;

  execSync(stopCommand, { stdio: 'inherit' });
  console.log('PostgreSQL stopped.');
  for (const [method, path, body] of [
    ['GET', '/api/books?limit=1', undefined],
    ['GET', '/api/search/quijote/eng', undefined],
    ['POST', `/api/books/${bookId}/comment-book`, { text: 'While the database is down' }],
    ['GET', '/api/books/get-basket-books', undefined],
  ] as const) {
    const answer = await shopper.call(method, path, body);
    assert.equal(answer.status, 503, `${method} ${path} answers 503 while PostgreSQL is down`);
    assert.equal(answer.body.error.code, 'unavailable', `${method} ${path} answers in the error shape`);
    console.log(`${method} ${path}: 503 ${answer.body.error.message}`);
  }

  execSync(startCommand, { stdio: 'inherit' });
  console.log('PostgreSQL started.');
  const deadline = Date.now() + 30_000;
  let books = await shopper.call('GET', '/api/books?limit=1');
  while (books.status !== 200 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    books = await shopper.call('GET', '/api/books?limit=1');
  }
  assert.equal(books.status, 200, 'reads succeed again once PostgreSQL is back');
  const comment = await shopper.call('POST', `/api/books/${bookId}/comment-book`, {
    text: 'After the restart',
  });
  assert.equal(comment.status, 201, 'signed-in writes succeed again once PostgreSQL is back');
  assert.equal(server.process.exitCode, null, 'the same API process served throughout');
  console.log('After the restart: reads and writes succeed without restarting the API.');
} catch (error) {
  failure = error;
  console.error(server.output());
} finally {
  // Leave PostgreSQL running whatever happened (starting a running cluster fails: that is fine).
  try {
    execSync(startCommand, { stdio: 'ignore' });
  } catch {}
  await stopServer(server);
  await database.drop();
}
if (failure) throw failure;
console.log('PostgreSQL restart test passed.');
