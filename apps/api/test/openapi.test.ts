import { validate } from '@readme/openapi-parser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../src/ops/openapi';
import { createTestApp, type TestApp } from './helpers';

type Operation = {
  operationId: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  security?: object[];
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** The routes of the API: under /api but the reference page's, and the operations routes. */
const isApiRoute = (path: string) =>
  (path.startsWith('/api/') && !path.startsWith('/api/reference')) ||
  ['/healthz', '/readyz', '/metrics'].includes(path);

/**
 * Every route of the API the router holds, read from Fastify's own route tree (not from the document's
 * collector), as `METHOD /path` with the document's `{param}` spelling.
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1]?.length ?? 0) / 4;
    prefixes.length = depth;
    const path = (prefixes[depth - 1] ?? '') + match[2];
    prefixes[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD' && isApiRoute(path)) routes.push(`${method} ${openApiPath(path)}`);
    }
  }
  return routes.sort();
}

let testApp: TestApp;
let document: Document;
beforeAll(async () => {
  testApp = await createTestApp();
  // A route added after the others, as a later plugin would: it needs nothing to appear.
  testApp.app.post('/api/added-later/:thing', { schema: { summary: 'Added last' } }, async () => ({}));
  const answer = await testApp.app.inject('/api/openapi.json');
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  document = answer.json();
});
afterAll(() => testApp.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it('has every registered route of the API, and nothing else', () => {
    const documented = operations()
      .map(({ path, method }) => `${method.toUpperCase()} ${path}`)
      .sort();
    const registered = registeredRoutes(testApp.app);
    expect(registered.length).toBeGreaterThan(40);
    expect(documented).toEqual(registered);
    expect(documented).toEqual(
      expect.arrayContaining([
        'GET /api/books',
        'POST /api/orders',
        'POST /api/added-later/{thing}',
        'GET /healthz',
        'GET /readyz',
        'GET /metrics',
        'GET /api/openapi.json',
      ]),
    );
  });

  it('gives every call its answers, and the one error shape for its failures', () => {
    for (const { path, method, operation } of operations()) {
      const where = `${method} ${path}`;
      const statuses = Object.keys(operation.responses);
      // Each call declares at least one answer of its own, besides the error shapes added for all.
      expect(statuses.filter((status) => status !== 'default').length, where).toBeGreaterThan(0);
      expect(operation.responses.default?.content?.['application/json']?.schema, where).toEqual({
        $ref: '#/components/schemas/Error',
      });
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (Number(status) >= 400 || status === 'default') {
          expect(answer.content?.['application/json']?.schema, `${where} ${status}`).toEqual({
            $ref: '#/components/schemas/Error',
          });
        }
      }
    }
  });

  it('describes requests: path and query parameters, headers and bodies, and who may call', () => {
    const byRoute = (method: string, path: string) => document.paths[path]?.[method] as Operation;
    const book = byRoute('get', '/api/books/{id}');
    expect(book.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
    expect(book.responses['200']?.content?.['application/json']?.schema).toMatchObject({
      properties: { book: { properties: { averageRating: expect.any(Object) } } },
    });
    expect(byRoute('get', '/api/books').parameters).toContainEqual(
      expect.objectContaining({ name: 'limit', in: 'query', required: false }),
    );

    const order = byRoute('post', '/api/orders');
    expect(order.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }),
    );
    expect(order.requestBody?.content['application/json']?.schema).toMatchObject({
      // The address is required unless the books are collected at the shop (issue 37).
      required: ['payment'],
      properties: { delivery: expect.any(Object), deliveryMethod: expect.any(Object) },
    });
    expect(Object.keys(order.responses)).toEqual(expect.arrayContaining(['200', '201', '400', '401']));
    expect(order.security).toEqual([{ session: [] }]);

    expect(Object.keys(byRoute('post', '/api/books').responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403']),
    );
    expect(byRoute('get', '/api/authors').security).toBeUndefined();
    // Prometheus sends METRICS_TOKEN as a bearer token.
    expect(byRoute('get', '/metrics').security).toContainEqual({ metricsToken: [] });
  });
});

describe('the API reference page', () => {
  it('is served by the server itself, Swagger UI included, reading /api/openapi.json', async () => {
    const page = await testApp.app.inject('/api/reference');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] ?? '');
    const styles = [...page.body.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBe(2);
    expect(page.body).not.toMatch(/<script>|<script [^s]|https?:\/\//);
    for (const address of [...scripts, ...styles]) {
      const file = await testApp.app.inject(address);
      expect(file.statusCode, address).toBe(200);
      expect(file.body.length, address).toBeGreaterThan(100);
    }
    const start = await testApp.app.inject(scripts[1] ?? '');
    expect(start.body).toContain('/api/openapi.json');
  });
});
