import { connect } from 'node:net';
import { errorBodySchema, importApiPaths } from '@bookshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipartFile, type Reader, signUp, signUpAdmin, type TestApp } from '../helpers';
import { generatedBook, onixMessage } from '../onix-feed';

/**
 * What reaches the server's socket before any route: clients that send slowly, and requests that the
 * HTTP parser or the router refuse. Each gets the contract's error shape, and a slow client cannot hold
 * its connection for ever.
 */

let testApp: TestApp;
let port: number;
/** Short time-outs, so that the test sees them pass; production values are in http/connections.ts. */
const timeouts = { headersMs: 1500, requestMs: 2500, keepAliveMs: 800, idleMs: 10_000, checkEveryMs: 100 };

beforeAll(async () => {
  testApp = await createTestApp({ timeouts });
  port = new URL(await testApp.app.listen({ port: 0, host: '127.0.0.1' })).port as unknown as number;
});
afterAll(() => testApp.close());

interface Exchange {
  /** Everything the server sent. */
  received: string;
  /** Milliseconds from the first byte sent until the server closed the connection. */
  closedAfterMs: number;
}

/**
 * Sends `first` at once, then one of `pieces` every `everyMs`, and collects what comes back until the
 * server closes the connection (or `giveUpMs` passes, which fails the test).
 */
function exchange(
  first: string,
  pieces: (string | Buffer)[] = [],
  everyMs = 300,
  giveUpMs = 20_000,
): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let sent = 0;
    const dripping = setInterval(() => {
      if (sent < pieces.length && socket.writable) socket.write(pieces[sent++] as string | Buffer);
    }, everyMs);
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`Still open after ${giveUpMs} ms; received: ${received.slice(0, 200)}`));
    }, giveUpMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(dripping);
      clearTimeout(giveUp);
      resolve({ received, closedAfterMs: Date.now() - started });
    });
    socket.write(first);
  });
}

/** The status and the error body of a raw HTTP answer. */
function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const status = Number(head.match(/^HTTP\/1\.1 (\d{3})/)?.[1]);
  return { status, head: head.toLowerCase(), error: errorBodySchema.parse(JSON.parse(body)).error, body };
}

describe('slow clients', () => {
  it('answers 408 and closes the connection of many clients that send their body a byte at a time', async () => {
    const head =
      'POST /api/users/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      'Content-Length: 200\r\n\r\n{"email":';
    const clients = await Promise.all(
      Array.from({ length: 30 }, () => exchange(head, [...'"slow@example.com"'.repeat(10)])),
    );
    for (const { received, closedAfterMs } of clients) {
      const answer = parse(received);
      expect(answer.status).toBe(408);
      expect(answer.error.code).toBe('requestTimeout');
      expect(answer.head).toContain('connection: close');
      expect(answer.head).toContain("content-security-policy: default-src 'self'");
      expect(closedAfterMs).toBeGreaterThanOrEqual(timeouts.requestMs - 200);
      expect(closedAfterMs).toBeLessThan(timeouts.requestMs + 8000);
    }
  });

  it('answers 408 to a client whose headers arrive a byte at a time', async () => {
    const { received, closedAfterMs } = await exchange('GET /api/books HTTP/1.1\r\nHost: 127.0.0.1\r\n', [
      ...'X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    ]);
    expect(parse(received).status).toBe(408);
    expect(closedAfterMs).toBeLessThan(timeouts.requestMs + 8000);
  });

  it('closes a kept-alive connection that asks nothing more', async () => {
    const { received, closedAfterMs } = await exchange(
      'GET /api/slider-images HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
    );
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(timeouts.keepAliveMs - 200);
    expect(closedAfterMs).toBeLessThan(timeouts.keepAliveMs + 8000);
  });

  it('still serves a client that sends its request in a few pieces within the time', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'secret-password' });
    const { received } = await exchange(
      `POST /api/users/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n`,
      [body.slice(0, 10), body.slice(10, 30), body.slice(30)],
      100,
    );
    expect(parse(received).status).toBe(401);
  });
});

describe("an admin's catalogue feed over a slow line", () => {
  /** The request of a feed's upload, its body in `count` pieces to be sent one at a time. */
  function feedUpload(who: Reader | undefined, count: number) {
    const { payload, headers } = multipartFile(onixMessage([generatedBook(1, '979803')]), 'feed.xml');
    const head =
      `POST /api${importApiPaths.imports()} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n` +
      `${who ? `Cookie: ${who.cookie}\r\n` : ''}\r\n`;
    const size = Math.ceil(payload.length / count);
    const pieces = Array.from({ length: count }, (_, i) => payload.subarray(i * size, (i + 1) * size));
    return { head, pieces };
  }

  it("takes an admin's feed that arrives over more than a reader's body may take", async () => {
    const admin = await signUpAdmin(testApp);
    const { head, pieces } = feedUpload(admin, 12);
    // 12 pieces 400 ms apart: the feed takes 4.4 s, where any other body has 2.5 s.
    const { received, closedAfterMs } = await exchange(head, pieces, 400);
    expect(closedAfterMs).toBeGreaterThan(timeouts.requestMs);
    expect(received).toMatch(/^HTTP\/1\.1 202 /);
    expect(JSON.parse(received.split('\r\n\r\n')[1] ?? '').import.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives no more time to the same upload from a reader or a stranger', async () => {
    const reader = await signUp(testApp.app);
    for (const who of [reader, undefined]) {
      // 30 pieces 400 ms apart: 11.6 s, if the server let it.
      const { head, pieces } = feedUpload(who, 30);
      const { received, closedAfterMs } = await exchange(head, pieces, 400);
      // Refused at once; the rest of its body cannot hold the connection past a reader's time.
      expect(received).toMatch(who ? /^HTTP\/1\.1 403 / : /^HTTP\/1\.1 401 /);
      expect(closedAfterMs).toBeLessThan(timeouts.requestMs + 5000);
    }
  });
});

describe('requests refused before any route', () => {
  it.each([
    ['an address that is not valid percent-encoding', 'GET /api/books/%E0%A4%A HTTP/1.1', 400, 'badRequest'],
    [
      'a page address that is not valid percent-encoding',
      'GET /books/%E0%A4%A/x HTTP/1.1',
      400,
      'badRequest',
    ],
    [
      'a path part over 1,000 characters',
      `GET /api/search/${'a'.repeat(1200)}/eng HTTP/1.1`,
      414,
      'uriTooLong',
    ],
    [
      'an address over the header size',
      `GET /api/books?limit=${'1'.repeat(20_000)} HTTP/1.1`,
      431,
      'headersTooLarge',
    ],
    ['a request that is not HTTP', 'HELLO THERE', 400, 'badRequest'],
    ['an unknown API path', 'GET /api/no-such-thing HTTP/1.1', 404, 'notFound'],
    ['an unknown method', 'PROPFIND /api/books HTTP/1.1', 404, 'notFound'],
    ['a method a path does not take', 'PUT /api/books/popular HTTP/1.1', 404, 'notFound'],
  ])('answers %s with the error shape, naming no framework', async (_what, line, status, code) => {
    const { received } = await exchange(`${line}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    const answer = parse(received);
    expect(answer.status).toBe(status);
    expect(answer.error.code).toBe(code);
    expect(answer.head).toContain('content-type: application/json');
    expect(answer.head).toContain('x-content-type-options: nosniff');
    expect(received).not.toMatch(/fastify|FST_|node\.js/i);
  });
});
