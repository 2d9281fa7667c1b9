/**
 * Two real API processes on one PostgreSQL database (issue 15, Races), run by `.ci/run`: the API tests
 * check the same races through two apps in one process, each with its own connections; this runs them
 * through two servers, as a deployment would.
 *
 *   DATABASE_URL=postgres://bookshop:bookshop@localhost:5432/bookshop \
 *     node scripts/pnpm.mjs exec tsx apps/api/test/faults/two-processes.ts
 *
 * - Started together on an empty database, both come up (migrations and the demo catalogue are made
 *   under an advisory lock; one used to stop on a duplicate key in pg_type), and the catalogue is
 *   loaded once.
 * - Two removals at once, one through each, of a book counted 2 leave none, every time.
 * - 30 wrong passwords at once, half through each, are checked no more than the limit allows, and the
 *   right one is refused after them to a new device, while the owner's browser, which signed up
 *   through the first process, signs in through the second.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { signInLimits } from '../../src/auth/attempt-limits';
import { ownDatabase, port, Shopper, type ShopServer, startServer, stopServer } from './server';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('Set DATABASE_URL: this test runs two API processes on one PostgreSQL.');
  process.exit(2);
}

// An empty database of its own, dropped at the end.
const database = await ownDatabase(serverUrl, 'bookshop_two');

const servers: ShopServer[] = [];
let failure: unknown;
try {
  // Both at once: each migrates and seeds the empty database as it starts.
  const started = await Promise.allSettled(
    [port, port + 1].map((serverPort) => startServer({ databaseUrl: database.url, port: serverPort })),
  );
  for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
  for (const result of started) if (result.status === 'rejected') throw result.reason;
  const [first, second] = servers as [ShopServer, ShopServer];
  console.log('Both API processes came up on the empty database.');

  const authors = await Promise.all(
    servers.map(async (server) => (await new Shopper(server.url).call('GET', '/api/authors')).body.authors),
  );
  const names = (authors[0] as { name: { eng: string } }[]).map((author) => author.name.eng);
  assert.ok(names.length > 0, 'the demo catalogue is loaded');
  assert.equal(new Set(names).size, names.length, 'the demo catalogue is loaded once');
  assert.deepEqual(authors[1], authors[0], 'both answer the same catalogue');

  // Basket: a book counted 2, removed twice at once, once through each process.
  const shopper = new Shopper(first.url);
  assert.equal((await shopper.signUp(`two-basket-${randomUUID()}@bookshop.test`)).status, 201);
  const bookId: string = (await shopper.call('GET', '/api/books?limit=1')).body.books[0]._id;
  const countOf = async () =>
    (await shopper.call('GET', '/api/books/get-basket-books')).body.basketBooks.find(
      (entry: { book: { _id: string } }) => entry.book._id === bookId,
    )?.count ?? 0;
  for (let trial = 0; trial < 10; trial++) {
    await shopper.call('POST', `/api/books/${bookId}/add-book-to-basket`);
    await shopper.via(second.url, 'POST', `/api/books/${bookId}/add-book-to-basket`);
    assert.equal(await countOf(), 2, `trial ${trial}: two additions count 2`);
    const removed = await Promise.all(
      servers.map((server) =>
        shopper.via(server.url, 'POST', `/api/books/${bookId}/remove-book-from-basket`),
      ),
    );
    assert.deepEqual(
      removed.map((answer) => answer.status),
      [200, 200],
    );
    assert.equal(await countOf(), 0, `trial ${trial}: two removals at once leave none`);
  }
  console.log('Basket: two removals at once through two processes left none, 10 times out of 10.');

  // Sign-in: 30 wrong passwords at once, half through each process, from one address.
  const email = `two-login-${randomUUID()}@bookshop.test`;
  const owner = new Shopper(first.url);
  assert.equal((await owner.signUp(email, 'right-password-42')).status, 201);
  const guesses = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      new Shopper((servers[i % 2] as ShopServer).url).call('POST', '/api/users/login', {
        email,
        password: `wrong-password-${i}`,
      }),
    ),
  );
  const checked = guesses.filter((answer) => answer.status === 401).length;
  const refused = guesses.filter((answer) => answer.status === 429).length;
  assert.ok(
    checked <= signInLimits.perAccountFromNewDevices,
    `${checked} of 30 wrong passwords were checked (at most ${signInLimits.perAccountFromNewDevices})`,
  );
  assert.equal(checked + refused, 30, 'every other guess is refused with 429');
  const right = await new Shopper(second.url).call('POST', '/api/users/login', {
    email,
    password: 'right-password-42',
  });
  assert.equal(right.status, 429, 'the right password after them is refused to a new device too');
  const known = await owner.via(second.url, 'POST', '/api/users/login', {
    email,
    password: 'right-password-42',
  });
  assert.equal(
    known.status,
    200,
    "the owner's browser, known through the first process, signs in through the second",
  );
  console.log(
    `Sign-in: ${checked} of 30 guesses at once through two processes were checked, ${refused} refused.`,
  );
} catch (error) {
  failure = error;
  for (const server of servers) console.error(server.output());
} finally {
  await Promise.all(servers.map(stopServer));
  await database.drop();
}
if (failure) throw failure;
console.log('Two-process test passed.');
