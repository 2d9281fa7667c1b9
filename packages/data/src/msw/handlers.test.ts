import {
  authorizeUserResponseSchema,
  authorResponseSchema,
  authorSchema,
  authorsResponseSchema,
  authUserResponseSchema,
  authUserSchema,
  basketResponseSchema,
  bookDetailsSchema,
  bookListResponseSchema,
  bookResponseSchema,
  bookSchema,
  bookSearchResponseSchema,
  booksResponseSchema,
  type Comment,
  commentResponseSchema,
  commentSchema,
  commentsResponseSchema,
  deleteCommentResponseSchema,
  errorBodySchema,
  logoutResponseSchema,
  newAuthorResponseSchema,
  newBookResponseSchema,
  newPublisherResponseSchema,
  ordersResponseSchema,
  publisherResponseSchema,
  publisherSchema,
  publishersResponseSchema,
  rateBookResponseSchema,
  relatedBooksResponseSchema,
  searchResponseSchema,
  sliderImageSchema,
  sliderImagesResponseSchema,
  userResponseSchema,
  verifyUserResponseSchema,
} from '@bookshop/contract';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import {
  booksHandlers,
  createHandlers,
  createMswState,
  FIXTURE_ACTIVATION_TOKEN,
  FIXTURE_PASSWORD,
  failingApi,
  fixtureAdmin,
  fixtureAuthors,
  fixtureBookDetails,
  fixtureBooks,
  fixturePublishers,
  fixtureSliderImages,
  fixtureUser,
  type MswStateOptions,
  relatedBooksHandlers,
  scenarios,
  slowApi,
} from '.';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const base = 'http://shop.test/api';
const book = fixtureBooks[0] as (typeof fixtureBooks)[number];
const author = fixtureAuthors[0] as (typeof fixtureAuthors)[number];
const publisher = fixturePublishers[0] as (typeof fixturePublishers)[number];
// A comment by another reader: the fixture user may evaluate it but not delete it.
const comment = fixtureBookDetails(book).comments[0] as Comment;
const unknownId = '00000000-0000-4000-8999-000000000001';

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as unknown, headers: response.headers };
}

/** A fresh fake server in the given state. */
function serve(options: MswStateOptions = {}) {
  const state = createMswState(options);
  server.resetHandlers(...createHandlers(state));
  return state;
}

describe('fixtures', () => {
  it('are all valid by the contract’s schemas', () => {
    for (const b of fixtureBooks) expect(bookSchema.parse(b)).toEqual(b);
    for (const b of fixtureBooks) bookDetailsSchema.parse(fixtureBookDetails(b));
    for (const a of fixtureAuthors) expect(authorSchema.parse(a)).toEqual(a);
    for (const p of fixturePublishers) expect(publisherSchema.parse(p)).toEqual(p);
    for (const s of fixtureSliderImages) expect(sliderImageSchema.parse(s)).toEqual(s);
    for (const u of [fixtureUser, fixtureAdmin]) expect(authUserSchema.parse(u)).toEqual(u);
    for (const b of fixtureBooks) for (const c of fixtureBookDetails(b).comments) commentSchema.parse(c);
  });

  it('give every comment its own id', () => {
    const ids = fixtureBooks.flatMap((b) => fixtureBookDetails(b).comments.map((c) => c._id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  as?: MswStateOptions;
  status: number;
  schema: ZodType;
}

/** Every call of SPEC section 7 the API has (orders aside), answered in the contract's shape. */
const answers: Call[] = [
  { method: 'GET', path: '/slider-images', status: 200, schema: sliderImagesResponseSchema },
  { method: 'GET', path: '/books?limit=10', status: 200, schema: booksResponseSchema },
  { method: 'GET', path: '/books?category=imaginative&limit=100', status: 200, schema: booksResponseSchema },
  { method: 'GET', path: '/books/popular?limit=10', status: 200, schema: booksResponseSchema },
  {
    method: 'GET',
    path: '/books?category=imaginative&sort=price_asc&language=esp&minPrice=5&page=1',
    status: 200,
    schema: bookListResponseSchema.strict(),
  },
  { method: 'GET', path: '/books?q=cien&page=1', status: 200, schema: bookSearchResponseSchema.strict() },
  { method: 'GET', path: `/books/${book._id}/related`, status: 200, schema: relatedBooksResponseSchema },
  { method: 'GET', path: `/books/${book._id}`, status: 200, schema: bookResponseSchema },
  {
    method: 'POST',
    path: '/books',
    as: { admin: true },
    body: {
      name: { eng: 'Homage to Catalonia', esp: 'Homenaje a Cataluña' },
      info: { eng: 'Orwell in Barcelona.', esp: 'Orwell en Barcelona.' },
      image: '/images/books/orwell.svg',
      category: ['history'],
      author: author._id,
      publisher: publisher._id,
      pagesCount: 232,
      language: 'eng',
      year: 1938,
      price: 14.95,
    },
    status: 201,
    schema: newBookResponseSchema,
  },
  {
    method: 'POST',
    path: `/books/${book._id}/rate-book`,
    as: { signedIn: true },
    body: { rating: 3.5 },
    status: 200,
    schema: rateBookResponseSchema,
  },
  {
    method: 'POST',
    path: `/books/${book._id}/comment-book`,
    as: { signedIn: true },
    body: { text: 'Molt bo' },
    status: 201,
    schema: commentResponseSchema,
  },
  {
    method: 'GET',
    path: '/books/get-basket-books',
    as: { signedIn: true },
    status: 200,
    schema: basketResponseSchema,
  },
  {
    method: 'POST',
    path: `/books/${book._id}/add-book-to-basket`,
    as: { signedIn: true },
    status: 200,
    schema: basketResponseSchema,
  },
  {
    method: 'POST',
    path: `/books/${book._id}/remove-book-from-basket`,
    as: { signedIn: true },
    status: 200,
    schema: basketResponseSchema,
  },
  { method: 'GET', path: '/authors', status: 200, schema: authorsResponseSchema },
  { method: 'GET', path: `/authors/${author._id}`, status: 200, schema: authorResponseSchema },
  {
    method: 'POST',
    path: '/authors',
    as: { admin: true },
    body: {
      name: { eng: 'Mercè Rodoreda', esp: 'Mercè Rodoreda' },
      biography: { eng: 'b', esp: 'b' },
      image: '/a.svg',
    },
    status: 201,
    schema: newAuthorResponseSchema,
  },
  { method: 'GET', path: '/publishers', status: 200, schema: publishersResponseSchema },
  { method: 'GET', path: `/publishers/${publisher._id}`, status: 200, schema: publisherResponseSchema },
  {
    method: 'POST',
    path: '/publishers',
    as: { admin: true },
    body: {
      name: { eng: 'Anagrama', esp: 'Anagrama' },
      information: { eng: 'i', esp: 'i' },
      image: '/p.svg',
    },
    status: 201,
    schema: newPublisherResponseSchema,
  },
  { method: 'GET', path: `/comments?book=${book._id}`, status: 200, schema: commentsResponseSchema },
  {
    method: 'POST',
    path: '/comments/evaluate',
    as: { signedIn: true },
    body: { commentId: comment._id, value: 'like' },
    status: 200,
    schema: commentResponseSchema,
  },
  {
    method: 'POST',
    path: '/comments/unevaluate',
    as: { signedIn: true },
    body: { commentId: comment._id },
    status: 200,
    schema: commentResponseSchema,
  },
  {
    method: 'DELETE',
    path: `/comments/${comment._id}`,
    as: { admin: true },
    status: 200,
    schema: deleteCommentResponseSchema,
  },
  { method: 'GET', path: '/search/cien/esp', status: 200, schema: searchResponseSchema },
  {
    method: 'POST',
    path: '/users/signup',
    body: {
      name: 'Pere',
      surname: 'Calders',
      email: 'pere@example.com',
      telephone: '+34 931 000 000',
      password: 'secret1',
      confirmPassword: 'secret1',
    },
    status: 201,
    schema: authUserResponseSchema,
  },
  {
    method: 'POST',
    path: '/users/login',
    body: { email: fixtureUser.email, password: FIXTURE_PASSWORD },
    status: 200,
    schema: authUserResponseSchema,
  },
  {
    method: 'GET',
    path: '/users/verify-user',
    as: { signedIn: true },
    status: 200,
    schema: verifyUserResponseSchema,
  },
  // A guest is answered null rather than refused.
  { method: 'GET', path: '/users/verify-user', status: 200, schema: verifyUserResponseSchema },
  {
    method: 'POST',
    path: '/users/update-user',
    as: { signedIn: true },
    body: { name: 'Mercè', telephone: '+34 600 000 000' },
    status: 200,
    schema: authUserResponseSchema,
  },
  {
    method: 'PUT',
    path: '/user/save_new_password',
    as: { signedIn: true },
    body: { currentPassword: FIXTURE_PASSWORD, newPassword: 'longer-secret' },
    status: 200,
    schema: authUserResponseSchema,
  },
  {
    method: 'DELETE',
    path: '/users/logout',
    as: { signedIn: true },
    status: 200,
    schema: logoutResponseSchema,
  },
  {
    method: 'GET',
    path: `/users/${fixtureUser._id}`,
    as: { signedIn: true },
    status: 200,
    schema: userResponseSchema,
  },
  {
    method: 'GET',
    path: `/user/orders/${fixtureUser._id}`,
    as: { signedIn: true },
    status: 200,
    schema: ordersResponseSchema,
  },
  {
    method: 'GET',
    path: '/authorize_user',
    as: { admin: true },
    status: 200,
    schema: authorizeUserResponseSchema,
  },
];

describe('every call answers like the API', () => {
  it.each(answers)('$method $path', async ({ method, path, body, as, status, schema }) => {
    serve(as);
    const answer = await call(method, path, body);
    expect(answer.status).toBe(status);
    expect(schema.safeParse(answer.json).success).toBe(true);
  });

  it('lists books without the page-only fields, as the API serialises them', async () => {
    serve();
    const { json } = await call('GET', '/books?limit=2');
    expect((json as { books: object[] }).books[0]).not.toHaveProperty('comments');
    expect((json as { books: object[] }).books[0]).not.toHaveProperty('myRating');
  });
});

/** Refusals: status and error code as the API sends them, in the contract's error shape. */
const refusals: (Omit<Call, 'schema'> & { code: string; field?: string })[] = [
  { method: 'GET', path: '/books?limit=0', status: 400, code: 'invalidInput', field: 'limit' },
  { method: 'GET', path: '/books?category=cookery', status: 400, code: 'invalidInput', field: 'category' },
  { method: 'GET', path: '/books?page=0', status: 400, code: 'invalidInput', field: 'page' },
  { method: 'GET', path: '/books?page=1&limit=5', status: 400, code: 'invalidInput', field: 'limit' },
  {
    method: 'GET',
    path: '/books?minPrice=9&maxPrice=5',
    status: 400,
    code: 'invalidInput',
    field: 'maxPrice',
  },
  { method: 'GET', path: '/books/not-an-id/related', status: 404, code: 'notFound' },
  { method: 'GET', path: `/books/${unknownId}/related`, status: 404, code: 'notFound' },
  { method: 'GET', path: '/books?limit=5&sort=price', status: 400, code: 'invalidInput', field: 'sort' },
  { method: 'GET', path: '/books/popular?limit=101', status: 400, code: 'invalidInput', field: 'limit' },
  { method: 'GET', path: '/books/not-a-uuid', status: 404, code: 'notFound' },
  { method: 'GET', path: `/books/${unknownId}`, status: 404, code: 'notFound' },
  { method: 'POST', path: '/books', body: {}, status: 401, code: 'notSignedIn' },
  { method: 'POST', path: '/books', as: { signedIn: true }, body: {}, status: 403, code: 'forbidden' },
  {
    method: 'POST',
    path: '/books',
    as: { admin: true },
    body: {},
    status: 400,
    code: 'invalidInput',
    field: 'name',
  },
  {
    method: 'POST',
    path: `/books/${book._id}/rate-book`,
    body: { rating: 4 },
    status: 401,
    code: 'notSignedIn',
  },
  {
    method: 'POST',
    path: `/books/${book._id}/rate-book`,
    as: { signedIn: true },
    body: { rating: 2.3 },
    status: 400,
    code: 'invalidInput',
    field: 'rating',
  },
  {
    method: 'POST',
    path: `/books/${unknownId}/rate-book`,
    as: { signedIn: true },
    body: { rating: 4 },
    status: 404,
    code: 'notFound',
  },
  {
    method: 'POST',
    path: `/books/${book._id}/comment-book`,
    as: { signedIn: true },
    body: { text: '   ' },
    status: 400,
    code: 'invalidInput',
    field: 'text',
  },
  {
    method: 'POST',
    path: `/books/${book._id}/comment-book`,
    as: { signedIn: true },
    body: { text: 'Molt bo', author: fixtureAdmin._id },
    status: 400,
    code: 'invalidInput',
    field: 'author',
  },
  { method: 'GET', path: '/books/get-basket-books', status: 401, code: 'notSignedIn' },
  { method: 'POST', path: `/books/${book._id}/add-book-to-basket`, status: 401, code: 'notSignedIn' },
  {
    method: 'POST',
    path: `/books/${unknownId}/remove-book-from-basket`,
    as: { signedIn: true },
    status: 404,
    code: 'notFound',
  },
  { method: 'GET', path: `/authors/${unknownId}`, status: 404, code: 'notFound' },
  {
    method: 'POST',
    path: '/authors',
    as: { admin: true },
    body: { name: { eng: '', esp: 'x' } },
    status: 400,
    code: 'invalidInput',
    field: 'name.eng',
  },
  { method: 'GET', path: `/publishers/${unknownId}`, status: 404, code: 'notFound' },
  { method: 'POST', path: '/publishers', as: { signedIn: true }, body: {}, status: 403, code: 'forbidden' },
  { method: 'GET', path: '/comments?book=nope', status: 400, code: 'invalidInput', field: 'book' },
  { method: 'GET', path: `/comments?book=${unknownId}`, status: 404, code: 'notFound' },
  {
    method: 'POST',
    path: '/comments/evaluate',
    as: { signedIn: true },
    body: { commentId: comment._id, value: 'love' },
    status: 400,
    code: 'invalidInput',
    field: 'value',
  },
  {
    method: 'POST',
    path: '/comments/unevaluate',
    as: { signedIn: true },
    body: { commentId: unknownId },
    status: 404,
    code: 'notFound',
  },
  {
    method: 'DELETE',
    path: `/comments/${comment._id}`,
    as: { signedIn: true },
    status: 403,
    code: 'forbidden',
  },
  { method: 'GET', path: '/search/cien/cat', status: 400, code: 'invalidInput', field: 'language' },
  {
    method: 'POST',
    path: '/users/signup',
    body: {
      name: 'Mercè',
      surname: 'Rodoreda',
      email: fixtureUser.email,
      telephone: '+34 931 000 000',
      password: 'secret1',
      confirmPassword: 'secret1',
    },
    status: 409,
    code: 'emailAlreadyRegistered',
    field: 'email',
  },
  {
    method: 'POST',
    path: '/users/signup',
    body: { email: 'nope' },
    status: 400,
    code: 'invalidInput',
    field: 'email',
  },
  {
    method: 'POST',
    path: '/users/login',
    body: { email: fixtureUser.email, password: 'wrong' },
    status: 401,
    code: 'emailOrPasswordIncorrect',
  },
  {
    method: 'POST',
    path: '/users/email_actvation',
    body: { token: 'used-or-unknown' },
    status: 400,
    code: 'invalidInput',
    field: 'token',
  },
  { method: 'POST', path: '/users/update-user', body: { name: 'x' }, status: 401, code: 'notSignedIn' },
  {
    method: 'POST',
    path: '/users/update-user',
    as: { signedIn: true },
    body: { telephone: 'abc' },
    status: 400,
    code: 'invalidInput',
    field: 'telephone',
  },
  {
    method: 'PUT',
    path: '/user/save_new_password',
    as: { signedIn: true },
    body: { currentPassword: 'wrong', newPassword: 'longer-secret' },
    status: 400,
    code: 'invalidInput',
    field: 'currentPassword',
  },
  {
    method: 'GET',
    path: `/users/${fixtureAdmin._id}`,
    as: { signedIn: true },
    status: 403,
    code: 'forbidden',
  },
  { method: 'GET', path: `/user/orders/${fixtureUser._id}`, status: 401, code: 'notSignedIn' },
  { method: 'GET', path: '/authorize_user', status: 401, code: 'notSignedIn' },
  { method: 'POST', path: '/facebook_login', status: 501, code: 'providerNotConfigured' },
  { method: 'POST', path: '/linked_in_login', status: 501, code: 'providerNotConfigured' },
];

describe('every refusal answers like the API', () => {
  it.each(refusals)(
    '$method $path → $status $code',
    async ({ method, path, body, as, status, code, field }) => {
      serve(as);
      const answer = await call(method, path, body);
      expect(answer.status).toBe(status);
      const parsed = errorBodySchema.parse(answer.json);
      expect(parsed.error.code).toBe(code);
      if (field) expect(parsed.error.fields).toHaveProperty([field]);
    },
  );
});

describe('the fake server remembers what writes change', () => {
  it('a new account is activated once with the mailed code', async () => {
    serve();
    const signUp = await call('POST', '/users/signup', {
      name: 'Pere',
      surname: 'Calders',
      email: 'pere@example.com',
      telephone: '+34 931 000 000',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    expect(signUp.json).toMatchObject({ authUser: { email: 'pere@example.com', activated: false } });
    const activation = await call('POST', '/users/email_actvation', { token: FIXTURE_ACTIVATION_TOKEN });
    expect(activation.json).toMatchObject({ authUser: { email: 'pere@example.com', activated: true } });
    expect((await call('POST', '/users/email_actvation', { token: FIXTURE_ACTIVATION_TOKEN })).status).toBe(
      400,
    );
  });

  it('each account keeps its own basket across sign-out and sign-in', async () => {
    serve({ signedIn: true });
    await call('POST', `/books/${book._id}/add-book-to-basket`);
    await call('DELETE', '/users/logout');
    expect((await call('GET', '/books/get-basket-books')).status).toBe(401);
    await call('POST', '/users/login', { email: fixtureUser.email, password: FIXTURE_PASSWORD });
    expect((await call('GET', '/books/get-basket-books')).json).toMatchObject({
      basketBooks: [{ count: 1, book: { _id: book._id } }],
    });
  });

  it('a new password replaces the old one', async () => {
    serve({ signedIn: true });
    await call('PUT', '/user/save_new_password', {
      currentPassword: FIXTURE_PASSWORD,
      newPassword: 'longer-secret',
    });
    await call('DELETE', '/users/logout');
    expect(
      (await call('POST', '/users/login', { email: fixtureUser.email, password: FIXTURE_PASSWORD })).status,
    ).toBe(401);
    expect(
      (await call('POST', '/users/login', { email: fixtureUser.email, password: 'longer-secret' })).status,
    ).toBe(200);
  });

  it('a book the admin adds is the newest, on its author’s page and found by search', async () => {
    serve({ admin: true });
    await call('POST', '/books', answers.find((c) => c.path === '/books' && c.method === 'POST')?.body);
    const newest = (await call('GET', '/books?limit=1')).json as { books: { name: { eng: string } }[] };
    expect(newest.books[0]?.name.eng).toBe('Homage to Catalonia');
    const page = (await call('GET', `/authors/${author._id}`)).json as { books: { name: { eng: string } }[] };
    expect(page.books.map((b) => b.name.eng)).toContain('Homage to Catalonia');
    const found = (await call('GET', '/search/homage/eng')).json as { books: unknown[] };
    expect(found.books).toHaveLength(1);
  });

  it('authors stay sorted by English name after one is added', async () => {
    serve({ admin: true });
    await call('POST', '/authors', {
      name: { eng: 'Albert Camus', esp: 'Albert Camus' },
      biography: { eng: 'b', esp: 'b' },
      image: '/a.svg',
    });
    const { authors } = (await call('GET', '/authors')).json as { authors: { name: { eng: string } }[] };
    const names = authors.map((a) => a.name.eng);
    expect(names[0]).toBe('Albert Camus');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('a guest sees no personal rating on a book page', async () => {
    serve({ signedIn: true });
    await call('POST', `/books/${book._id}/rate-book`, { rating: 5 });
    expect((await call('GET', `/books/${book._id}`)).json).toMatchObject({ book: { myRating: 5 } });
    await call('DELETE', '/users/logout');
    expect((await call('GET', `/books/${book._id}`)).json).toMatchObject({ book: { myRating: null } });
  });
});

describe('variants', () => {
  it('empty: every list is empty, still in the contract’s shape', async () => {
    server.resetHandlers(...scenarios.empty());
    for (const [path, schema, key] of [
      ['/books?limit=10', booksResponseSchema, 'books'],
      ['/books/popular?limit=10', booksResponseSchema, 'books'],
      ['/authors', authorsResponseSchema, 'authors'],
      ['/publishers', publishersResponseSchema, 'publishers'],
      ['/slider-images', sliderImagesResponseSchema, 'sliderImages'],
    ] as const) {
      const { status, json } = await call('GET', path);
      expect(status).toBe(200);
      expect(schema.parse(json)).toEqual({ [key]: [] });
    }
    expect((await call('GET', '/search/cien/esp')).json).toEqual({ books: [], authors: [], publishers: [] });
    const page = bookListResponseSchema.parse((await call('GET', '/books?category=novel&page=1')).json);
    expect(page).toMatchObject({ books: [], total: 0, facets: { languages: [], price: null, year: null } });
  });

  it('many books: lists of several pages, with a facet count for each choice', async () => {
    server.resetHandlers(...scenarios.manyBooks(60));
    const page = bookListResponseSchema.parse((await call('GET', '/books?category=imaginative&page=3')).json);
    expect(page).toMatchObject({ total: 60, page: 3 });
    expect(page.books).toHaveLength(12);
    const english = bookListResponseSchema.parse(
      (await call('GET', '/books?category=imaginative&language=eng&page=1')).json,
    );
    // Each language counts what it would show instead: English does not empty the others.
    expect(english.facets.languages).toEqual(page.facets.languages);
    expect(english.total).toBe(page.facets.languages.find((entry) => entry.language === 'eng')?.count);
  });

  it('empty shelves and empty search results, as a book or search page shows them', async () => {
    server.resetHandlers(booksHandlers.empty, relatedBooksHandlers.empty, ...scenarios.guest());
    expect((await call('GET', `/books/${book._id}/related`)).json).toEqual({
      byAuthor: [],
      sameCategory: [],
    });
    const found = bookSearchResponseSchema.parse((await call('GET', '/books?q=cien&page=1')).json);
    expect(found).toMatchObject({ books: [], total: 0, suggestion: null, truncated: false });
    expect((await call('GET', '/books?limit=10')).json).toEqual({ books: [] });
  });

  it('signed in: the session is there from the first call; the admin may use the admin page', async () => {
    server.resetHandlers(...scenarios.signedIn());
    expect((await call('GET', '/users/verify-user')).json).toEqual({ authUser: fixtureUser });
    expect((await call('GET', '/authorize_user')).json).toEqual({ role: 'user', admin: false });
    server.resetHandlers(...scenarios.admin());
    expect((await call('GET', '/authorize_user')).json).toEqual({ role: 'admin', admin: true });
  });

  it('slow: the answer comes after the delay, unchanged', async () => {
    server.resetHandlers(slowApi({ ms: 300 }), ...scenarios.guest());
    const started = performance.now();
    const { status, json } = await call('GET', '/authors');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(status).toBe(200);
    expect(json).toEqual({ authors: fixtureAuthors });
  });

  it('slow forever: the call never answers (a loading state that stays)', async () => {
    server.resetHandlers(...scenarios.slow());
    const answer = Promise.race([
      fetch(`${base}/authors`).then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 200)),
    ]);
    expect(await answer).toBe('still waiting');
  });

  it('error: every call fails with 500 and the contract’s error body', async () => {
    server.resetHandlers(...scenarios.error());
    for (const [method, path] of [
      ['GET', '/books?limit=10'],
      ['GET', `/books/${book._id}`],
      ['POST', '/users/login'],
      ['DELETE', '/users/logout'],
    ] as const) {
      const { status, json } = await call(method, path);
      expect(status).toBe(500);
      expect(errorBodySchema.parse(json).error.code).toBe('internalError');
    }
  });

  it('error for one call: the API’s code for the status, the other calls still answer', async () => {
    server.resetHandlers(
      failingApi({ path: '/users/login', method: 'post', status: 429 }),
      ...scenarios.guest(),
    );
    const login = await call('POST', '/users/login', {
      email: fixtureUser.email,
      password: FIXTURE_PASSWORD,
    });
    expect(login.status).toBe(429);
    expect(login.headers.get('retry-after')).toBe('900');
    expect(errorBodySchema.parse(login.json).error.code).toBe('tooManyLoginAttempts');
    expect((await call('GET', '/authors')).status).toBe(200);
  });
});
