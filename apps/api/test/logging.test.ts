import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LinesPerTurn, RequestIds, redactedUrl } from '../src/http/logging';
import { createTestApp, signUp } from './helpers';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string; route?: string };
  res?: { statusCode: number };
  responseTime?: number;
}

/** An app logging into `lines`, listening on a port: cached answers never reach `inject`'s Fastify. */
async function loggedServer(options: { trustProxy?: boolean } = {}) {
  const text: string[] = [];
  const testApp = await createTestApp({ ...options, logDestination: { write: (line) => text.push(line) } });
  const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  /** A request whose answer is read to the end, so that its connection is free when the app closes. */
  const call = async (path: string, init?: RequestInit) => {
    const answer = await fetch(address + path, init);
    await answer.arrayBuffer();
    return answer;
  };
  return {
    testApp,
    address,
    call,
    text,
    lines: () =>
      text
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine),
  };
}

describe('request log', () => {
  let server: Awaited<ReturnType<typeof loggedServer>>;
  beforeAll(async () => {
    server = await loggedServer();
  });
  afterAll(() => server.testApp.close());

  it('writes one JSON line per request with the id its answer carries, cached answers too', async () => {
    const paths = ['/api/books?limit=2', '/api/books?limit=2', '/api/authors', '/api/no-such-call'];
    const ids: string[] = [];
    const answers: Response[] = [];
    for (const path of paths) {
      const answer = await server.call(path);
      answers.push(answer);
      ids.push(answer.headers.get('x-request-id') ?? '');
    }
    // The second read of the same list came from the read cache, before Fastify saw it.
    expect(answers[1]?.headers.get('etag')).toBe(answers[0]?.headers.get('etag'));
    expect(new Set(ids).size).toBe(paths.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);

    await vi.waitFor(() => expect(server.lines().length).toBeGreaterThanOrEqual(paths.length));
    const lines = server.lines();
    const byId = ids.map((id) => lines.filter((line) => line.reqId === id));
    expect(byId.map((found) => found.length)).toEqual([1, 1, 1, 1]);
    expect(byId.map(([line]) => [line?.req?.url, line?.req?.route, line?.res?.statusCode])).toEqual([
      ['/api/books?limit=2', '/api/books', 200],
      ['/api/books?limit=2', '/api/books', 200],
      ['/api/authors', '/api/authors', 200],
      ['/api/no-such-call', undefined, 404],
    ]);
    for (const [line] of byId) {
      expect(line).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET' } });
      expect(line?.responseTime).toBeGreaterThanOrEqual(0);
    }
  });

  it('never writes cookies, passwords or tokens', async () => {
    const { email } = await signUp(server.testApp.app, { password: 'the-real-password-42' });
    const secrets = [
      'hunter2-wrong-password',
      'cookie-secret-value',
      'bearer-secret-value',
      'url-token-value',
    ];
    const login = await server.call('/api/users/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `session=${secrets[1]}`,
        authorization: `Bearer ${secrets[2]}`,
      },
      body: JSON.stringify({ email, password: secrets[0] }),
    });
    expect(login.status).toBe(401);
    const signedIn = await server.call('/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'the-real-password-42' }),
    });
    const sessionCookie = signedIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    expect(sessionCookie).toMatch(/^session=./);
    await server.call(`/api/books?limit=1&token=${secrets[3]}&activation_code=${secrets[3]}`);
    await server.call('/api/users/verify-user', { headers: { cookie: sessionCookie } });
    // Any other line that names a request's headers or a body is redacted too.
    server.testApp.app.log.warn(
      {
        headers: { cookie: `session=${secrets[1]}`, authorization: `Bearer ${secrets[2]}` },
        user: { password: secrets[0], token: secrets[3] },
      },
      'a line with secrets in it',
    );

    await vi.waitFor(() =>
      expect(server.lines().filter((line) => line.req?.url.includes('verify-user'))).toHaveLength(1),
    );
    const text = server.text.join('');
    for (const secret of [...secrets, 'the-real-password-42', sessionCookie.slice('session='.length)]) {
      expect(text).not.toContain(secret);
    }
    expect(server.lines()).toContainEqual(
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({
          url: '/api/books?limit=1&token=[redacted]&activation_code=[redacted]',
        }),
      }),
    );
    expect(server.lines().find((line) => line.msg === 'a line with secrets in it')).toMatchObject({
      headers: { cookie: '[Redacted]', authorization: '[Redacted]' },
      user: { password: '[Redacted]', token: '[Redacted]' },
    });
  });
});

describe('request ids', () => {
  let server: Awaited<ReturnType<typeof loggedServer>>;
  beforeAll(async () => {
    server = await loggedServer();
  });
  afterAll(() => server.testApp.close());

  it('makes its own id when no proxy is trusted, whatever the client sends', async () => {
    const answer = await server.call('/api/authors', { headers: { 'x-request-id': 'chosen-id' } });
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    // The line is written once the answer has left, which may be just after the client read it.
    await vi.waitFor(() => expect(server.lines().map((line) => line.reqId)).toContain(id));
  });

  it('keeps the id a trusted proxy sent, when it looks like one', () => {
    const ids = new RequestIds(true);
    const assign = (sent: string) =>
      ids.take({ headers: { 'x-request-id': sent } } as unknown as IncomingMessage);
    expect(assign('4f1c0ffee2d94c8b9a7e01d2c3b4a596')).toBe('4f1c0ffee2d94c8b9a7e01d2c3b4a596');
    expect(assign('"},"level":60,"msg":"forged')).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
  });
});

describe('redactedUrl', () => {
  it('hides secret query values and secret route parameters, and keeps the rest', () => {
    expect(redactedUrl('/api/books?limit=10&category=novel')).toBe('/api/books?limit=10&category=novel');
    expect(redactedUrl('/reset?Token=abc&lang=esp&password')).toBe(
      '/reset?Token=[redacted]&lang=esp&password',
    );
    expect(redactedUrl('/api/users/activate/abc%2Fdef', { token: 'abc/def' })).toBe(
      '/api/users/activate/[redacted]',
    );
    expect(redactedUrl('/api/books/42', { id: '42' })).toBe('/api/books/42');
  });
});

describe('LinesPerTurn', () => {
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('hands over the bytes of one turn’s lines at once, in order, when the turn ends', async () => {
    const handed: Buffer[] = [];
    const lines = new LinesPerTurn({ write: (bytes) => handed.push(Buffer.from(bytes)) });
    lines.write('{"a":1}\n');
    lines.write('{"text":"Mercè, 雨"}\n');
    expect(handed).toHaveLength(0);
    await nextTurn();
    expect(handed.map((bytes) => bytes.toString())).toEqual(['{"a":1}\n{"text":"Mercè, 雨"}\n']);
    lines.write('{"b":2}\n');
    lines.handOver();
    expect(handed.map((bytes) => bytes.toString())).toEqual(['{"a":1}\n{"text":"Mercè, 雨"}\n', '{"b":2}\n']);
    await nextTurn();
    expect(handed).toHaveLength(2);
  });

  it('keeps the order when its buffer fills and for a line larger than it', async () => {
    const handed: Buffer[] = [];
    const lines = new LinesPerTurn({ write: (bytes) => handed.push(bytes) });
    const written = [
      ...Array.from({ length: 400 }, (_, i) => `{"line":${i},"pad":"${'x'.repeat(200)}"}\n`),
      `{"large":"${'y'.repeat(100_000)}"}\n`,
      '{"last":true}\n',
    ];
    for (const line of written) lines.write(line);
    await nextTurn();
    // What was handed over is never written again: every part still reads as it did.
    expect(Buffer.concat(handed).toString()).toBe(written.join(''));
  });
});
