import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
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

/** More distinct URLs than this (ids, limits) and the oldest answers are forgotten first. */
const MAX_ENTRIES = 2000;
/** Below this the answer is sent as it is, as @fastify/compress does. */
const COMPRESS_FROM_BYTES = 1024;
const JSON_TYPE = 'application/json; charset=utf-8';
/** Browsers keep the answer but ask again each time; the ETag makes an unchanged answer a bodiless 304. */
const SHARED_CACHE_CONTROL = 'public, no-cache';
const PRIVATE_CACHE_CONTROL = 'private, no-cache';

type Encoding = 'br' | 'gzip';

class Entry {
  readonly etag: string;
  /** What describes the answer, sent with it and with its 304. */
  readonly headers: Readonly<Record<string, string>>;
  private readonly encoded = new Map<Encoding, Buffer>();
  private readonly sent = new Map<string, Readonly<Record<string, string | number>>>();

  constructor(
    readonly body: Buffer,
    readonly scope: ReadCacheScope,
  ) {
    this.etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    this.headers = {
      etag: this.etag,
      'cache-control': SHARED_CACHE_CONTROL,
      // A book page differs for signed-in readers: a shared cache must tell them apart by cookie.
      vary: scope === 'guests' ? 'accept-encoding, cookie' : 'accept-encoding',
    };
  }

  /** Compressed once, at a higher quality than per-request compression could afford. */
  encodedAs(encoding: Encoding): Buffer {
    let found = this.encoded.get(encoding);
    if (!found) {
      found =
        encoding === 'br'
          ? brotliCompressSync(this.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(this.body, { level: 9 });
      this.encoded.set(encoding, found);
    }
    return found;
  }

  /** Every header of the answer as it leaves (`answerFromCache`), put together once per encoding. */
  sentHeaders(encoding: Encoding | 'identity' | 'unchanged'): Readonly<Record<string, string | number>> {
    let found = this.sent.get(encoding);
    if (!found) {
      const body =
        encoding === 'identity' ? this.body : encoding === 'unchanged' ? undefined : this.encodedAs(encoding);
      found = {
        ...securityHeaders,
        ...this.headers,
        ...(body && { 'content-type': JSON_TYPE, 'content-length': body.length }),
        ...(encoding !== 'identity' && encoding !== 'unchanged' && { 'content-encoding': encoding }),
      };
      this.sent.set(encoding, found);
    }
    return found;
  }
}

/**
 * The per-process cache of catalogue answers, as bytes ready to send. Every catalogue change drops
 * it whole (changes are rare next to reads). An answer read from the database while a change came in
 * may already be stale, so it is only kept when no change happened since its request began.
 */
export class ReadCache implements CatalogueListener {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  /** False until changes are heard, and whenever they may go unheard. */
  private active = false;

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

  get(key: string): Entry | undefined {
    return this.active ? this.entries.get(key) : undefined;
  }

  /** True while changes are heard and none came in since `mark` was taken. */
  unchangedSince(mark: number): boolean {
    return this.active && mark === this.generation;
  }

  keep(key: string, body: Buffer, mark: number, scope: ReadCacheScope): Entry | undefined {
    if (!this.unchangedSince(mark)) return undefined;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const entry = new Entry(body, scope);
    this.entries.set(key, entry);
    return entry;
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

/** The entry's body in the encoding the reader accepts (small bodies are sent as they are). */
function bodyFor(headers: IncomingHttpHeaders, entry: Entry): { body: Buffer; encoding?: Encoding } {
  const encoding = entry.body.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(headers) : undefined;
  return encoding ? { body: entry.encodedAs(encoding), encoding } : { body: entry.body };
}

/**
 * Answers a GET from the cache straight on the socket, before Fastify parses, routes and hooks it:
 * that work was most of a cached answer's cost. The answer is the one the hooks below would give.
 * Returns false, leaving the request to Fastify, when the answer is not cached, when it may be a
 * signed-in reader's own (a book page asked with any cookie), or once the server stops.
 */
export function answerFromCache(
  cache: ReadCache,
  request: IncomingMessage,
  response: ServerResponse,
): boolean {
  if (request.method !== 'GET' || request.url === undefined) return false;
  const entry = cache.get(request.url);
  if (!entry || (entry.scope === 'guests' && request.headers.cookie !== undefined)) return false;
  if (matches(request.headers, entry.etag)) {
    response.writeHead(304, entry.sentHeaders('unchanged')).end();
    return true;
  }
  const { body, encoding } = bodyFor(request.headers, entry);
  response.writeHead(200, entry.sentHeaders(encoding ?? 'identity')).end(body);
  return true;
}

type Hooks<Hook> = Hook | Hook[] | undefined;
const hooksOf = <Hook>(hooks: Hooks<Hook>): Hook[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Serves the GET routes marked `readCache` from `cache` and fills it from their answers; routes
 * marked `changesCatalogue` drop it when they succeed, before their answer leaves, so the reader who
 * wrote sees the change in their next read. Other processes hear of the change through the database.
 * The hooks belong to those routes only (and are callbacks, not async): every other request skips them.
 */
export function useReadCache(app: FastifyInstance, cache: ReadCache): void {
  /** Requests answered from the database, with the cache's mark taken before they read it. */
  const marks = new WeakMap<FastifyRequest, number>();

  const serveFromCache =
    (scope: ReadCacheScope): onRequestHookHandler =>
    (request, reply, done) => {
      if (request.method !== 'GET') return done();
      if (scope === 'guests' && request.cookies[SESSION_COOKIE]) {
        reply.header('cache-control', PRIVATE_CACHE_CONTROL).header('vary', 'cookie');
        return done();
      }
      const entry = cache.get(request.url);
      if (!entry) {
        marks.set(request, cache.mark());
        return done();
      }
      reply.headers(entry.headers);
      if (matches(request.headers, entry.etag)) return void reply.code(304).send();
      const { body, encoding } = bodyFor(request.headers, entry);
      reply.type(JSON_TYPE);
      if (encoding) reply.header('content-encoding', encoding);
      reply.send(body);
    };

  const keepInCache =
    (scope: ReadCacheScope): onSendHookHandler =>
    (request, reply, payload, done) => {
      const mark = marks.get(request);
      if (mark !== undefined && reply.statusCode === 200 && typeof payload === 'string') {
        const entry = cache.keep(request.url, Buffer.from(payload), mark, scope);
        if (entry) reply.headers(entry.headers);
      }
      done(null, payload);
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
      route.onRequest = [...hooksOf(route.onRequest), serveFromCache(scope)];
      // Before @fastify/compress's hook of the route: the answer is kept as the JSON text it was.
      route.onSend = [keepInCache(scope), ...hooksOf(route.onSend)];
    }
    if (changesCatalogue) route.onSend = [...hooksOf(route.onSend), dropCacheOnSuccess];
  });
}
