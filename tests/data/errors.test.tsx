import {
  ApiError,
  authorQuery,
  authorsQuery,
  basketQuery,
  bookListQuery,
  bookQuery,
  bookSearchQuery,
  categoryBooksQuery,
  configureApi,
  currentUserQuery,
  newBooksQuery,
  popularBooksQuery,
  publisherQuery,
  publishersQuery,
  relatedBooksQuery,
  searchQuery,
  sliderImagesQuery,
  useAddAuthor,
  useAddBook,
  useAddBookToBasket,
  useAddPublisher,
  useCommentBook,
  useDeleteComment,
  useEvaluateComment,
  useRateBook,
  useRemoveBookFromBasket,
  useSignIn,
  useSignOut,
  useSignUp,
  useUnevaluateComment,
  useUpdateUser,
} from '@bookshop/data';
import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Reader } from '../../apps/api/test/helpers';
import { createTestProviders } from './support/providers';
import { type ShopApi, startShopApi } from './support/shopApi';

let api: ShopApi;
let reader: Reader;
// Real ids of the demo catalogue and of a reader's comment, so that only the failure differs.
let bookId = '';
let authorId = '';
let publisherId = '';
let commentId = '';
beforeAll(async () => {
  api = await startShopApi();
  reader = await api.signUp();
  bookId = (await api.call('GET', '/books?limit=1')).books[0]._id;
  authorId = (await api.call('GET', '/authors')).authors[0]._id;
  publisherId = (await api.call('GET', '/publishers')).publishers[0]._id;
  commentId = (await api.call('POST', `/books/${bookId}/comment-book`, { as: reader, body: { text: 'Bo' } }))
    .comment._id;
});
afterAll(() => api.close());
beforeEach(() => {
  api.browser.reset();
  api.browser.signInAs(reader);
});

/**
 * Every load of SPEC section 8 with the error code it stores when the server fails (each made when its
 * test runs, once the ids are known).
 */
const loads = [
  ['loadNewBooksError', () => newBooksQuery()],
  ['loadPopularBooksError', () => popularBooksQuery()],
  ['getBooksError', () => categoryBooksQuery('novel')],
  ['getBooksError', () => bookListQuery({ category: 'novel', sort: 'price_asc' })],
  ['getBooksError', () => relatedBooksQuery(bookId)],
  ['loadBookByIdError', () => bookQuery(bookId)],
  ['getAuthorsError', () => authorsQuery()],
  ['getAuthorsError', () => authorQuery(authorId)],
  ['getPublishersError', () => publishersQuery()],
  ['getPublishersError', () => publisherQuery(publisherId)],
  ['loadBasketBooksError', () => basketQuery()],
  ['searchByNameError', () => searchQuery('cien', 'esp')],
  ['searchByNameError', () => bookSearchQuery('cien')],
  ['getMainSliderImages', () => sliderImagesQuery()],
  ['getUsersError', () => currentUserQuery()],
] as const;

/** Every save of SPEC section 8: its error code, the hook, and what it is called with. */
const saves: [string, () => { mutateAsync: (input: never) => Promise<unknown> }, () => unknown][] = [
  ['getUsersError', useSignIn, () => ({ email: reader.email, password: reader.password })],
  [
    'getUsersError',
    useSignUp,
    () => ({
      name: 'Pere',
      surname: 'Calders',
      email: 'pere@example.com',
      telephone: '+34 931 000 000',
      password: 'secret1',
      confirmPassword: 'secret1',
    }),
  ],
  ['updateUserError', useUpdateUser, () => ({ name: 'Mercè' })],
  ['logoutError', useSignOut, () => undefined],
  ['rateBookError', () => useRateBook(bookId), () => 4],
  ['commentBookError', () => useCommentBook(bookId), () => 'Molt bo'],
  ['evaluateCommentError', useEvaluateComment, () => ({ commentId, value: 'like' })],
  ['unEvaluateCommentError', useUnevaluateComment, () => commentId],
  ['deleteCommentError', () => useDeleteComment(bookId), () => commentId],
  ['addBookToBasketError', useAddBookToBasket, () => bookId],
  ['removeBookFromBasketError', useRemoveBookFromBasket, () => bookId],
  ['addBookError', useAddBook, () => ({ author: authorId, publisher: publisherId })],
  ['addAuthorError', useAddAuthor, () => ({})],
  ['addPublisherError', useAddPublisher, () => ({})],
];

async function failure(action: Promise<unknown>): Promise<ApiError> {
  const error = await action.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('error codes of SPEC section 8', () => {
  it.each(loads)('a failed load stores %s, with what the server said', async (code, query) => {
    const error = await api.whileTheDatabaseFails(() =>
      failure(new QueryClient().fetchQuery(query() as Parameters<QueryClient['fetchQuery']>[0])),
    );
    expect(error).toMatchObject({
      code,
      status: 500,
      serverCode: 'internalError',
      message: 'Something went wrong on our side',
    });
  });

  it.each(saves)('a failed save stores %s, with what the server said', async (code, useAction, input) => {
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => useAction(), { wrapper });
    const error = await api.whileTheDatabaseFails(() =>
      failure(result.current.mutateAsync(input() as never)),
    );
    expect(error).toMatchObject({ code, status: 500, serverCode: 'internalError' });
  });

  it('a refusal keeps the action’s code and carries the server’s code and fields', async () => {
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => useUpdateUser(), { wrapper });
    const error = await failure(result.current.mutateAsync({ telephone: 'abc' }));
    expect(error).toMatchObject({
      code: 'updateUserError',
      status: 400,
      serverCode: 'invalidInput',
      fields: { telephone: 'telephoneNotCorrect' },
    });
  });

  it('a server that cannot be reached fails the action with its code', async () => {
    // A real connection, to a port nothing listens on.
    configureApi({
      baseUrl: 'http://127.0.0.1:9/api',
      fetch: (address, init) => globalThis.fetch(address, init),
    });
    try {
      const error = await failure(new QueryClient().fetchQuery(popularBooksQuery()));
      expect(error).toMatchObject({ code: 'loadPopularBooksError', serverCode: 'network' });
    } finally {
      configureApi({ baseUrl: '/api', fetch: api.browser.fetch });
    }
  });
});
