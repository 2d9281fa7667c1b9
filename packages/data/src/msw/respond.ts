import { fieldErrors, messages } from '@bookshop/contract';
import { HttpResponse } from 'msw';
import { ZodError, type ZodType } from 'zod';

/** Matches the API under any origin: `/api/...` in the browser, `http://host/api/...` in Node. */
export const api = (path: string) => `*/api${path}`;

/** The contract's error body with its status, as the API's one error handler sends it. */
export function errorResponse(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
  headers?: Record<string, string>,
) {
  return HttpResponse.json(
    { error: fields ? { code, message, fields } : { code, message } },
    { status, headers },
  );
}

export const notSignedIn = () => errorResponse(401, 'notSignedIn', 'Sign in first');
export const notAdmin = () => errorResponse(403, 'forbidden', 'Only an admin may do this');
/** `what` as the API names it: `Book not found`, `Author not found`, ... */
export const notFound = (what: string) => errorResponse(404, 'notFound', `${what} not found`);
export const serverFailure = () => errorResponse(500, 'internalError', 'Something went wrong on our side');

/** The field errors as the API's error handler sends them: each unknown field named by its own path. */
function apiFieldErrors(error: ZodError): Record<string, string> {
  const unknownFields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    for (const key of issue.keys) unknownFields[[...issue.path, key].join('.')] ??= messages.unknownField;
  }
  const known = error.issues.filter((issue) => issue.code !== 'unrecognized_keys');
  return { ...fieldErrors(new ZodError(known)), ...unknownFields };
}

/** Checks input with the contract schema the API uses: the parsed value, or the API's 400 answer. */
export function parse<T>(schema: ZodType<T>, input: unknown): T | Response {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? parsed.data
    : errorResponse(400, 'invalidInput', 'Some fields are not valid', apiFieldErrors(parsed.error));
}

/** A JSON body checked like `parse`; a missing or broken body is invalid input too. */
export async function parseBody<T>(request: Request, schema: ZodType<T>): Promise<T | Response> {
  return parse(schema, await request.json().catch(() => undefined));
}

/** The query string as the API reads it (one value per name). */
export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are UUIDs: anything else cannot exist, so the API answers 404 rather than 400. */
export const isUuid = (id: unknown): id is string => typeof id === 'string' && uuidPattern.test(id);
