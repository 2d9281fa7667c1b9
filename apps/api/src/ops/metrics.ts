import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import type { Database } from '../db/client';
import { countOpenSessions } from '../db/sessions';
import { HttpError } from '../http/errors';
import type { ReadCache } from '../http/read-cache';
import { responseSchema } from '../http/schemas';

/** Seconds: from a cached answer (well under a millisecond) to a slow page (seconds). */
const REQUEST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const QUERY_BUCKETS = [0.0002, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** The route label of requests no route took (unknown paths, the shop's other pages). */
export const NO_ROUTE = 'none';

interface RouteSeries {
  count: { inc(): void };
  duration: { observe(seconds: number): void };
}

/**
 * The server's Prometheus metrics (prom-client), one set per process: requests per route and status
 * with their latency, database query time, the read cache's hits and misses, open sessions, and
 * Node's own (event-loop lag, memory, CPU, garbage collection) when `processMetrics` is on. Requests
 * are counted on the hot path, so each route and status keeps its label children once found.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });
  private readonly queryDuration = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time of each database query, waiting for a connection included',
    buckets: QUERY_BUCKETS,
    registers: [this.registry],
  });
  private readonly series = new Map<string, RouteSeries>();

  constructor(options: { processMetrics?: boolean } = {}) {
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  /** One answered request; `ms` as Fastify's `elapsedTime` gives it. */
  observeRequest(method: string, route: string, status: number, ms: number): void {
    const key = `${method} ${status} ${route}`;
    let found = this.series.get(key);
    if (!found) {
      const labels = { method, route, status: String(status) };
      found = { count: this.requests.labels(labels), duration: this.requestDuration.labels(labels) };
      this.series.set(key, found);
    }
    found.count.inc();
    found.duration.observe(ms / 1000);
  }

  /** One database query (`openDatabase`'s `onQuery`). */
  readonly observeQuery = (ms: number): void => {
    this.queryDuration.observe(ms / 1000);
  };

  /** Gauges read when Prometheus asks: the read cache and the open sessions in the database. */
  watch(readCache: ReadCache, db: Database): void {
    new Counter({
      name: 'read_cache_requests_total',
      help: 'Catalogue reads answered from the read cache (hit) or from the database (miss)',
      labelNames: ['result'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc({ result: 'hit' }, readCache.hits);
        this.inc({ result: 'miss' }, readCache.misses);
      },
    });
    new Gauge({
      name: 'read_cache_entries',
      help: 'Answers kept in the read cache',
      registers: [this.registry],
      collect() {
        this.set(readCache.size);
      },
    });
    new Gauge({
      name: 'sessions_open',
      help: 'Sessions that have not expired (every process of the shop shares them)',
      registers: [this.registry],
      async collect() {
        this.set(await countOpenSessions(db));
      },
    });
  }
}

/** `/metrics`: a bearer token when one is set, else only from this machine (not through a proxy). */
function allowed(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const sent = Buffer.from(request.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    return sent.length === expected.length && timingSafeEqual(sent, expected);
  }
  // `request.ip` is the client's address behind a trusted proxy, the socket's otherwise; a request that
  // came through a proxy on this machine is not local unless the proxy is trusted to say so.
  const forwarded =
    request.headers['x-forwarded-for'] !== undefined && request.ip === request.socket.remoteAddress;
  return !forwarded && isLoopback(request.ip);
}

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/**
 * Counts every request Fastify answers (the read cache counts its own, see app.ts) and serves
 * `/metrics` in Prometheus' text format.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  options: { token?: string; readCache: ReadCache; db: Database },
): void {
  metrics.watch(options.readCache, options.db);
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? NO_ROUTE,
      reply.statusCode,
      reply.elapsedTime,
    );
    done();
  });
  const metricsAnswer = z.string().describe('The Prometheus text exposition format');
  app.get(
    '/metrics',
    {
      config: { apiDocument: true },
      schema: {
        summary: 'Prometheus metrics of this process (METRICS_TOKEN as a bearer token, or from this machine)',
        produces: [metrics.registry.contentType],
        // The token; without one set, a request from this machine needs nothing.
        security: [{ metricsToken: [] }, {}],
        response: { 200: responseSchema(metricsAnswer) },
      },
    },
    async (request, reply) => {
      if (!allowed(request, options.token)) {
        throw new HttpError(
          403,
          'forbidden',
          'Metrics need the METRICS_TOKEN bearer token, or a local request',
        );
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    },
  );
}
