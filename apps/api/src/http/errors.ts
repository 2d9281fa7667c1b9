import { type ErrorBody, fieldErrors } from '@bookshop/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

/** An error a route throws on purpose; it becomes the contract's error body with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, 'notFound', `${what} not found`);

/** Ids are UUIDs; anything else cannot exist, so it is a 404 rather than a database error. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function requireUuid(id: string, what: string): string {
  if (!uuidPattern.test(id)) throw notFound(what);
  return id;
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Fastify's own 4xx errors (bad JSON, body too large, wrong content type) keep their status. */
const fastifyCodes: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payloadTooLarge',
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformedJson',
};

/**
 * The contract's field errors, with each unknown field named by its own path (`author`, not `_`), so
 * a client sending `{ text, author }` learns which field the server will not take.
 */
function namedFieldErrors(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    for (const key of issue.keys) fields[[...issue.path, key].join('.')] ??= 'Unknown field';
  }
  const known = error.issues.filter((issue) => issue.code !== 'unrecognized_keys');
  return { ...fieldErrors(new ZodError(known)), ...fields };
}

/** Connection failures and PostgreSQL's "shutting down / starting up" states (class 08, 57P0x). */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);

/**
 * Whether the error says the database cannot be reached right now (PostgreSQL restarting, say) rather
 * than that something is wrong with the request or the code. Drizzle wraps the driver's error as the
 * `cause`; a refused connection to several addresses arrives as an AggregateError.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) return true;
  if (/Connection terminated|connection timeout/i.test(error.message)) return true;
  const inner = error instanceof AggregateError ? error.errors : [error.cause];
  return inner.some((cause) => isDatabaseUnavailable(cause, depth + 1));
}

/** One error handler: every failure leaves as the contract's error shape, never with a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.fields));
    }
    if (error instanceof ZodError) {
      return reply
        .status(400)
        .send(errorBody('invalidInput', 'Some fields are not valid', namedFieldErrors(error)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = fastifyCodes[error.code] ?? 'badRequest';
      return reply.status(status).send(errorBody(code, error.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(errorBody('serviceUnavailable', 'The shop is briefly unavailable; try again in a moment'));
    }
    request.log.error(error);
    return reply.status(500).send(errorBody('internalError', 'Something went wrong on our side'));
  });
}

/**
 * The API takes JSON only: any other body is a 415. Fastify's default text/plain parser goes too, since
 * a text/plain POST is what another site's form or fetch may send without asking the browser first.
 * Calls without a payload (add-book-to-basket, logout) may still be sent with a JSON content type by
 * a generic client: an empty body then means "no body" instead of Fastify's empty-body 400.
 */
export function acceptJsonBodiesOnly(app: FastifyInstance): void {
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return jsonParser(request, text, done);
  });
}
