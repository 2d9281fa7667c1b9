import { errorBodySchema } from '@bookshop/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimits } from '../../src/http/body';
import { createTestApp, type Reader, signUp, signUpAdmin, someBookId, type TestApp } from '../helpers';

/**
 * Property-based fuzzing of every endpoint's inputs: whatever the body, path or query, the answer is
 * never a 5xx, and a 4xx always carries the contract's error shape. Each property runs for a bounded
 * time so the suite stays quick.
 */

let testApp: TestApp;
let admin: Reader;
let bookId: string;
let commentId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signUpAdmin(testApp);
  bookId = await someBookId(testApp.app);
  const posted = await testApp.app.inject({
    method: 'POST',
    url: `/api/books/${bookId}/comment-book`,
    headers: { cookie: admin.cookie },
    payload: { text: 'A comment to fuzz against' },
  });
  commentId = posted.json().comment._id;
});
afterAll(() => testApp.close());

const RUN = { numRuns: 40, interruptAfterTimeLimit: 2000 } as const;

function expectContractAnswer(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what} -> ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(errorBodySchema.safeParse(response.json()).success, `${what} -> ${response.body}`).toBe(true);
  }
}

/** Texts an attacker tries: anything printable, control characters, SQL and pattern characters. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom("' OR 1=1 --", '%', '_', '\\', '\u0000', '../..', '<script>', 'null', '0', '-1', '1e309'),
);
const anyJson = fc.jsonValue({ maxDepth: 3 });
/** A value for a field: sometimes the right one, mostly anything. */
const fieldValue = (valid: unknown) => fc.oneof(fc.constant(valid), anyJson, hostileText);

const localised = { eng: 'Fuzzed', esp: 'Fuzz' };
const validBodies: Record<string, Record<string, unknown>> = {
  'POST /api/users/signup': {
    name: 'Fuzz',
    surname: 'Tester',
    email: 'fuzz@example.com',
    telephone: '+34 931 234 567',
    password: 'secret-password',
    confirmPassword: 'secret-password',
  },
  'POST /api/users/login': { email: 'fuzz@example.com', password: 'secret-password' },
  'POST /api/users/update-user': { name: 'Fuzz', surname: 'Tester', telephone: '+34 931 234 567' },
  'PUT /api/user/save_new_password': { currentPassword: 'nope-nope', newPassword: 'other-password' },
  'POST /api/users/email_actvation': { token: 'x'.repeat(43) },
  'POST /api/books': {
    name: localised,
    info: localised,
    image: '/images/books/fuzz.svg',
    category: ['novel'],
    author: '00000000-0000-4000-8000-000000000000',
    publisher: '00000000-0000-4000-8000-000000000000',
    pagesCount: 100,
    language: 'esp',
    year: 2000,
    price: 10,
  },
  'POST /api/authors': { name: localised, biography: localised, image: '/images/authors/fuzz.svg' },
  'POST /api/publishers': { name: localised, information: localised, image: '/images/p/fuzz.svg' },
  'POST /api/books/:book/rate-book': { rating: 3.5 },
  'POST /api/books/:book/comment-book': { text: 'Fuzzed comment' },
  'POST /api/comments/evaluate': { commentId: ':comment', value: 'like' },
  'POST /api/comments/unevaluate': { commentId: ':comment' },
  'POST /api/orders': {
    delivery: {
      street: 'Carrer de Mallorca, 401',
      postcode: '08013',
      town: 'Barcelona',
      telephone: '+34 931 234 567',
    },
    payment: 'card_on_delivery',
  },
  'POST /api/orders/:comment/status': { status: 'shipped' },
};

function fill(text: string): string {
  return text.replace(':book', bookId).replace(':comment', commentId);
}

/** A body built from the valid one: fields kept, replaced by anything, dropped, or extra ones added. */
function bodyLike(valid: Record<string, unknown>) {
  const fields = Object.fromEntries(Object.entries(valid).map(([key, value]) => [key, fieldValue(value)]));
  return fc.oneof(
    fc.record(fields, { requiredKeys: [] }),
    fc
      .tuple(fc.record(fields), fc.dictionary(fc.string({ maxLength: 10 }), anyJson, { maxKeys: 3 }))
      .map(([body, extra]) => ({ ...extra, ...body })),
    anyJson,
  );
}

describe('JSON bodies', () => {
  it.each(Object.entries(validBodies))('%s answers any body without a 5xx', async (route, valid) => {
    const [method, path] = route.split(' ') as ['POST' | 'PUT', string];
    const url = fill(path);
    const validBody = JSON.parse(fill(JSON.stringify(valid)));
    await fc.assert(
      fc.asyncProperty(bodyLike(validBody), async (body) => {
        const response = await testApp.app.inject({
          method,
          url,
          headers: {
            cookie: admin.cookie,
            'content-type': 'application/json',
            'idempotency-key': `fuzz-${Math.random()}`,
          },
          payload: JSON.stringify(body),
          remoteAddress: '10.200.0.1',
        });
        expectContractAnswer(response, `${route} ${JSON.stringify(body)}`);
      }),
      RUN,
    );
  });

  /**
   * A random JSON text as large as the largest body limit and a little over, with random JSON nested
   * in arrays and objects up to thousands of levels deep (sometimes with its closing brackets cut off):
   * the bodies that cost the server its time, or its stack, before they were refused cheaply.
   */
  const deepWideText = fc
    .record({
      levels: fc.array(fc.boolean(), { maxLength: 3000, size: 'max' }),
      inner: anyJson.map((value) => JSON.stringify(value) ?? 'null'),
      filler: fc.constantFrom('0', '"\\u0000"', '{}', '[[[]]]', '"a"', '{"k":1}'),
      bytes: fc.integer({ min: 0, max: bodyLimits.admin + 1024 }),
      closed: fc.boolean(),
    })
    .map(({ levels, inner, filler, bytes, closed }) => {
      const open = levels.map((object) => (object ? '{"k":' : '[')).join('');
      const close = levels
        .map((object) => (object ? '}' : ']'))
        .reverse()
        .join('');
      const room = Math.max(0, bytes - open.length - close.length - inner.length - 2);
      const fill = Array.from({ length: Math.floor(room / (filler.length + 1)) }, () => filler).join(',');
      return `${open}[${inner}${fill ? `,${fill}` : ''}]${closed ? close : close.slice(0, close.length / 2)}`;
    });

  it.each(Object.keys(validBodies))(
    '%s answers any body up to the size limit, nested thousands deep, without a 5xx',
    async (route) => {
      const [method, path] = route.split(' ') as ['POST' | 'PUT', string];
      const url = fill(path);
      await fc.assert(
        fc.asyncProperty(deepWideText, async (text) => {
          const response = await testApp.app.inject({
            method,
            url,
            headers: {
              cookie: admin.cookie,
              'content-type': 'application/json',
              'idempotency-key': `fuzz-${Math.random()}`,
            },
            payload: text,
            remoteAddress: '10.200.0.2',
          });
          expectContractAnswer(response, `${route} ${text.length} bytes: ${text.slice(0, 120)}`);
        }),
        { numRuns: 25, interruptAfterTimeLimit: 4000 },
      );
    },
  );

  it('any raw text sent as JSON is answered without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 200 }), async (text) => {
        const response = await testApp.app.inject({
          method: 'POST',
          url: `/api/books/${bookId}/comment-book`,
          headers: { cookie: admin.cookie, 'content-type': 'application/json' },
          payload: text,
        });
        expectContractAnswer(response, JSON.stringify(text));
      }),
      RUN,
    );
  });
});

/** A path segment from a hostile text; texts that are no valid UTF-16 cannot be written in a URL. */
const segment = hostileText
  .filter((text) => text !== '')
  .map((text) => {
    try {
      return encodeURIComponent(text);
    } catch {
      return 'x';
    }
  });

describe('paths and queries', () => {
  const pathRoutes: Array<['GET' | 'POST' | 'DELETE', string]> = [
    ['GET', '/api/books/:x'],
    ['GET', '/api/authors/:x'],
    ['GET', '/api/publishers/:x'],
    ['GET', '/api/users/:x'],
    ['GET', '/api/user/orders/:x'],
    ['GET', '/api/search/:x/eng'],
    ['GET', '/api/search/quijote/:x'],
    ['GET', '/api/images/books/:x'],
    ['GET', '/images/:x/:x'],
    ['POST', '/api/books/:x/add-book-to-basket'],
    ['POST', '/api/books/:x/remove-book-from-basket'],
    ['POST', '/api/books/:x/rate-book'],
    ['DELETE', '/api/comments/:x'],
    ['GET', '/api/orders/:x'],
    ['POST', '/api/orders/:x/cancel'],
    ['POST', '/api/orders/:x/return'],
  ];

  it.each(pathRoutes)('%s %s answers any id without a 5xx', async (method, path) => {
    await fc.assert(
      fc.asyncProperty(segment, async (value) => {
        const url = path.replaceAll(':x', value);
        const response = await testApp.app.inject({
          method,
          url,
          headers: { cookie: admin.cookie },
          ...(method === 'POST' && path.endsWith('rate-book') ? { payload: { rating: 1 } } : {}),
        });
        expectContractAnswer(response, `${method} ${url}`);
      }),
      RUN,
    );
  });

  it.each(['/api/books', '/api/books/popular', '/api/comments'])(
    'GET %s answers any query without a 5xx',
    async (path) => {
      const query = fc.dictionary(
        fc.constantFrom('limit', 'category', 'book', 'offset', '__proto__', 'constructor'),
        segment,
        { maxKeys: 3 },
      );
      await fc.assert(
        fc.asyncProperty(query, async (params) => {
          const search = Object.entries(params)
            .map(([key, value]) => `${key}=${value}`)
            .join('&');
          const response = await testApp.app.inject(`${path}?${search}`);
          expectContractAnswer(response, `${path}?${search}`);
        }),
        RUN,
      );
    },
  );

  it('GET requests of every list answer without a 5xx, for a guest and a reader', async () => {
    const reader = await signUp(testApp.app);
    for (const cookie of [undefined, reader.cookie]) {
      for (const url of [
        '/api/books/get-basket-books',
        '/api/users/verify-user',
        '/api/authorize_user',
        '/api/slider-images',
        '/api/authors',
        '/api/publishers',
      ]) {
        const response = await testApp.app.inject({ url, headers: cookie ? { cookie } : {} });
        expectContractAnswer(response, url);
      }
    }
  });
});
