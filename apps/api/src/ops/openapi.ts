import { errorBodySchema } from '@bookshop/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { type ZodType, z } from 'zod';
import { SESSION_COOKIE } from '../http/auth';
import { responseSchema, zodOfResponse } from '../http/schemas';
import { type GuardKind, guardKind } from '../routes/options';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes under `/api` are in the OpenAPI document; other routes only with `true`; `false` leaves one out. */
    apiDocument?: boolean;
  }
  interface FastifySchema {
    /** One line on what the route does, for the API reference. */
    summary?: string;
    /** Request headers the route checks itself, in its own order: documented, not validated by Fastify. */
    checkedHeaders?: ZodType;
    /** The media types of its answers, when not JSON. */
    produces?: string[];
    /** Who may call, when not the session cookie of a guarded route: the schemes it accepts. */
    security?: Record<string, string[]>[];
    /** A browser call answered by a redirect (303): where the `Location` leads. */
    redirect?: string;
  }
}

export const OPENAPI_PATH = '/api/openapi.json';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/** A route as Fastify registered it: one method, its full URL. */
export interface DocumentedRoute {
  method: string;
  url: string;
  route: RouteOptions;
}

/** Is this route part of the API that integrators call? */
export function isDocumented(route: Pick<RouteOptions, 'url' | 'config'>): boolean {
  const flag = (route.config as { apiDocument?: boolean } | undefined)?.apiDocument;
  if (flag !== undefined) return flag;
  return route.url === '/api' || route.url.startsWith('/api/');
}

/** `/api/books/:id` -> `/api/books/{id}` (a parameter's pattern, `:id(\\d+)`, dropped). */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)(\([^)]*\))?\??/g, '{$1}');
}

/**
 * zod -> JSON Schema 2020-12, the dialect of OpenAPI 3.1. Named definitions (`$defs`) move to
 * `components.schemas`, since a `$ref` inside the document resolves against the document itself.
 */
function jsonSchemaOf(schema: ZodType, io: 'input' | 'output', components: JsonSchema): JsonSchema {
  const {
    $schema: _dialect,
    $defs,
    ...json
  } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as {
    $schema?: string;
    $defs?: Record<string, JsonSchema>;
  } & JsonSchema;
  if (!$defs) return json;
  Object.assign(components, $defs);
  return JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
}

function isZod(value: unknown): value is ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** The parameters of one place (path, query, header) from an object schema's properties. */
function parametersOf(schema: unknown, place: 'path' | 'query' | 'header', components: JsonSchema) {
  if (!isZod(schema)) return [];
  const json = jsonSchemaOf(schema, 'input', components);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: place,
    required: place === 'path' || required.has(name),
    ...(typeof property.description === 'string' && { description: property.description }),
    schema: property,
  }));
}

/** A route's guards: admin calls check the sender on request, before their larger body is read. */
function guardsOf(route: RouteOptions): Set<GuardKind> {
  const hooks = [route.onRequest, route.preValidation].flat().filter((hook) => hook !== undefined);
  const kinds = new Set<GuardKind>();
  for (const hook of hooks) {
    const kind = (hook as { [guardKind]?: GuardKind })[guardKind];
    if (kind) kinds.add(kind);
  }
  return kinds;
}

const errorRef = { $ref: '#/components/schemas/Error' };
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorRef } },
});

function statusDescription(status: string): string {
  const known: Record<string, string> = {
    '200': 'OK',
    '201': 'Created',
    '202': 'Accepted',
    '204': 'No content',
    '304': 'Not modified (the `ETag` sent in `If-None-Match` still holds)',
  };
  return known[status] ?? `Status ${status}`;
}

/** Calls whose first word is not their group's name. */
const groups: Record<string, string> = {
  user: 'users',
  authorize_user: 'users',
  facebook_login: 'users',
  linked_in_login: 'users',
  social_login: 'users',
  'slider-images': 'slider',
  'openapi.json': 'this description',
  // The back office's lists, the audit log, moderation and users (issue 20).
  admin: 'back office',
};

/** The group of a call in the reference: the first word of its path, or `operations`. */
function tagOf(path: string): string {
  if (!path.startsWith('/api/')) return 'operations';
  const word = path.split('/')[2] ?? 'api';
  return groups[word] ?? word;
}

/** Words of a path, for the operation id: `/api/books/{id}/rate-book` -> `BooksIdRateBook`. */
function pascalWords(path: string): string {
  return path
    .replace(/^\/api/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('');
}

function operationOf(method: string, path: string, route: RouteOptions, components: JsonSchema): Operation {
  const schema = route.schema ?? {};
  const guards = guardsOf(route);
  const parameters = [
    ...parametersOf(schema.params, 'path', components),
    ...parametersOf(schema.querystring, 'query', components),
    ...parametersOf(schema.headers, 'header', components),
    ...parametersOf(schema.checkedHeaders, 'header', components),
  ];
  // Path parameters without a schema are still parameters: plain strings.
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
    if (name && !parameters.some((p) => p.in === 'path' && p.name === name)) {
      parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
    }
  }
  const hasInput = parameters.some((p) => p.in !== 'path') || schema.body !== undefined;
  const answerTypes = schema.produces ?? ['application/json'];

  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries((schema.response ?? {}) as Record<string, unknown>)) {
    const zod = zodOfResponse(answer) ?? (isZod(answer) ? answer : undefined);
    const json = zod ? jsonSchemaOf(zod, 'output', components) : (answer as JsonSchema);
    responses[status] =
      zod === errorBodySchema || Number(status) >= 400
        ? errorAnswer(statusDescription(status))
        : {
            description: statusDescription(status),
            content: Object.fromEntries(answerTypes.map((type) => [type, { schema: json }])),
          };
  }
  if (schema.redirect) {
    responses['303'] = {
      description: `See other: ${schema.redirect}`,
      headers: { Location: { schema: { type: 'string' } } },
    };
  }
  if (hasInput) responses['400'] ??= errorAnswer('Bad input: `fields` names every field that is wrong');
  if (guards.size > 0) responses['401'] ??= errorAnswer('Not signed in');
  if (guards.has('admin')) responses['403'] ??= errorAnswer('Only an admin may do this');
  if (path.includes('{')) responses['404'] ??= errorAnswer('Not found (an unknown or malformed id)');
  responses.default = errorAnswer(
    'Any other failure, in the same shape: 403 not allowed, 409 conflict, 429 too many attempts ' +
      '(`Retry-After`), 503 unavailable (`Retry-After`)',
  );

  const operation: Operation = {
    operationId: `${method.toLowerCase()}${pascalWords(path)}`,
    tags: [tagOf(path)],
    ...(schema.summary && { summary: schema.summary }),
    ...(parameters.length > 0 && { parameters }),
    responses,
  };
  if (isZod(schema.body)) {
    const body = jsonSchemaOf(schema.body, 'input', components);
    operation.requestBody = {
      required: !schema.body.safeParse(undefined).success,
      content: { 'application/json': { schema: body } },
    };
  }
  if (schema.security) operation.security = schema.security;
  else if (guards.size > 0) operation.security = [{ session: [] }];
  return operation;
}

/** The OpenAPI 3.1 document of `routes`, as registered (HEAD routes that Fastify adds for GETs left out). */
export function buildOpenApiDocument(routes: DocumentedRoute[], info: { version: string }): object {
  const components: JsonSchema = { Error: jsonSchemaOf(errorBodySchema, 'output', {}) };
  const paths: Record<string, Record<string, Operation>> = {};
  for (const { method, url, route } of routes) {
    if (method === 'HEAD' || !isDocumented(route)) continue;
    const path = openApiPath(url);
    paths[path] ??= {};
    (paths[path] as Record<string, Operation>)[method.toLowerCase()] = operationOf(
      method,
      path,
      route,
      components,
    );
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Barcelona bookshop API',
      version: info.version,
      description:
        'The REST API of the bookshop, generated from the zod contract of every registered route. JSON in, ' +
        'JSON out; every error is `{ "error": { "code", "message", "fields"? } }`. Writes from a browser ' +
        'must come from the shop’s own origin. Sign in with `POST /api/users/login`: the answer sets the ' +
        `\`${SESSION_COOKIE}\` cookie that the calls marked with a lock need.`,
    },
    servers: [{ url: '/' }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: components,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, for /metrics' },
      },
    },
  };
}

const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/**
 * Collects every route as it is registered (so routes added anywhere later appear without more work)
 * and serves their OpenAPI document at `/api/openapi.json`, made once on first request. Register it
 * before the routes.
 */
export function registerOpenApi(app: FastifyInstance, info: { version: string }): void {
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, route });
  });
  let document: string | undefined;
  app.get(
    OPENAPI_PATH,
    {
      schema: {
        summary: 'This document: every route of the API with its request, answer and error shapes',
        response: { 200: responseSchema(openApiDocumentSchema) },
      },
    },
    async (_request, reply) => {
      document ??= JSON.stringify(buildOpenApiDocument(routes, info));
      return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
    },
  );
}
