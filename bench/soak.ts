import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, postJson, sessionOf, signUpBody, startServer } from '../tests/faults/server';

/**
 * Soak: 100 connections for 60 s mixing catalogue reads, searches and signed-in basket writes on the
 * embedded database. Fails on any 5xx, on a lost write (a basket count below its acknowledged adds),
 * or when resident memory after the soak is more than 20% above its level after warm-up.
 * `pnpm bench:soak` (run from `.ci/run`; it takes about two minutes). SOAK_SECONDS shortens it.
 */

const CONNECTIONS = 100;
const SOAK_MS = Number(process.env.SOAK_SECONDS ?? 60) * 1000;
const WARM_UP_MS = 10_000;
const SEARCHES = ['quijote', 'garcia', 'harr', 'cien anos', 'barcelona', 'poem', 'sombra', 'zafon'];

/** Resident memory of a process and its children: tsx runs the server in a child node process. */
function residentKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
  return Number(line?.[1] ?? 0) + children.reduce((sum, child) => sum + residentKb(Number(child)), 0);
}

const dataDir = mkdtempSync(join(tmpdir(), 'bookshop-soak-'));
const server = await startServer(dataDir, await freePort());
const { base } = server;
const pid = server.process.pid as number;

try {
  const books: string[] = (await (await fetch(`${base}/api/books?limit=20`)).json()).books.map(
    (book: { _id: string }) => book._id,
  );
  // One reader per connection, signed up ten at a time (argon2id at full cost is deliberately slow).
  const cookies: string[] = [];
  for (let i = 0; i < CONNECTIONS; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: 10 }, (_, j) =>
        postJson(`${base}/api/users/signup`, signUpBody(`soak${i + j}@example.com`)),
      ),
    );
    for (const response of batch) cookies.push(sessionOf(response));
  }

  const acked = new Map<string, number>();
  const latencies: number[] = [];
  let serverErrors = 0;
  let networkErrors = 0;
  let requests = 0;
  let phaseEnd = 0;

  async function worker(index: number): Promise<void> {
    const cookie = cookies[index] as string;
    for (let step = index; Date.now() < phaseEnd; step += 1) {
      const book = books[step % books.length] as string;
      const pick = step % 10;
      const started = performance.now();
      let response: Response;
      try {
        if (pick < 5) {
          const reads = [
            '/api/books?limit=10',
            `/api/books/${book}`,
            '/api/books/popular?limit=10',
            '/api/authors',
          ];
          response = await fetch(`${base}${reads[step % reads.length]}`);
        } else if (pick < 8) {
          response = await fetch(
            `${base}/api/search/${encodeURIComponent(SEARCHES[step % SEARCHES.length] as string)}/esp`,
          );
        } else {
          response = await postJson(`${base}/api/books/${book}/add-book-to-basket`, {}, cookie);
          if (response.status === 200)
            acked.set(`${index} ${book}`, (acked.get(`${index} ${book}`) ?? 0) + 1);
        }
        await response.arrayBuffer();
      } catch {
        // A refused or reset connection is as much a failure as a 5xx.
        networkErrors += 1;
        continue;
      }
      latencies.push(performance.now() - started);
      requests += 1;
      if (response.status >= 500) serverErrors += 1;
    }
  }

  async function run(ms: number): Promise<void> {
    phaseEnd = Date.now() + ms;
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => worker(i)));
  }

  await run(WARM_UP_MS);
  const warmRss = residentKb(pid);
  latencies.length = 0;
  requests = 0;
  const soakStart = Date.now();
  await run(SOAK_MS);
  const seconds = (Date.now() - soakStart) / 1000;
  const soakRss = residentKb(pid);

  let lost = 0;
  let writes = 0;
  for (let index = 0; index < CONNECTIONS; index += 1) {
    const { basketBooks } = await (
      await fetch(`${base}/api/books/get-basket-books`, { headers: { cookie: cookies[index] as string } })
    ).json();
    for (const book of books) {
      const expected = acked.get(`${index} ${book}`) ?? 0;
      writes += expected;
      const count =
        basketBooks.find((entry: { book: { _id: string } }) => entry.book._id === book)?.count ?? 0;
      if (count !== expected) lost += 1;
    }
  }

  latencies.sort((a, b) => a - b);
  const at = (q: number) => (latencies[Math.floor(q * (latencies.length - 1))] ?? 0).toFixed(0);
  const growth = (soakRss - warmRss) / warmRss;
  console.table({
    connections: CONNECTIONS,
    seconds: Number(seconds.toFixed(1)),
    requests,
    'requests/s': Number((requests / seconds).toFixed(0)),
    'p50 ms': at(0.5),
    'p95 ms': at(0.95),
    'p99 ms': at(0.99),
    '5xx': serverErrors,
    'network errors': networkErrors,
    'basket writes acknowledged (warm-up + soak)': writes,
    'basket entries differing': lost,
    'RSS after warm-up MB': (warmRss / 1024).toFixed(0),
    'RSS after soak MB': (soakRss / 1024).toFixed(0),
    'RSS growth %': (growth * 100).toFixed(1),
  });
  assert.equal(serverErrors, 0, 'no 5xx');
  assert.equal(networkErrors, 0, 'no refused or reset connection');
  assert.equal(lost, 0, 'no lost write: every basket count equals its acknowledged adds');
  assert.ok(growth <= 0.2, `resident memory grew ${(growth * 100).toFixed(1)}% (at most 20%)`);
} finally {
  server.process.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
