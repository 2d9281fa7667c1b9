import { existsSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import type { ErrorBody } from '@bookshop/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  baseUrl,
  port,
  removeTempDataDirs,
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
  removeTempDataDirs();
});

/** Sends the first part of a raw HTTP request, and keeps the rest for later. */
function startSlowRequest(request: string, sentFirst: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk;
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(request.slice(0, sentFirst));
  return {
    finish: async () => {
      socket.write(request.slice(sentFirst));
      await closed;
      return answer;
    },
  };
}

/** A sign-up whose head has arrived and whose body is half sent. */
function slowSignUp(email: string) {
  const body = JSON.stringify(signUpBody(email));
  const head =
    `POST /api/users/signup HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  return startSlowRequest(head + body, head.length + Math.floor(body.length / 2));
}

/** A request whose head is still arriving: it reaches the shop only once its last line is sent. */
function slowRead(path: string) {
  const head = `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: application/json\r\n\r\n`;
  return startSlowRequest(head, head.length - 4);
}

describe('graceful stop (SIGTERM)', () => {
  it('finishes the request in flight, refuses new ones and closes the database cleanly', async () => {
    const dataDir = tempDataDir('stop');
    server = await startServer({ dataDir });

    // A sign-up whose body is still arriving when SIGTERM comes.
    const signUp = slowSignUp('slow@bookshop.test');
    // And a read whose head is not complete yet: it arrives after the stop began.
    const lateRead = slowRead('/api/books?limit=1');
    // A load balancer's readiness check, asked until ready (its catalogue warm) before the stop, and
    // arriving after it began.
    await vi.waitFor(async () => expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200), {
      timeout: 60_000,
      interval: 200,
    });
    const lateReadiness = slowRead('/readyz');
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

    // The late read gets the 503 in the error shape, and its connection is closed.
    const late = await lateRead.finish();
    expect(late).toMatch(/^HTTP\/1\.1 503 /);
    expect(late).toMatch(/connection: close/i);
    expect(late).toContain('"code":"unavailable"');
    // Not ready from the stop on, while the sign-up below is still running.
    expect(await lateReadiness.finish()).toMatch(/^HTTP\/1\.1 503 /);

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
