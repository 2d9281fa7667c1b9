import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorBodySchema } from '@bookshop/contract';
import { freePort, postJson, signUpBody, startServer } from './server';

/**
 * PostgreSQL restarted under a running API: while it is down, calls answer 503 in the error shape;
 * once it is back they succeed again, without restarting the API. It stops and starts the cluster,
 * so it runs only from `.ci/run` (root): `DATABASE_URL=... tsx tests/faults/postgres-restart.ts`.
 */

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL to a PostgreSQL database the test may fill.');
const cluster = (action: 'stop' | 'start') =>
  execFileSync('pg_ctlcluster', ['15', 'main', action, ...(action === 'stop' ? ['-m', 'fast'] : [])], {
    stdio: 'inherit',
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const dataDir = mkdtempSync(join(tmpdir(), 'bookshop-pg-restart-'));
const server = await startServer(dataDir, await freePort(), { DATABASE_URL: databaseUrl });
const { base } = server;
try {
  assert.equal((await fetch(`${base}/api/books?limit=1`)).status, 200);

  cluster('stop');
  for (const url of ['/api/books?limit=1', '/api/search/quijote/esp', '/api/authors']) {
    const response = await fetch(`${base}${url}`);
    assert.equal(response.status, 503, `${url} while PostgreSQL is down`);
    assert.equal(errorBodySchema.parse(await response.json()).error.code, 'serviceUnavailable');
  }
  const write = await postJson(`${base}/api/users/signup`, signUpBody(`down-${Date.now()}@example.com`));
  assert.equal(write.status, 503, 'a write while PostgreSQL is down');
  console.log('While PostgreSQL was down the API answered 503 serviceUnavailable.');

  cluster('start');
  let status = 0;
  for (let attempt = 0; attempt < 60 && status !== 200; attempt += 1) {
    status = (await fetch(`${base}/api/books?limit=1`)).status;
    if (status !== 200) await sleep(500);
  }
  assert.equal(status, 200, 'reads succeed again once PostgreSQL is back');
  const signUp = await postJson(`${base}/api/users/signup`, signUpBody(`back-${Date.now()}@example.com`));
  assert.equal(signUp.status, 201, 'writes succeed again');
  assert.equal(server.process.exitCode, null, 'the same API process served throughout');
  console.log('After PostgreSQL came back the same API process answered reads and writes.');
} finally {
  try {
    // Whatever failed above, leave the cluster running for what comes next (it says so if it is).
    execFileSync('pg_ctlcluster', ['15', 'main', 'start'], { stdio: 'ignore' });
  } catch {}
  server.process.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
