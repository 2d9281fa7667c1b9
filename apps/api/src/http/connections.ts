import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { errorBody } from './errors';
import type { FairShare } from './fair-share';
import { securityHeaders } from './headers';

/** How long a client may take over each part of a connection (README, Security). */
export interface ServerTimeouts {
  /** The request line and headers must have arrived within this. */
  headersMs: number;
  /** The whole request, body included, must have arrived within this; else a 408 and the connection closes. */
  requestMs: number;
  /** A kept-alive connection with no new request for this long is closed. */
  keepAliveMs: number;
  /** A connection on which nothing moves either way for this long is closed. */
  idleMs: number;
  /** How often the server looks for requests over their time (Node's default is 30 s). */
  checkEveryMs: number;
}

/**
 * Each request's head within 10 s and all of it within 30 s, whatever the line: the largest body
 * (128 KB) then needs 4.3 KB/s. A client that sends a byte every few seconds holds its connection
 * for 30 s at most, not for ever.
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
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    (request, response) => {
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
