import { sql } from 'drizzle-orm';
import { Counter, Histogram, Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { Metrics, REQUEST_BUCKETS } from '../src/ops/metrics';
import { createTestApp, signUp, type TestApp } from './helpers';

/** The value of one sample of the Prometheus text, e.g. `sessions_open` or `x_total{a="b"}`. */
function sample(text: string, name: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe('health and readiness', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('healthz answers while the process runs; readyz once the database has every migration', async () => {
    const health = await testApp.app.inject('/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });

    const ready = await testApp.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      migration: expect.any(Number),
      books: expect.any(Number),
    });
  });

  it('readyz answers once the catalogue is loaded: the books it says it holds are every listed book', async () => {
    // A process just built, asked at once, as a balancer does: it answers when its lists are warm.
    const fresh = await createTestApp();
    try {
      const ready = await fresh.app.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      const listed = await fresh.app.inject('/api/books?page=1');
      expect(listed.statusCode).toBe(200);
      expect(ready.json().books).toBe(listed.json().total);
      expect(ready.json().books).toBeGreaterThan(100);
    } finally {
      await fresh.close();
    }
  });

  it('readyz is 503 "warmingUp" while the catalogue loads, and ready when it is loaded', async () => {
    // No wait at all: the first question finds the lists empty, as a balancer does at a million books.
    const fresh = await createTestApp({ warmUpWaitMs: 0 });
    try {
      const first = await fresh.app.inject('/readyz');
      expect(first.statusCode).toBe(503);
      expect(first.headers['retry-after']).toBe('1');
      expect(first.json().error.code).toBe('warmingUp');
      await vi.waitFor(async () => expect((await fresh.app.inject('/readyz')).statusCode).toBe(200), {
        timeout: 60_000,
        interval: 50,
      });
      expect((await fresh.app.inject('/readyz')).json().books).toBeGreaterThan(100);
    } finally {
      await fresh.close();
    }
  });

  it('readyz is 503 while the newest migration is missing from the database', async () => {
    const { db } = testApp.database;
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`,
    );
    try {
      const ready = await testApp.app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json().error.code).toBe('migrationsPending');
      // Alive all the same.
      expect((await testApp.app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest}`,
      );
    }
    expect((await testApp.app.inject('/readyz')).statusCode).toBe(200);
  });
});

describe('readiness without a database', () => {
  it('readyz is 503 while PostgreSQL cannot be reached, healthz still 200', async () => {
    // A server whose PostgreSQL is down: nothing listens on port 1 (connections are refused).
    const database = await openDatabase({ databaseUrl: 'postgres://bookshop:bookshop@127.0.0.1:1/bookshop' });
    const app = await buildApp({ db: database.db, sessionSecret: 'test-secret-test-secret-test-secret' });
    try {
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json().error).toMatchObject({
        code: 'unavailable',
        message: expect.stringMatching(/database/),
      });
      expect((await app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('metrics', () => {
  let testApp: TestApp;
  let address: string;
  beforeAll(async () => {
    testApp = await createTestApp({ metricsToken: 'metrics-secret-token' });
    address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => testApp.close());

  const metrics = (headers: Record<string, string> = {}) =>
    testApp.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-secret-token', ...headers },
    });

  it('asks for the METRICS_TOKEN bearer token when one is set', async () => {
    expect((await metrics({ authorization: '' })).statusCode).toBe(403);
    expect((await metrics({ authorization: 'Bearer metrics-secret-tokem' })).statusCode).toBe(403);
    const answer = await metrics();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('counts requests per route and status, cached answers too, with their latency', async () => {
    for (let i = 0; i < 3; i++) await (await fetch(`${address}/api/books?limit=3`)).arrayBuffer();
    await (await fetch(`${address}/api/books/not-a-book`)).arrayBuffer();
    const route = 'method="GET",route="/api/books",status="200"';
    await vi.waitFor(async () => {
      expect(sample((await metrics()).body, `http_requests_total{${route}}`)).toBe(3);
    });
    const text = (await metrics()).body;
    expect(sample(text, `http_request_duration_seconds_count{${route}}`)).toBe(3);
    expect(sample(text, `http_request_duration_seconds_bucket{le="+Inf",${route}}`)).toBe(3);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/books/:id",status="404"}')).toBe(1);
    // The first read came from the database, the other two from the read cache.
    expect(sample(text, 'read_cache_requests_total{result="hit"}')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'read_cache_requests_total{result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'read_cache_entries')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_query_duration_seconds_count')).toBeGreaterThan(0);
  });

  it('shows the open sessions of the database', async () => {
    const before = sample((await metrics()).body, 'sessions_open') ?? -1;
    await signUp(testApp.app);
    await signUp(testApp.app);
    expect(sample((await metrics()).body, 'sessions_open')).toBe(before + 2);
  });
});

describe('request metrics', () => {
  it('read as prom-client writes a labelled counter and histogram, line for line', async () => {
    const metrics = new Metrics();
    const reference = new Registry();
    const labelNames = ['method', 'route', 'status'] as const;
    const counter = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route and status',
      labelNames,
      registers: [reference],
    });
    const histogram = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to its answer, by method, route and status',
      labelNames,
      buckets: REQUEST_BUCKETS,
      registers: [reference],
    });
    const requests: [string, string, number, number][] = [
      ['GET', '/api/books', 200, 0.3],
      ['GET', '/api/books/:id', 304, 0.5],
      ['GET', '/api/books', 200, 1],
      ['POST', '/api/books', 500, 7000],
      ['GET', 'none', 404, 2.5000001],
      ['GET', '/api/books', 200, 12.25],
    ];
    // Each request counted by both: ours and prom-client's own.
    const observe = (answered: typeof requests) => {
      for (const [method, route, status, ms] of answered) {
        metrics.observeRequest(method, route, status, ms);
        counter.inc({ method, route, status: String(status) });
        histogram.observe({ method, route, status: String(status) }, ms / 1000);
      }
    };
    observe(requests);
    const http = (text: string) =>
      text
        .split('\n\n')
        .map((block) => block.trim())
        .filter((block) => block.includes('# TYPE http_'))
        .sort();
    const ours = http(await metrics.registry.metrics());
    expect(ours).toHaveLength(2);
    expect(ours).toEqual(http(await reference.metrics()));

    // Reset, both start again from nothing: only the requests after it are counted.
    metrics.registry.resetMetrics();
    reference.resetMetrics();
    observe(requests.slice(0, 2));
    const afterReset = http(await metrics.registry.metrics());
    expect(afterReset.join('\n')).not.toContain('status="500"');
    expect(afterReset).toEqual(http(await reference.metrics()));
  });
});

describe('process metrics', () => {
  it('include the event-loop lag, memory and CPU of the process', async () => {
    const text = await new Metrics({ processMetrics: true }).registry.metrics();
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
      'process_cpu_seconds_total',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  });
});

describe('metrics without a token', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('are for this machine only, never for a request a proxy forwarded', async () => {
    const local = await testApp.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain('# TYPE http_requests_total counter');
    expect((await testApp.app.inject({ url: '/metrics', remoteAddress: '10.0.0.7' })).statusCode).toBe(403);
    const forwarded = await testApp.app.inject({
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwarded.statusCode).toBe(403);
  });
});
