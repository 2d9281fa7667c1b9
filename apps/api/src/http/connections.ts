import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { errorBody } from './errors';
import type { FairShare } from './fair-share';
import { securityHeaders } from './headers';

/** How long a client may take over each part of a connection (README, Security). */
export interface ServerTimeouts {
  /** The request line and headers must have arrived within this. */
  headersMs: number;
  /**
   * A request's body must have arrived within this of its head; else a 408 and the connection closes.
   * A route may give its body more once it knows who sends it (`allowBodyTime`).
   */
  requestMs: number;
  /** A kept-alive connection with no new request for this long is closed. */
  keepAliveMs: number;
  /** A connection on which nothing moves either way for this long is closed. */
  idleMs: number;
  /** How often the server looks for requests over their time (Node's default is 30 s). */
  checkEveryMs: number;
}

/**
 * Each request's head within 10 s and its body within 30 s more, whatever the line: the largest body
 * (128 KB) then needs 4.3 KB/s. A client that sends a byte every few seconds holds its connection
 * for 40 s at most, not for ever. An admin's catalogue feed has longer (routes/imports.ts).
 */
export const serverTimeouts: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  idleMs: 60_000,
  checkEveryMs: 1_000,
};

/** Statuses Node's HTTP parser reports on its own, before any route: each with the contract's code. */
const clientErrors: Record<string, { status: number; code: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'requestTimeout',
    message: 'The request did not arrive in time',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'headersTooLarge',
    message: 'The request headers or address are too long',
  },
};
const badRequest = { status: 400, code: 'badRequest', message: 'The request is not valid HTTP' };

const reasons: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * A request the HTTP parser refused (too slow, headers too large, not HTTP) gets the contract's error
 * body on the raw socket, and the connection closes; a response already under way is cut instead.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answered = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
    ?.headersSent;
  if (socket.writable && !answered) {
    const { status, code, message } = clientErrors[error.code ?? ''] ?? badRequest;
    const body = JSON.stringify(errorBody(code, message));
    const headers = {
      ...securityHeaders,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.write(`HTTP/1.1 ${status} ${reasons[status]}\r\n${head}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

/** What ends a request whose body is still arriving: its timer, and what to do when it fires. */
interface BodyDeadline {
  timer: NodeJS.Timeout;
  expire: () => void;
}
const bodyDeadlines = new WeakMap<IncomingMessage, BodyDeadline>();

const hasBody = (request: IncomingMessage) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length']) > 0;

/**
 * Gives the body of `request` `ms` from now instead of the server's `requestMs`: for a route that has
 * checked who sends it (an admin's catalogue feed). The idle time-out still closes a connection on
 * which nothing moves.
 */
export function allowBodyTime(request: IncomingMessage, ms: number): void {
  const deadline = bodyDeadlines.get(request);
  if (!deadline || request.complete) return;
  clearTimeout(deadline.timer);
  deadline.timer = setTimeout(deadline.expire, ms);
}

/**
 * Watches a request's body from its head: past `ms`, the server answers 408 as Node's own request
 * time-out does (the `clientError` path). Node's time-out is one for every route, so it is off and
 * this one is kept per request.
 */
function watchBody(server: Server, request: IncomingMessage, ms: number): void {
  if (!hasBody(request)) return;
  const done = () => {
    const deadline = bodyDeadlines.get(request);
    if (deadline) clearTimeout(deadline.timer);
    bodyDeadlines.delete(request);
  };
  const expire = () => {
    bodyDeadlines.delete(request);
    if (request.complete || request.socket.destroyed) return;
    const error: NodeJS.ErrnoException = new Error('The request did not arrive in time');
    error.code = 'ERR_HTTP_REQUEST_TIMEOUT';
    server.emit('clientError', error, request.socket);
  };
  bodyDeadlines.set(request, { timer: setTimeout(expire, ms), expire });
  request.once('end', done);
  request.once('close', done);
}

/**
 * The node:http server Fastify runs on (its `serverFactory`), with every time-out set: Fastify's own
 * defaults (0) hold a connection that sends a byte now and then for ever. Each request waits for its
 * turn (`fairShare`: one at a time per connection, a few per client address); then `first` may answer
 * it before Fastify does (the read cache), or returns false to pass it on.
 */
export function createShopServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  first: (request: IncomingMessage, response: ServerResponse) => boolean,
  timeouts: ServerTimeouts,
  fairShare: FairShare,
): Server {
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      // Bodies are timed per request (`watchBody`); headers still by Node, checked every `checkEveryMs`.
      requestTimeout: 0,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    (request, response) => {
      watchBody(server, request, timeouts.requestMs);
      fairShare.admit(request, response, () => {
        if (first(request, response)) return true;
        handler(request, response);
        return false;
      });
    },
  );
  server.on('connection', (socket: Socket) => {
    if (fairShare.refuses(socket)) socket.destroy();
  });
  server.setTimeout(timeouts.idleMs);
  return server;
}
