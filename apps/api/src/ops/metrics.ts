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
export const REQUEST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const QUERY_BUCKETS = [0.0002, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** The route label of requests no route took (unknown paths, the shop's other pages). */
export const NO_ROUTE = 'none';

/** The answers of one method, route and status, counted with plain numbers on the hot path. */
interface RouteSeries {
  labels: { method: string; route: string; status: string };
  count: number;
  /** Seconds, all answers together. */
  sum: number;
  /** Answers per bucket of REQUEST_BUCKETS, not cumulative; the last holds those slower than every bound. */
  buckets: number[];
}

type Sample = { metricName?: string; labels: Record<string, string | number>; value: number };

/**
 * A metric read from the series when Prometheus asks, in the shape prom-client's registry reads from
 * its own (`get`, and `reset` for `registry.resetMetrics()`). prom-client's labelled children hashed
 * and checked their labels on every request, two of them per request, which cost a few per cent of a
 * cached answer.
 */
function seriesMetric(
  registry: Registry,
  name: string,
  help: string,
  type: 'counter' | 'histogram',
  samples: () => Sample[],
  reset: () => void,
): void {
  const metric = {
    name,
    help,
    type,
    get: async () => ({ name, help, type, aggregator: 'sum', values: samples() }),
    reset,
  };
  // The registry takes any object with these fields; its types name only prom-client's own classes.
  registry.registerMetric(metric as unknown as Counter);
}

/**
 * The server's Prometheus metrics (prom-client), one set per process: requests per route and status
 * with their latency, database query time, the read cache's hits and misses, open sessions, and
 * Node's own (event-loop lag, memory, CPU, garbage collection) when `processMetrics` is on. Requests
 * are counted on the hot path, into series of plain numbers found by method, route and status.
 */
export class Metrics {
  readonly registry = new Registry();
  /** By method, route and status: looked up with the strings a request has, no key made per request. */
  private readonly series = new Map<string, Map<string, Map<number, RouteSeries>>>();
  /** The same series in the order they were first seen, the order Prometheus reads them in. */
  private readonly allSeries: RouteSeries[] = [];
  /** Forgets every request counted so far, as prom-client's own metrics do when they are reset. */
  private readonly clearSeries = (): void => {
    this.series.clear();
    this.allSeries.length = 0;
  };
  private readonly queryDuration = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time of each database query, waiting for a connection included',
    buckets: QUERY_BUCKETS,
    registers: [this.registry],
  });

  constructor(options: { processMetrics?: boolean } = {}) {
    seriesMetric(
      this.registry,
      'http_requests_total',
      'Requests answered, by method, route and status',
      'counter',
      () => this.allSeries.map(({ labels, count }) => ({ labels, value: count })),
      this.clearSeries,
    );
    const duration = 'http_request_duration_seconds';
    seriesMetric(
      this.registry,
      duration,
      'Time from the request to its answer, by method, route and status',
      'histogram',
      () =>
        this.allSeries.flatMap(({ labels, count, sum, buckets }) => {
          let below = 0;
          // As prom-client writes a histogram: cumulative buckets, `le` first, then +Inf, sum and count.
          return [
            ...REQUEST_BUCKETS.map((le, i) => {
              below += buckets[i] ?? 0;
              return { metricName: `${duration}_bucket`, labels: { le, ...labels }, value: below };
            }),
            { metricName: `${duration}_bucket`, labels: { le: '+Inf', ...labels }, value: count },
            { metricName: `${duration}_sum`, labels, value: sum },
            { metricName: `${duration}_count`, labels, value: count },
          ];
        }),
      this.clearSeries,
    );
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  /** One answered request; `ms` as Fastify's `elapsedTime` gives it. */
  observeRequest(method: string, route: string, status: number, ms: number): void {
    let byRoute = this.series.get(method);
    if (!byRoute) {
      byRoute = new Map();
      this.series.set(method, byRoute);
    }
    let byStatus = byRoute.get(route);
    if (!byStatus) {
      byStatus = new Map();
      byRoute.set(route, byStatus);
    }
    let found = byStatus.get(status);
    if (!found) {
      found = {
        labels: { method, route, status: String(status) },
        count: 0,
        sum: 0,
        buckets: new Array<number>(REQUEST_BUCKETS.length + 1).fill(0),
      };
      byStatus.set(status, found);
      this.allSeries.push(found);
    }
    const seconds = ms / 1000;
    found.count++;
    found.sum += seconds;
    let bucket = 0;
    while (bucket < REQUEST_BUCKETS.length && seconds > (REQUEST_BUCKETS[bucket] as number)) bucket++;
    found.buckets[bucket] = (found.buckets[bucket] ?? 0) + 1;
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
