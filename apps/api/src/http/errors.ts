import { type ErrorBody, fieldErrors, messages } from '@bookshop/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/client';
import { securityHeaders } from './headers';

/** An error a route throws on purpose; it becomes the contract's error body with its status. */
export class HttpError extends Error {
  /** The books a refusal of stock names (`error.books`), when it names any. */
  books?: RefusedBook[];

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

const internalError = { code: 'internalError', message: 'Something went wrong on our side' };

export const notFound = (what: string) => new HttpError(404, 'notFound', `${what} not found`);

/** 409: another book has this ISBN (issue 38). */
export const isbnTaken = () =>
  new HttpError(409, messages.isbnAlreadyUsed, 'Another book has this ISBN', {
    isbn: messages.isbnAlreadyUsed,
  });

/** Ids are UUIDs; anything else cannot exist, so it is a 404 rather than a database error. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function requireUuid(id: string, what: string): string {
  if (!uuidPattern.test(id)) throw notFound(what);
  return id;
}

export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
  books?: RefusedBook[],
): ErrorBody {
  return { error: { code, message, ...(fields && { fields }), ...(books && { books }) } };
}

type RefusedBook = NonNullable<ErrorBody['error']['books']>[number];

/**
 * 409: a basket or a checkout asked for more copies than the shop has, or for a withdrawn book. The
 * code is the first book's reason; `books` names each refused book, in both languages, with its stock.
 */
export function stockRefused(books: RefusedBook[]): HttpError {
  const [first] = books;
  const reason = first?.reason ?? 'notEnoughStock';
  const named = books.map((book) => `“${book.name.eng}”`).join(', ');
  const message =
    reason === 'bookWithdrawn'
      ? `No longer sold: ${named}`
      : `Not enough copies left of ${named} (${books.map((book) => book.stock).join(', ')} left)`;
  const error = new HttpError(409, reason, message);
  error.books = books;
  return error;
}

/**
 * The request errors Fastify finds itself (bad JSON, body too large, wrong content type, an address it
 * cannot decode), each with the contract's code and a message of our own: Fastify's name the framework.
 */
const requestErrors: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupportedMediaType', message: 'The body must be JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payloadTooLarge', message: 'The body is too large for this call' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'malformedJson', message: 'The body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'malformedJson', message: 'The body is not valid JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'badRequest',
    message: 'The body is not as long as its Content-Length says',
  },
  FST_ERR_BAD_URL: { code: 'badRequest', message: 'The address is not validly encoded' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'uriTooLong', message: 'A part of the address is too long' },
};
const otherRequestError = { code: 'badRequest', message: 'The request is not valid' };

function requestError(error: FastifyError): { code: string; message: string } {
  const known = requestErrors[error.code];
  if (known) return known;
  // Our own parsers' errors (http/body.ts) are HttpErrors, handled before this.
  return otherRequestError;
}

/**
 * A 400 names at most this many fields: a form has a few dozen at most, and a body of thousands of
 * wrong fields must not be answered with a list as long.
 */
export const MAX_NAMED_FIELDS = 50;

/**
 * The contract's field errors, with each unknown field named by its own path (`author`, not `_`), so
 * a client sending `{ text, author }` learns which field the server will not take.
 */
function namedFieldErrors(error: ZodError): Record<string, string> {
  const unknown: Record<string, string> = {};
  let named = 0;
  for (const issue of error.issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    for (const key of issue.keys.slice(0, MAX_NAMED_FIELDS - named)) {
      unknown[[...issue.path, key].join('.')] ??= messages.unknownField;
      named++;
    }
  }
  const known = error.issues.filter((issue) => issue.code !== 'unrecognized_keys');
  return { ...fieldErrors(new ZodError(known.slice(0, MAX_NAMED_FIELDS - named))), ...unknown };
}

/** One error handler: every failure leaves as the contract's error shape, never with a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send(errorBody(error.code, error.message, error.fields, error.books));
    }
    if (error instanceof ZodError) {
      return reply
        .status(400)
        .send(errorBody('invalidInput', 'Some fields are not valid', namedFieldErrors(error)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const { code, message } = requestError(error);
      return reply.status(status).send(errorBody(code, message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(error, 'The database is unavailable');
      reply.header('retry-after', '5');
      return reply
        .status(503)
        .send(errorBody('unavailable', 'The shop cannot reach its database; try again in a moment'));
    }
    request.log.error(error);
    return reply.status(500).send(errorBody(internalError.code, internalError.message));
  });
}

/**
 * Errors Fastify meets before a request reaches any hook (an address it cannot decode, a path part
 * over `maxParamLength`): the contract's shape and the security headers, as every other answer has.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  const { code, message } = status < 500 ? requestError(error) : internalError;
  reply.status(status).headers(securityHeaders).send(errorBody(code, message));
}
