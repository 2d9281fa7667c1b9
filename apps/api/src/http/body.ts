import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';
import { withoutNulCharacters } from './schemas';

/**
 * The largest JSON body each kind of call takes, in bytes (a route's `bodyLimit`); a larger one is a
 * 413 before it is read. A reader's calls fit even with every character spelt as a six-byte `\uXXXX`
 * escape; an admin's as any JSON encoder writes them (at most three bytes a character).
 */
export const bodyLimits = {
  /** Sign-up, sign-in, a password change, an activation code: a few short fields. */
  account: 8 * 1024,
  /** Every other call a reader makes (the default): a rating, a like, an address, a 2,000-character comment. */
  reader: 16 * 1024,
  /** An admin's book, author or publisher: texts of up to 5,000 characters in two languages. */
  admin: 64 * 1024,
} as const;

/** No API body nests deeper than a few levels; 32 leaves room and keeps every walk short. */
export const MAX_JSON_DEPTH = 32;
/**
 * No API object has more than a few dozen fields. JSON.parse takes far longer over an object of
 * thousands of names (a few thousand cost more than a whole ordinary request) than over as many values.
 */
export const MAX_OBJECT_MEMBERS = 100;

/**
 * What is wrong with the shape of a JSON text, if anything: arrays and objects nested deeper than
 * MAX_JSON_DEPTH, or an object of more than MAX_OBJECT_MEMBERS members. Found in one pass over the text
 * (brackets and commas inside strings do not count), before anything is parsed: such a body costs no
 * more than its length to refuse.
 */
export function jsonShapeFault(text: string): string | undefined {
  /** Commas seen so far in each open object (-1 for an open array). */
  const commas = new Int32Array(MAX_JSON_DEPTH + 1);
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      if (++depth > MAX_JSON_DEPTH) return `The body nests deeper than ${MAX_JSON_DEPTH} levels`;
      commas[depth] = char === 0x7b ? 0 : -1;
    } else if (char === 0x7d || char === 0x5d) {
      depth--;
    } else if (char === 0x2c && depth > 0 && commas[depth] !== -1) {
      const count = (commas[depth] ?? 0) + 1;
      commas[depth] = count;
      if (count >= MAX_OBJECT_MEMBERS)
        return `An object of the body has more than ${MAX_OBJECT_MEMBERS} fields`;
    }
  }
  return undefined;
}

/**
 * The API takes JSON only: any other body is a 415. Fastify's default text/plain parser goes too, since
 * a text/plain POST is what another site's form or fetch may send without asking the browser first.
 * Calls without a payload (add-book-to-basket, logout) may still be sent with a JSON content type by
 * a generic client: an empty body then means "no body" instead of Fastify's empty-body 400. A body
 * nested too deep or too wide (`jsonShapeFault`) is a 400 before it is parsed.
 */
export function acceptJsonBodiesOnly(app: FastifyInstance): void {
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    const fault = jsonShapeFault(text);
    if (fault) return done(new HttpError(400, 'invalidInput', fault), undefined);
    return jsonParser(request, text, (error, parsed) => {
      // JSON can only spell NUL as an escape: without one, the validator need not look for it.
      if (!error && parsed !== null && typeof parsed === 'object' && !text.includes('\\u0000')) {
        withoutNulCharacters.add(parsed);
      }
      done(error, parsed);
    });
  });
}
