import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { hostname } from 'node:os';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** The header that carries a request's id back to the client (and in from a trusted proxy). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy may send as a request id: nginx's `$request_id` is 32 hex digits. */
const requestIdPattern = /^[\w.-]{1,64}$/;
const requestIdKey = Symbol('requestId');
type WithRequestId = IncomingMessage & { [requestIdKey]?: string };

/**
 * Gives every request an id, returned in `X-Request-Id` and written in its log line. The ids are this
 * process's random prefix and a counter (cheap, and unique across processes); behind a trusted proxy
 * the id the proxy sent is kept, so the proxy's log line and the server's share it.
 */
export class RequestIds {
  private readonly prefix = randomBytes(4).toString('hex');
  private count = 0;

  constructor(private readonly acceptFromProxy: boolean) {}

  /**
   * Called first for every request (before the read cache may answer it): its id, which the caller
   * sends in `X-Request-Id`.
   */
  take(request: IncomingMessage): string {
    const sent = this.acceptFromProxy ? request.headers[REQUEST_ID_HEADER] : undefined;
    let id: string;
    if (typeof sent === 'string' && requestIdPattern.test(sent)) {
      id = sent;
    } else {
      this.count = (this.count + 1) & 0x7fffffff;
      id = `${this.prefix}-${this.count.toString(36)}`;
    }
    (request as WithRequestId)[requestIdKey] = id;
    return id;
  }

  /** Fastify's `genReqId`: the id `take` gave the request (or a new one for injected requests). */
  readonly forFastify = (request: IncomingMessage): string => {
    const id = (request as WithRequestId)[requestIdKey];
    if (id !== undefined) return id;
    this.count = (this.count + 1) & 0x7fffffff;
    return `${this.prefix}-${this.count.toString(36)}`;
  };
}

/** Query parameters and route parameters whose values never reach a log: secrets travel in them. */
const secretName = /pass|token|secret|code|key|auth|session|cookie/i;
const REDACTED = '[redacted]';

/** The URL as it may be logged: secret-looking query values and route parameters replaced. */
export function redactedUrl(url: string, params?: unknown): string {
  let path = url;
  let query = '';
  const mark = url.indexOf('?');
  if (mark !== -1) {
    path = url.slice(0, mark);
    query = url.slice(mark + 1);
  }
  if (params && typeof params === 'object') {
    for (const [name, value] of Object.entries(params)) {
      if (typeof value !== 'string' || value === '' || !secretName.test(name)) continue;
      path = path.split(encodeURIComponent(value)).join(REDACTED).split(value).join(REDACTED);
    }
  }
  if (query === '') return path;
  const redactedQuery = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && secretName.test(decodeURIComponentSafe(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${redactedQuery}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Fields whose values pino replaces in every other log line (errors), wherever a request shows up. */
export const redactedLogPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.token',
  'body',
  'req.body',
];

/** Where the lines go: pino's destination (stdout), or a test's collector. */
export interface LogDestination {
  write(line: string): unknown;
}

/** Where `LinesPerTurn` hands its bytes: pino's destination in buffer mode. */
export interface ByteDestination {
  write(bytes: Buffer): unknown;
}

/** Lines are put into buffers of this size, each handed over in parts until it is full. */
const CHUNK_BYTES = 64 * 1024;

/**
 * Puts each line into a buffer as it comes and hands `destination` the bytes of each turn of the event
 * loop at once, when the turn ends. pino's destination, given strings, measured all it held on every
 * line and encoded what it wrote twice, which under load cost more than making the lines.
 * `handOver` hands over what is held at once (at exit).
 */
export class LinesPerTurn implements LogDestination {
  private chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  /** The first byte not handed over yet, and the first byte free. */
  private start = 0;
  private end = 0;
  private scheduled = false;

  constructor(private readonly destination: ByteDestination) {}

  write(line: string): boolean {
    // A UTF-16 unit takes at most 3 bytes of UTF-8 (a pair of them, 4).
    if (this.end + line.length * 3 > CHUNK_BYTES) {
      this.handOver();
      if (line.length * 3 > CHUNK_BYTES) {
        this.destination.write(Buffer.from(line));
        return true;
      }
      // The bytes handed over stay the destination's until written: the next go into a new buffer.
      this.chunk = Buffer.allocUnsafe(CHUNK_BYTES);
      this.start = this.end = 0;
    }
    this.end += this.chunk.write(line, this.end);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.handOver);
    }
    return true;
  }

  readonly handOver = (): void => {
    this.scheduled = false;
    if (this.end === this.start) return;
    this.destination.write(this.chunk.subarray(this.start, this.end));
    this.start = this.end;
  };
}

/** At most this many URLs of cached answers keep their part of the line ready; then all are forgotten. */
const MAX_CACHED_REQUESTS = 4000;

type Level = 30 | 40 | 50;

/**
 * One JSON line per request, in pino's format (`level`, `time`, `pid`, `hostname`, `reqId`, `msg`), with
 * method, URL (secrets redacted), route, status and time. Fastify's own request log built two objects
 * and serialised them per request, which cost more than a cached answer; this writes one string, put
 * together by hand, to pino's asynchronous destination. Answers from the read cache, which never reach
 * Fastify, are logged the same way (`cachedAnswer`). Failed (5xx) and slow answers are warnings;
 * errors also keep Fastify's own line with the error.
 */
export class RequestLog extends LogController {
  private readonly head: string;
  /** The `req` part of the lines of answers from the read cache, by URL: they repeat. */
  private readonly cachedRequests = new Map<string, string>();

  constructor(
    private readonly destination: LogDestination,
    private readonly slowMs = 1000,
  ) {
    super();
    this.head = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())},"reqId":`;
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const route = request.routeOptions.url;
    const url = redactedUrl(request.url, route?.includes(':') ? request.params : undefined);
    this.line(
      request.id,
      requestPart(request.method, url, route),
      reply.statusCode,
      reply.elapsedTime,
      error,
    );
  }

  /** An answer `answerFromCache` sent before Fastify saw the request. */
  cachedAnswer(
    id: string,
    request: IncomingMessage,
    statusCode: number,
    responseTime: number,
    route: string | undefined,
  ): void {
    const url = request.url ?? '';
    let part = this.cachedRequests.get(url);
    if (part === undefined) {
      part = requestPart(request.method ?? 'GET', redactedUrl(url), route);
      if (this.cachedRequests.size >= MAX_CACHED_REQUESTS) this.cachedRequests.clear();
      this.cachedRequests.set(url, part);
    }
    this.line(id, part, statusCode, responseTime);
  }

  private line(
    id: string,
    request: string,
    statusCode: number,
    responseTime: number,
    error?: Error | null,
  ): void {
    let level: Level = 30;
    let msg = 'request completed';
    if (error) {
      level = 50;
      msg = 'request errored';
    } else if (statusCode >= 500) {
      level = 40;
      msg = 'request failed';
    } else if (responseTime >= this.slowMs) {
      level = 40;
      msg = 'slow request';
    }
    const errorPart = error ? `,"err":${JSON.stringify({ type: error.name, message: error.message })}` : '';
    // Ids are this process's or a proxy's that matched `requestIdPattern`: nothing in them to escape.
    this.destination.write(
      `{"level":${level},"time":${Date.now()}${this.head}"${id}",${request},"res":{"statusCode":${statusCode}},"responseTime":${responseTime.toFixed(3)}${errorPart},"msg":"${msg}"}\n`,
    );
  }
}

/** The line's `req` part: method, URL (already redacted) and route. */
function requestPart(method: string, url: string, route: string | undefined): string {
  const routePart = route === undefined ? '' : `,"route":${JSON.stringify(route)}`;
  return `"req":{"method":"${method}","url":${JSON.stringify(url)}${routePart}}`;
}
