import type { IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopServer, serverTimeouts } from '../../src/http/connections';
import { addressKey, ClientAddresses, FairShare, fairShareLimits } from '../../src/http/fair-share';
import { createTestApp, type TestApp } from '../helpers';

/**
 * One client cannot take the server from the others (http/fair-share.ts): a connection's requests are
 * answered one after the other and a connection that pipelines a flood is closed; each client address
 * has a few requests worked on at once, the rest waiting their turn. Behind a trusted proxy (as nginx
 * is, with TRUST_PROXY) the address is the one the proxy names, so many clients are many addresses.
 */

let testApp: TestApp;
let port: number;
beforeAll(async () => {
  testApp = await createTestApp({ trustProxy: true });
  port = Number(new URL(await testApp.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(() => testApp.close());

/** A raw connection: what it received so far, and when the server closed it. */
function open() {
  const socket: Socket = connect(port, '127.0.0.1');
  const state = { received: '', closed: false };
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    state.received += chunk;
  });
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) =>
    socket.on('close', () => {
      state.closed = true;
      resolve();
    }),
  );
  const statuses = () =>
    [...state.received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
  return { socket, state, closed, statuses };
}

const get = (path: string, from: string, extra = '') =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\nX-Forwarded-For: ${from}\r\n${extra}\r\n`;

let heldCount = 0;

/** A sign-in whose body has not all arrived: the server works on it (waits for it) until it has. */
function heldSignIn(from: string) {
  heldCount += 1;
  // An account of its own each: a sign-in's own limits slow down guesses at one account.
  const body = JSON.stringify({ email: `held${heldCount}@example.com`, password: 'not-the-password' });
  const connection = open();
  connection.socket.write(
    `POST /api/users/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `X-Forwarded-For: ${from}\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
  );
  return { ...connection, release: () => connection.socket.write(body.slice(10)) };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('one connection', () => {
  it('answers a few pipelined requests in order', async () => {
    const connection = open();
    const paths = ['/api/slider-images', '/api/no-such-thing', '/api/books?limit=1', '/api/search/mar/esp'];
    connection.socket.write(
      paths
        .map((path, at) => get(path, '198.51.100.1', at === paths.length - 1 ? 'Connection: close\r\n' : ''))
        .join(''),
    );
    await connection.closed;
    expect(connection.statuses()).toEqual([200, 404, 200, 200]);
  });

  it('is closed when it pipelines a flood, and another client is answered meanwhile', async () => {
    const flood = open();
    flood.socket.write(
      Array.from({ length: 3000 }, (_, at) => get(`/api/search/flood${at}/esp`, '198.51.100.2')).join(''),
    );
    const other = open();
    other.socket.write(get('/api/search/mar/esp', '198.51.100.3', 'Connection: close\r\n'));
    await Promise.all([flood.closed, other.closed]);
    // The flood got a few answers at most before it was closed: it was never worked on whole.
    expect(flood.statuses().length).toBeLessThanOrEqual(fairShareLimits.waitingPerConnection);
    expect(other.statuses()).toEqual([200]);
  });
});

describe('one client address', () => {
  it('has a few requests worked on at once, the rest waiting their turn, while other addresses are answered', async () => {
    const crowded = '203.0.113.7';
    const held = Array.from({ length: fairShareLimits.perAddress }, () => heldSignIn(crowded));
    await settle(300);
    const waiting = open();
    waiting.socket.write(get('/api/slider-images', crowded, 'Connection: close\r\n'));
    const elsewhere = open();
    elsewhere.socket.write(get('/api/slider-images', '203.0.113.8', 'Connection: close\r\n'));

    await elsewhere.closed;
    expect(elsewhere.statuses()).toEqual([200]);
    await settle(500);
    // Its address has as many requests under way as it may: it waits.
    expect(waiting.state.received).toBe('');

    held[0]?.release();
    await waiting.closed;
    expect(waiting.statuses()).toEqual([200]);
    for (const request of held.slice(1)) request.release();
    await Promise.all(held.map((request) => request.closed));
    expect(held.map((request) => request.statuses())).toEqual(held.map(() => [401]));
  });

  it('gets 429 for a connection more than its waiting turns can hold', async () => {
    const crowded = '203.0.113.9';
    const held = Array.from({ length: fairShareLimits.perAddress }, () => heldSignIn(crowded));
    await settle(300);
    const waiting = Array.from({ length: fairShareLimits.waitingPerAddress }, () => {
      const connection = open();
      connection.socket.write(get('/api/slider-images', crowded, 'Connection: close\r\n'));
      return connection;
    });
    await settle(500);
    const refused = open();
    refused.socket.write(get('/api/slider-images', crowded));
    await refused.closed;
    expect(refused.statuses()).toEqual([429]);
    expect(refused.state.received).toMatch(/retry-after: 1/i);
    expect(JSON.parse(refused.state.received.slice(refused.state.received.indexOf('{'))).error.code).toBe(
      'tooManyRequests',
    );

    for (const request of held) request.release();
    await Promise.all([...held, ...waiting].map((connection) => connection.closed));
    expect(waiting.every((connection) => connection.statuses()[0] === 200)).toBe(true);
  });
});

describe('an address that flooded a connection', () => {
  it('has its new connections closed as they open for a while; other addresses are served', async () => {
    // The server alone, answering every request at once: what is tested is who gets a turn.
    const fairShare = new FairShare(new ClientAddresses(false), { ...fairShareLimits, floodBanMs: 1500 });
    const server = createShopServer(
      (_request, response) => response.end('ok'),
      () => false,
      serverTimeouts,
      fairShare,
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const serverPort = (server.address() as { port: number }).port;
    const from = (localAddress: string, requests: number) => {
      const socket = connect({ port: serverPort, host: '127.0.0.1', localAddress });
      let received = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => {
        received += chunk;
      });
      socket.on('error', () => {});
      socket.write(
        Array.from(
          { length: requests },
          (_, at) =>
            `GET /${at} HTTP/1.1\r\nHost: x\r\n${at === requests - 1 ? 'Connection: close\r\n' : ''}\r\n`,
        ).join(''),
      );
      return new Promise<number>((resolve) =>
        socket.on('close', () => resolve(received.match(/HTTP\/1\.1 200 /g)?.length ?? 0)),
      );
    };
    try {
      expect(await from('127.0.0.5', 3000)).toBeLessThanOrEqual(fairShareLimits.waitingPerConnection);
      expect(await from('127.0.0.5', 1)).toBe(0);
      expect(await from('127.0.0.6', 1)).toBe(1);
      await settle(1600);
      expect(await from('127.0.0.5', 2)).toBe(2);
    } finally {
      server.close();
    }
  });
});

describe('the client address', () => {
  const request = (remoteAddress: string, forwardedFor?: string) =>
    ({
      socket: { remoteAddress },
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    }) as unknown as IncomingMessage;

  it("is the socket's when no proxy is trusted, whatever X-Forwarded-For says", () => {
    const addresses = new ClientAddresses(false);
    expect(addresses.of(request('192.0.2.1', '198.51.100.1'))).toBe('192.0.2.1');
    expect(addresses.of(request('::ffff:192.0.2.1'))).toBe('192.0.2.1');
  });

  it('is the one a trusted proxy names, and not one a client wrote before it', () => {
    const addresses = new ClientAddresses('127.0.0.1');
    expect(addresses.of(request('127.0.0.1', '198.51.100.1'))).toBe('198.51.100.1');
    expect(addresses.of(request('127.0.0.1', '10.0.0.1, 198.51.100.1'))).toBe('198.51.100.1');
    // Not sent by the trusted proxy: its own address, whatever it claims.
    expect(addresses.of(request('192.0.2.9', '198.51.100.1'))).toBe('192.0.2.9');
    // A connection of the proxy carries many clients' requests: it is no one address.
    expect(addresses.ofConnection(request('127.0.0.1').socket)).toBeUndefined();
    expect(addresses.ofConnection(request('192.0.2.9').socket)).toBe('192.0.2.9');
  });

  it('is an IPv6 client’s /64, which its network hands it whole', () => {
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
