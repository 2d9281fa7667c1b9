import { errorBodySchema, messages } from '@bookshop/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimits, jsonShapeFault, MAX_JSON_DEPTH, MAX_OBJECT_MEMBERS } from '../../src/http/body';
import { createTestApp, type Reader, signUp, signUpAdmin, someBookId, type TestApp } from '../helpers';

/**
 * Bodies sent to hurt the server: nested thousands deep, or larger than any call needs. Each is
 * refused cheaply, in the error shape, never with a 500.
 */

let testApp: TestApp;
let reader: Reader;
let admin: Reader;
let bookId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  reader = await signUp(testApp.app);
  admin = await signUpAdmin(testApp);
  bookId = await someBookId(testApp.app);
});
afterAll(() => testApp.close());

function post(url: string, body: string, cookie?: string, method: 'POST' | 'PUT' = 'POST') {
  return testApp.app.inject({
    method,
    url,
    headers: {
      'content-type': 'application/json',
      'idempotency-key': `bodies-${Math.random()}`,
      ...(cookie ? { cookie } : {}),
    },
    payload: body,
    remoteAddress: '10.60.0.1',
  });
}

function errorOf(response: LightMyRequestResponse) {
  return errorBodySchema.parse(response.json()).error;
}

/** `{"a":{"a":...1...}}` or `[[...]]`, `depth` levels deep. */
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Every call that takes a JSON body, with who may send it. */
const writeRoutes = (): Array<[string, 'POST' | 'PUT', string, string | undefined]> => [
  ['sign-up', 'POST', '/api/users/signup', undefined],
  ['sign-in', 'POST', '/api/users/login', undefined],
  ['activation', 'POST', '/api/users/email_actvation', undefined],
  ['update-user', 'POST', '/api/users/update-user', reader.cookie],
  ['new password', 'PUT', '/api/user/save_new_password', reader.cookie],
  ['rate-book', 'POST', `/api/books/${bookId}/rate-book`, reader.cookie],
  ['comment-book', 'POST', `/api/books/${bookId}/comment-book`, reader.cookie],
  ['evaluate', 'POST', '/api/comments/evaluate', reader.cookie],
  ['unevaluate', 'POST', '/api/comments/unevaluate', reader.cookie],
  ['order', 'POST', '/api/orders', reader.cookie],
  ['order status', 'POST', `/api/orders/${bookId}/status`, admin.cookie],
  ['new book', 'POST', '/api/books', admin.cookie],
  ['new author', 'POST', '/api/authors', admin.cookie],
  ['new publisher', 'POST', '/api/publishers', admin.cookie],
];

describe('nesting', () => {
  it('finds the depth and width of a JSON text in one pass, not counting brackets or commas inside strings', () => {
    expect(jsonShapeFault(nestedArrays(MAX_JSON_DEPTH))).toBeUndefined();
    expect(jsonShapeFault(nestedArrays(MAX_JSON_DEPTH + 1))).toMatch(/deeper/);
    expect(jsonShapeFault(JSON.stringify({ text: `\\"${'['.repeat(100)}` }))).toBeUndefined();
    const members = (count: number) =>
      JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, [1, 2, 3]])));
    expect(jsonShapeFault(members(MAX_OBJECT_MEMBERS))).toBeUndefined();
    expect(jsonShapeFault(members(MAX_OBJECT_MEMBERS + 1))).toMatch(/more than 100 fields/);
    expect(jsonShapeFault(JSON.stringify({ list: Array.from({ length: 5000 }, () => 0) }))).toBeUndefined();
    expect(jsonShapeFault(JSON.stringify({ text: ','.repeat(5000) }))).toBeUndefined();
  });

  it('answers a body nested thousands deep with a 400 on every call, never a 500', async () => {
    for (const [name, method, url, cookie] of writeRoutes()) {
      // Within the smallest size limit (8 KB), so that the nesting, not the size, is refused.
      for (const body of [nestedObjects(1300), nestedArrays(2500), `{"name":${nestedArrays(2500)}}`]) {
        const response = await post(url, body, cookie, method);
        expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
        expect(errorOf(response).code).toBe('invalidInput');
      }
    }
  });

  it(`refuses one level more than ${MAX_JSON_DEPTH}, and validates a body at the limit as usual`, async () => {
    const url = `/api/books/${bookId}/comment-book`;
    const tooDeep = await post(url, `{"text":"Hola","x":${nestedArrays(MAX_JSON_DEPTH)}}`, reader.cookie);
    expect(tooDeep.statusCode).toBe(400);
    expect(errorOf(tooDeep)).toMatchObject({ code: 'invalidInput' });
    expect(errorOf(tooDeep).fields).toBeUndefined();

    const atLimit = await post(url, `{"text":"Hola","x":${nestedArrays(MAX_JSON_DEPTH - 1)}}`, reader.cookie);
    expect(atLimit.statusCode).toBe(400);
    expect(errorOf(atLimit).fields).toEqual({ x: messages.unknownField });
  });

  it('takes brackets inside a text as text', async () => {
    const text = `${'['.repeat(500)} ${'{'.repeat(500)}`;
    const response = await post(`/api/books/${bookId}/comment-book`, JSON.stringify({ text }), reader.cookie);
    expect(response.statusCode).toBe(201);
    expect(response.json().comment.text).toBe(text);
  });

  it('names the NUL characters of a wide body, at most 50 of them', async () => {
    const response = await post(
      `/api/books/${bookId}/comment-book`,
      JSON.stringify({ text: 'a\u0000b', extra: Array.from({ length: 1000 }, () => '\u0000') }),
      reader.cookie,
    );
    expect(response.statusCode).toBe(400);
    const { fields } = errorOf(response);
    expect(fields?.text).toBe('Text cannot contain NUL characters');
    expect(fields?.['extra.0']).toBe('Text cannot contain NUL characters');
    // The answer names the first 50, not a thousand.
    expect(Object.keys(fields ?? {})).toHaveLength(50);
  });
});

describe('wide bodies', () => {
  it('refuses an object of thousands of fields before parsing it, and names at most 50 unknown ones', async () => {
    const fields = (count: number) =>
      JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, i) => [`field${i}`, i])));
    const wide = await post('/api/authors', fields(3000), admin.cookie);
    expect(wide.statusCode).toBe(400);
    expect(errorOf(wide).code).toBe('invalidInput');
    expect(errorOf(wide).fields).toBeUndefined();

    const many = await post('/api/authors', fields(99), admin.cookie);
    expect(many.statusCode).toBe(400);
    expect(Object.keys(errorOf(many).fields ?? {})).toHaveLength(50);
  });

  it('reads no admin-sized body before it knows the sender is an admin', async () => {
    // Too large even for an admin: only an admin's is read (and found too large).
    const large = JSON.stringify({ name: 'x'.repeat(bodyLimits.admin + 1000) });
    for (const [who, cookie, status] of [
      ['a guest', undefined, 401],
      ['a reader', reader.cookie, 403],
      ['an admin', admin.cookie, 413],
    ] as const) {
      const response = await post('/api/books', large, cookie);
      expect(response.statusCode, who).toBe(status);
    }
  });
});

describe('size', () => {
  /** A JSON text of exactly `bytes` bytes: `{"text":"xxxx"}`. */
  const bodyOf = (bytes: number, field = 'text') =>
    JSON.stringify({ [field]: 'x'.repeat(bytes - field.length - 7) });

  it.each([
    ['sign-in', '/api/users/login', 'account', undefined],
    ['sign-up', '/api/users/signup', 'account', undefined],
    ['comment-book', '/api/books/:book/comment-book', 'reader', 'reader'],
    ['rate-book', '/api/books/:book/rate-book', 'reader', 'reader'],
    ['new book', '/api/books', 'admin', 'admin'],
    ['new author', '/api/authors', 'admin', 'admin'],
  ] as const)(
    'answers a %s body one byte over its limit with 413 in the error shape',
    async (_name, path, limit, who) => {
      const url = path.replace(':book', bookId);
      const cookie = who === 'admin' ? admin.cookie : who === 'reader' ? reader.cookie : undefined;
      const over = await post(url, bodyOf(bodyLimits[limit] + 1), cookie);
      expect(over.statusCode).toBe(413);
      expect(errorOf(over).code).toBe('payloadTooLarge');
      const at = await post(url, bodyOf(bodyLimits[limit]), cookie);
      expect(at.statusCode).toBe(400);
    },
  );

  it('keeps every call’s longest texts within its limit, a reader’s even with every character escaped', async () => {
    /** JSON with every character of every text written as a `\uXXXX` escape: its longest spelling. */
    const escaped = (value: unknown) =>
      JSON.stringify(value).replace(/"(?:[^"\\]|\\.)*"/g, (text) =>
        [...(JSON.parse(text) as string)]
          .map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
          .join('')
          .replace(/^|$/g, '"'),
      );
    const comment = await post(
      `/api/books/${bookId}/comment-book`,
      escaped({ text: 'ñ'.repeat(2000) }),
      reader.cookie,
    );
    expect(comment.statusCode, comment.body).toBe(201);

    const { authors } = (await testApp.app.inject('/api/authors')).json();
    const { publishers } = (await testApp.app.inject('/api/publishers')).json();
    // An admin's texts as a JSON encoder writes them: three bytes for each of these characters.
    const book = {
      name: { eng: '€'.repeat(300), esp: '€'.repeat(300) },
      title: { eng: '€'.repeat(300), esp: '€'.repeat(300) },
      info: { eng: '€'.repeat(5000), esp: '€'.repeat(5000) },
      image: '/images/books/escaped.svg',
      category: ['novel'],
      author: authors[0]._id,
      publisher: publishers[0]._id,
      pagesCount: 100,
      language: 'esp',
      year: 2020,
      price: 10,
    };
    const created = await post('/api/books', JSON.stringify(book), admin.cookie);
    expect(created.statusCode, created.body.slice(0, 300)).toBe(201);

    const signUpBody = {
      name: 'ñ'.repeat(100),
      surname: 'ñ'.repeat(100),
      email: `${'a'.repeat(60)}@example.com`,
      telephone: '+34 931 234 567',
      password: 'ñ'.repeat(200),
      confirmPassword: 'ñ'.repeat(200),
    };
    const signedUp = await post('/api/users/signup', escaped(signUpBody));
    expect(signedUp.statusCode, signedUp.body).toBe(201);
  });
});
