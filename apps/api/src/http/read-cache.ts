import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { CatalogueListener } from '../db/client';
import { SESSION_COOKIE } from './auth';
import { STRICT_TRANSPORT_SECURITY } from './hsts';
import { REQUEST_ID_HEADER } from './logging';
import { type AnswerDescription, JSON_TYPE, PreparedAnswer, prepareWith, sendPrepared } from './sender';

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
/** More addresses than this that name a kept question and the oldest are forgotten first. */
const MAX_ADDRESSES = 4000;
/** Browsers keep the answer but ask again each time; the ETag makes an unchanged answer a bodiless 304. */
const SHARED_CACHE_CONTROL = 'public, no-cache';
const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/** `everyone` and `guests` answers may be kept by shared caches; a signed-in reader's are `private`. */
type AnswerScope = ReadCacheScope | 'private';

/** What caches are told of an answer of this scope (the sender adds `accept-encoding` to Vary). */
function described(scope: AnswerScope, type: string = JSON_TYPE): AnswerDescription {
  return {
    type,
    cacheControl: scope === 'private' ? PRIVATE_CACHE_CONTROL : SHARED_CACHE_CONTROL,
    // A book page differs for signed-in readers: a shared cache must tell them apart by cookie.
    vary: scope === 'everyone' ? undefined : 'cookie',
  };
}

/** A kept answer, who may be given it, and the route that gave it (for the request log and metrics). */
export interface KeptAnswer {
  answer: PreparedAnswer;
  scope: ReadCacheScope;
  route?: string;
}

/**
 * The per-process cache of catalogue answers, each under its question's canonical address
 * (`questionKey`), kept as the sender's prepared answers (bytes, ETag, compressed forms made once).
 * Every catalogue change drops it whole (changes are rare next to reads). An answer read from the
 * database while a change came in may already be stale, so it is only kept when no change happened
 * since its request began. The cache also remembers which request addresses name which question
 * (`/api/books?limit=10` is `/api/books?kind=newest&limit=10`), so that a kept answer asked by an
 * address it has seen leaves before Fastify parses it (`answerFromCache`).
 */
export class ReadCache implements CatalogueListener {
  private readonly entries = new Map<string, KeptAnswer>();
  /**
   * Request addresses and the question each names. Which question an address names never changes, so
   * these outlive catalogue changes; at most `MAX_ADDRESSES`, so that many spellings of one question
   * only forget other spellings, never answers.
   */
  private readonly addresses = new Map<string, string>();
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

  /** The answer kept for a question, by its key or by a request address seen to name it. */
  get(keyOrAddress: string): KeptAnswer | undefined {
    if (!this.active) return undefined;
    const found = this.entries.get(keyOrAddress);
    if (found) return found;
    const key = this.addresses.get(keyOrAddress);
    return key === undefined ? undefined : this.entries.get(key);
  }

  /** Remembers that the request address `address` names the question `key`. */
  remember(address: string, key: string): void {
    if (address === key || this.addresses.get(address) === key) return;
    if (this.addresses.size >= MAX_ADDRESSES) {
      const oldest = this.addresses.keys().next().value;
      if (oldest !== undefined) this.addresses.delete(oldest);
    }
    this.addresses.set(address, key);
  }

  /** True while changes are heard and none came in since `mark` was taken. */
  unchangedSince(mark: number): boolean {
    return this.active && mark === this.generation;
  }

  /** Keeps `body` as the answer to `key` when nothing changed since `mark`; the prepared answer, or none. */
  keep(
    key: string,
    body: Buffer,
    mark: number,
    scope: ReadCacheScope,
    route?: string,
    type: string = JSON_TYPE,
  ): PreparedAnswer | undefined {
    if (!this.unchangedSince(mark)) return undefined;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const answer = new PreparedAnswer(body, described(scope, type));
    this.entries.set(key, { answer, scope, route });
    return answer;
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
 * that work was most of a cached answer's cost. Only an address spelt as its key, or seen before to
 * name a kept question, is found here; any other spelling of the same question reaches the same answer
 * through Fastify. Returns the kept answer it sent, or none, leaving the request to Fastify, when the
 * answer is not cached, when it may be a signed-in reader's own (a book page asked with a session
 * cookie), or once the server stops. `requestId` is the first header of the answer.
 */
export function answerFromCache(
  cache: ReadCache,
  request: IncomingMessage,
  response: ServerResponse,
  requestId: string,
  overHttps: (request: IncomingMessage) => boolean,
): KeptAnswer | undefined {
  if (request.method !== 'GET' || request.url === undefined) return undefined;
  const entry = cache.get(request.url);
  if (!entry || (entry.scope === 'guests' && hasSessionCookie(request.headers.cookie))) return undefined;
  cache.hits++;
  const before = overHttps(request)
    ? [REQUEST_ID_HEADER, requestId, 'strict-transport-security', STRICT_TRANSPORT_SECURITY]
    : [REQUEST_ID_HEADER, requestId];
  entry.answer.writeTo(response, request.headers, before);
  return entry;
}

const sessionCookie = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

/** Whether a Cookie header carries a session (other cookies, such as the reader's language, do not count). */
function hasSessionCookie(header: string | undefined): boolean {
  return header !== undefined && sessionCookie.test(header);
}

type Hooks<Hook> = Hook | Hook[] | undefined;
const hooksOf = <Hook>(hooks: Hooks<Hook>): Hook[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/** The content type the route set, for the prepared answer. */
function typeOf(reply: FastifyReply): string {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' ? type : JSON_TYPE;
}

/**
 * Serves the GET routes marked `readCache` from `cache` and fills it from their answers, once their
 * input is validated. Caching is data only: what leaves, and how (ETag, 304, compression, headers), is
 * the sender's (http/sender.ts), for kept answers, a signed-in reader's own and every other answer alike.
 * Routes marked `changesCatalogue` drop the cache when they succeed, before their answer leaves, so the
 * reader who wrote sees the change in their next read. Other processes hear of the change through the
 * database. The hooks belong to those routes only (and are callbacks, not async): every other request
 * skips them.
 */
export function useReadCache(app: FastifyInstance, cache: ReadCache): void {
  const serveFromCache =
    (scope: ReadCacheScope): preHandlerHookHandler =>
    (request, reply, done) => {
      if (scope === 'guests' && request.cookies[SESSION_COOKIE]) {
        // A signed-in reader's own answer: sent once, kept by no shared cache.
        prepareWith(reply, (body, sending) =>
          sending.statusCode === 200
            ? new PreparedAnswer(body, described('private', typeOf(sending)), 'once')
            : undefined,
        );
        return done();
      }
      const key = questionKey(request);
      const entry = cache.get(key);
      if (entry) {
        cache.hits++;
        cache.remember(request.url, key);
        sendPrepared(reply, entry.answer);
        return;
      }
      cache.misses++;
      const mark = cache.mark();
      const route = request.routeOptions.url;
      prepareWith(reply, (body, sending) => {
        if (sending.statusCode !== 200) return undefined;
        const type = typeOf(sending);
        const kept = cache.keep(key, body, mark, scope, route, type);
        if (kept) cache.remember(request.url, key);
        return kept ?? new PreparedAnswer(body, described(scope, type), 'once');
      });
      done();
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
    }
    if (changesCatalogue) route.onSend = [...hooksOf(route.onSend), dropCacheOnSuccess];
  });
}
