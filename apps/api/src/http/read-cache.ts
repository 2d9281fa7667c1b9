import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import type { CatalogueListener } from '../db/client';
import { SESSION_COOKIE } from './auth';
import { securityHeaders } from './headers';

/**
 * Which GET routes keep their answers: `everyone` when the answer is the same for every reader,
 * `guests` when signed-in readers get a part of their own (a book page's `myRating`): those skip the
 * cache and are told not to be stored by shared caches.
 */
export type ReadCacheScope = 'everyone' | 'guests';

declare module 'fastify' {
  interface FastifyContextConfig {
    readCache?: ReadCacheScope;
    /** A successful answer means the catalogue changed: this process forgets its answers at once. */
    changesCatalogue?: boolean;
  }
}

/** More distinct questions than this (ids, limits) and the oldest answers are forgotten first. */
const MAX_ENTRIES = 2000;
/** Below this the answer is sent as it is: compressing would save less than it costs. */
const COMPRESS_FROM_BYTES = 1024;
const JSON_TYPE = 'application/json; charset=utf-8';
/** Browsers keep the answer but ask again each time; the ETag makes an unchanged answer a bodiless 304. */
const SHARED_CACHE_CONTROL = 'public, no-cache';
const PRIVATE_CACHE_CONTROL = 'private, no-cache';

type Encoding = 'br' | 'gzip';
/** `everyone` and `guests` answers may be kept by shared caches; a signed-in reader's are `private`. */
type AnswerScope = ReadCacheScope | 'private';

/**
 * How hard an answer is compressed: a kept answer once, as well as it reasonably can be; an answer
 * sent once (a signed-in reader's page) as cheaply as a per-request compression should be.
 */
const compression = {
  kept: { brotliQuality: 9, gzipLevel: 9 },
  once: { brotliQuality: 5, gzipLevel: 6 },
} as const;

/** What leaves for one request: the status, every header, and the body (none for a 304). */
export interface Answer {
  status: 200 | 304;
  headers: Readonly<Record<string, string | number>>;
  body?: Buffer;
}

/**
 * One answer of a catalogue read, and the one way it is sent: its ETag (a hash of its bytes, so the
 * same answer has the same tag in every process and after any unrelated change), its compressed forms
 * (made once, on first need) and its headers. Both the answers that leave before Fastify routes the
 * request and those Fastify's hooks send go through `answerFor`.
 */
export class PreparedAnswer {
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Buffer>();
  private readonly sent = new Map<string, Readonly<Record<string, string | number>>>();
  private readonly describing: Readonly<Record<string, string>>;

  constructor(
    readonly body: Buffer,
    readonly scope: AnswerScope,
    private readonly effort: keyof typeof compression = 'kept',
    /** The route that gave the answer (`/api/books/:id`), for the request log and metrics. */
    readonly route?: string,
  ) {
    this.etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    this.describing = {
      etag: this.etag,
      'cache-control': scope === 'private' ? PRIVATE_CACHE_CONTROL : SHARED_CACHE_CONTROL,
      // A book page differs for signed-in readers: a shared cache must tell them apart by cookie.
      vary: scope === 'everyone' ? 'accept-encoding' : 'accept-encoding, cookie',
    };
  }

  /** The answer to a request with these headers: a 304 when it has this answer, else the body in the encoding it accepts. */
  answerFor(headers: IncomingHttpHeaders): Answer {
    if (matches(headers, this.etag)) return { status: 304, headers: this.headersFor('unchanged') };
    const encoding = this.body.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(headers) : undefined;
    if (!encoding) return { status: 200, headers: this.headersFor('identity'), body: this.body };
    return { status: 200, headers: this.headersFor(encoding), body: this.encodedAs(encoding) };
  }

  private encodedAs(encoding: Encoding): Buffer {
    let found = this.encoded.get(encoding);
    if (!found) {
      const { brotliQuality, gzipLevel } = compression[this.effort];
      found =
        encoding === 'br'
          ? brotliCompressSync(this.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality } })
          : gzipSync(this.body, { level: gzipLevel });
      this.encoded.set(encoding, found);
    }
    return found;
  }

  /** Every header of the answer as it leaves, security headers included, put together once per form. */
  private headersFor(form: Encoding | 'identity' | 'unchanged'): Readonly<Record<string, string | number>> {
    let found = this.sent.get(form);
    if (!found) {
      const body = form === 'identity' ? this.body : form === 'unchanged' ? undefined : this.encodedAs(form);
      found = {
        ...securityHeaders,
        ...this.describing,
        ...(body && { 'content-type': JSON_TYPE, 'content-length': body.length }),
        ...(form !== 'identity' && form !== 'unchanged' && { 'content-encoding': form }),
      };
      this.sent.set(form, found);
    }
    return found;
  }
}

function acceptedEncoding(headers: IncomingHttpHeaders): Encoding | undefined {
  const accepted = headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

function matches(headers: IncomingHttpHeaders, etag: string): boolean {
  const asked = headers['if-none-match'];
  if (!asked) return false;
  return asked === '*' || asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.slice(2));
}

/**
 * The per-process cache of catalogue answers, as bytes ready to send, each under its question's
 * canonical address (`questionKey`). Every catalogue change drops it whole (changes are rare next to
 * reads). An answer read from the database while a change came in may already be stale, so it is only
 * kept when no change happened since its request began.
 */
export class ReadCache implements CatalogueListener {
  private readonly entries = new Map<string, PreparedAnswer>();
  private generation = 0;
  /** False until changes are heard, and whenever they may go unheard. */
  private active = false;
  /** Reads of cached routes answered from here, and from the database (for /metrics). */
  hits = 0;
  misses = 0;

  get size(): number {
    return this.entries.size;
  }

  listening(): void {
    this.drop();
    this.active = true;
  }

  lost(): void {
    this.active = false;
    this.drop();
  }

  changed(): void {
    this.drop();
  }

  drop(): void {
    this.entries.clear();
    this.generation++;
  }

  /** A mark to pass back to `keep`, taken before the database is read. */
  mark(): number {
    return this.generation;
  }

  get(key: string): PreparedAnswer | undefined {
    return this.active ? this.entries.get(key) : undefined;
  }

  /** True while changes are heard and none came in since `mark` was taken. */
  unchangedSince(mark: number): boolean {
    return this.active && mark === this.generation;
  }

  keep(
    key: string,
    body: Buffer,
    mark: number,
    scope: ReadCacheScope,
    route?: string,
  ): PreparedAnswer | undefined {
    if (!this.unchangedSince(mark)) return undefined;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const entry = new PreparedAnswer(body, scope, 'kept', route);
    this.entries.set(key, entry);
    return entry;
  }
}

/**
 * The canonical address of a read: the route's path with its validated parameters, then every
 * validated query field (defaults included) in alphabetical order, each as the schema gave it. Every
 * spelling of one question (`limit=100`, `0100`, `+100`, `1e2`, fields in another order, other escapes)
 * has this one key, so varying the text of a request neither adds an entry nor costs a database read.
 */
export function questionKey(request: FastifyRequest): string {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const path = request.routeOptions.url?.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  const fields = queryFields('', request.query ?? {});
  return fields.length > 0 ? `${path}?${fields.join('&')}` : `${path}`;
}

/**
 * The fields of a validated query as `name=value` texts in alphabetical order. A schema may give an
 * object of objects (the book lists' `{ kind, list: {...} }`): its inner fields are named `list.page`,
 * so two lists never share a key (written as `[object Object]`, every list had one).
 */
function queryFields(prefix: string, query: object): string[] {
  const values = query as Record<string, unknown>;
  return Object.keys(values)
    .sort()
    .flatMap((name) => {
      const value = values[name];
      const fullName = prefix + name;
      if (value === undefined) return [];
      if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
        return queryFields(`${fullName}.`, value);
      }
      const items = Array.isArray(value) ? value : [value];
      return items.map((item) => `${encodeURIComponent(fullName)}=${encodeURIComponent(String(item))}`);
    });
}

/**
 * Answers a GET from the cache straight on the socket, before Fastify parses, routes and hooks it:
 * that work was most of a cached answer's cost. Only an address spelt as its key is found here (the
 * shop's data layer asks so); any other spelling of the same question reaches the same answer through
 * Fastify. Returns false, leaving the request to Fastify, when the answer is not cached, when it may
 * be a signed-in reader's own (a book page asked with a session cookie), or once the server stops.
 */
export function answerFromCache(
  cache: ReadCache,
  request: IncomingMessage,
  response: ServerResponse,
): boolean {
  if (request.method !== 'GET' || request.url === undefined) return false;
  const entry = cache.get(request.url);
  if (!entry || (entry.scope === 'guests' && hasSessionCookie(request.headers.cookie))) return false;
  cache.hits++;
  const { status, headers, body } = entry.answerFor(request.headers);
  response.writeHead(status, headers).end(body);
  return true;
}

const sessionCookie = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

/** Whether a Cookie header carries a session (other cookies, such as the reader's language, do not count). */
function hasSessionCookie(header: string | undefined): boolean {
  return header !== undefined && sessionCookie.test(header);
}

type Hooks<Hook> = Hook | Hook[] | undefined;
const hooksOf = <Hook>(hooks: Hooks<Hook>): Hook[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Serves the GET routes marked `readCache` from `cache` and fills it from their answers, once their
 * input is validated; every answer of theirs (kept, or a signed-in reader's own) leaves through
 * `PreparedAnswer`, with its content ETag and compression. Routes marked `changesCatalogue` drop the
 * cache when they succeed, before their answer leaves, so the reader who wrote sees the change in their
 * next read. Other processes hear of the change through the database. The hooks belong to those routes
 * only (and are callbacks, not async): every other request skips them.
 */
export function useReadCache(app: FastifyInstance, cache: ReadCache): void {
  /** Requests answered from the database: their key and the cache's mark taken before they read. */
  const pending = new WeakMap<FastifyRequest, { key: string; mark: number } | 'private'>();

  const serveFromCache =
    (scope: ReadCacheScope): preHandlerHookHandler =>
    (request, reply, done) => {
      if (scope === 'guests' && request.cookies[SESSION_COOKIE]) {
        pending.set(request, 'private');
        return done();
      }
      const key = questionKey(request);
      const entry = cache.get(key);
      if (!entry) {
        cache.misses++;
        pending.set(request, { key, mark: cache.mark() });
        return done();
      }
      cache.hits++;
      const { status, headers, body } = entry.answerFor(request.headers);
      reply.code(status).headers(headers).send(body);
    };

  const sendPrepared =
    (scope: ReadCacheScope): onSendHookHandler =>
    (request, reply, payload, done) => {
      const question = pending.get(request);
      if (question === undefined || reply.statusCode !== 200 || typeof payload !== 'string') {
        return done(null, payload);
      }
      const body = Buffer.from(payload);
      const prepared =
        question === 'private'
          ? new PreparedAnswer(body, 'private', 'once')
          : (cache.keep(question.key, body, question.mark, scope, request.routeOptions.url) ??
            new PreparedAnswer(body, scope, 'once', request.routeOptions.url));
      const answer = prepared.answerFor(request.headers);
      reply.code(answer.status).headers(answer.headers);
      done(null, answer.body ?? '');
    };

  const dropCacheOnSuccess: onSendHookHandler = (_request, reply, payload, done) => {
    if (reply.statusCode < 400) cache.drop();
    done(null, payload);
  };

  // Once the server stops, late requests get the 503 of http/stopping.ts, not a cached answer.
  app.addHook('preClose', (done) => {
    cache.lost();
    done();
  });

  app.addHook('onRoute', (route) => {
    const { readCache: scope, changesCatalogue } = route.config ?? {};
    if (scope && route.method === 'GET') {
      route.preHandler = [...hooksOf(route.preHandler), serveFromCache(scope)];
      route.onSend = [sendPrepared(scope), ...hooksOf(route.onSend)];
      // Compressed by PreparedAnswer, once per answer kept, rather than by @fastify/compress each time.
      (route as { compress?: boolean }).compress = false;
    }
    if (changesCatalogue) route.onSend = [...hooksOf(route.onSend), dropCacheOnSuccess];
  });
}
