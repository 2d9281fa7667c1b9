import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  postJson,
  type RunningServer,
  signUpBody,
  startServer,
} from '../../../../tests/faults/server';

const dataDir = mkdtempSync(join(tmpdir(), 'bookshop-stop-'));
let server: RunningServer | undefined;
afterAll(() => {
  if (server?.process.exitCode === null) server.process.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('SIGTERM', { timeout: 300_000 }, () => {
  it('finishes the requests in flight, refuses new ones, closes the database and exits 0', async () => {
    const port = await freePort();
    server = await startServer(dataDir, port);
    const { base } = server;

    // Sign-ups hash passwords with argon2id at full cost: each is in flight for a while.
    const inFlight = Array.from({ length: 8 }, (_, i) =>
      postJson(`${base}/api/users/signup`, signUpBody(`stop${i}@example.com`)).then((r) => r.status),
    );
    // In flight means the server has read them (its log says so), not merely that they were sent.
    const running = server;
    const seen = () => running.output().split('"msg":"incoming request"').length - 1;
    while (seen() < 8) await new Promise((resolve) => setTimeout(resolve, 10));
    server.process.kill('SIGTERM');
    while (!running.output().includes('SIGTERM')) await new Promise((resolve) => setTimeout(resolve, 10));
    // While it finishes them, a new request is turned away (connection refused, or 503 on a kept one).
    const late = await fetch(`${base}/api/books?limit=1`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect(['refused', 503]).toContain(late);

    expect(await Promise.all(inFlight)).toEqual(Array(8).fill(201));
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM: finishing requests and closing the database');
    // The database was closed cleanly: the server's lock is released.
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

    // And it opens again with every sign-up that was answered.
    server = await startServer(dataDir, port);
    for (let i = 0; i < 8; i += 1) {
      const login = await postJson(`${server.base}/api/users/login`, {
        email: `stop${i}@example.com`,
        password: 'secret-password',
      });
      expect(login.status).toBe(200);
    }
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
