import { existsSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import type { ErrorBody } from '@bookshop/contract';
import { afterEach, describe, expect, it } from 'vitest';
import {
  baseUrl,
  port,
  Shopper,
  type ShopServer,
  signUpBody,
  startServer,
  stopServer,
  tempDataDir,
} from './server';

let server: ShopServer | undefined;
afterEach(async () => {
  if (server) await stopServer(server);
  server = undefined;
});

/** Sends a request's head and the first part of its body, and keeps the rest for later. */
function startSlowRequest(path: string, body: string) {
  const socket: Socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk;
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
  );
  return {
    finish: async () => {
      socket.write(body.slice(half));
      await closed;
      return answer;
    },
  };
}

describe('graceful stop (SIGTERM)', () => {
  it('finishes the request in flight, refuses new ones and closes the database cleanly', async () => {
    const dataDir = tempDataDir('stop');
    server = await startServer({ dataDir });

    // A sign-up whose body is still arriving when SIGTERM comes.
    const signUp = startSlowRequest('/api/users/signup', JSON.stringify(signUpBody('slow@bookshop.test')));
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(server.process.exitCode, server.output()).toBeNull();
    // A new request is refused: the connection is closed, or a 503 in the error shape.
    const newRequest = await fetch(`${baseUrl}/api/books?limit=1`).then(
      async (response) => ({ status: response.status, body: (await response.json()) as ErrorBody }),
      () => ({ status: 'refused', body: undefined }),
    );
    if (newRequest.status !== 'refused') {
      expect(newRequest.status).toBe(503);
      expect(newRequest.body?.error.code).toBe('unavailable');
    }

    const answer = await signUp.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer).toMatch(/connection: close/i);
    expect(await server.exited).toBe(0);

    // Closed cleanly: no lock and no postmaster.pid left for the next start to take over.
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    expect(existsSync(join(dataDir, 'pglite', 'postmaster.pid'))).toBe(false);

    // The next start opens the database, and the sign-up that was in flight is there.
    server = await startServer({ dataDir });
    const login = await new Shopper().call('POST', '/api/users/login', {
      email: 'slow@bookshop.test',
      password: 'faults-secret-42',
    });
    expect(login.status).toBe(200);
    expect(login.body.authUser.email).toBe('slow@bookshop.test');
  });
});
