// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { basketQuery, useAddBookToBasket, useRemoveBookFromBasket } from './basket/serverBasket';
import {
  bookQuery,
  useCommentBook,
  useDeleteComment,
  useEvaluateComment,
  useRateBook,
  useUnevaluateComment,
} from './books/book';
import { bookListQuery } from './books/bookList';
import { bookSearchQuery } from './books/bookSearch';
import { categoryBooksQuery, popularBooksQuery } from './books/catalogue';
import { newBooksQuery } from './books/newBooks';
import { relatedBooksQuery } from './books/relatedBooks';
import { ApiError, configureApi } from './client';
import {
  createHandlers,
  createMswState,
  failingApi,
  fixtureAuthors,
  fixtureBooks,
  fixturePublishers,
} from './msw';
import {
  authorQuery,
  authorsQuery,
  publisherQuery,
  publishersQuery,
  useAddAuthor,
  useAddBook,
  useAddPublisher,
} from './people/people';
import { searchQuery } from './search/search';
import { sliderImagesQuery } from './slider';
import { createTestProviders } from './test-providers';
import { currentUserQuery } from './user/user';
import { useSignIn, useSignOut, useSignUp, useUpdateUser } from './user/userActions';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configureApi({ baseUrl: 'http://shop.test/api' });
});
beforeEach(() => server.resetHandlers(...createHandlers(createMswState({ signedIn: true }))));
afterAll(() => server.close());

const bookId = fixtureBooks[0]?._id ?? '';
const commentId = '00000000-0000-4000-8005-000000000011';

/** Every load of SPEC section 8 with the error code it stores when the server fails. */
const loads = [
  ['loadNewBooksError', newBooksQuery()],
  ['loadPopularBooksError', popularBooksQuery()],
  ['getBooksError', categoryBooksQuery('novel')],
  ['getBooksError', bookListQuery({ category: 'novel', sort: 'price_asc' })],
  ['getBooksError', relatedBooksQuery(bookId)],
  ['loadBookByIdError', bookQuery(bookId)],
  ['getAuthorsError', authorsQuery()],
  ['getAuthorsError', authorQuery(fixtureAuthors[0]?._id ?? '')],
  ['getPublishersError', publishersQuery()],
  ['getPublishersError', publisherQuery(fixturePublishers[0]?._id ?? '')],
  ['loadBasketBooksError', basketQuery()],
  ['searchByNameError', searchQuery('cien', 'esp')],
  ['searchByNameError', bookSearchQuery('cien')],
  ['getMainSliderImages', sliderImagesQuery()],
  ['getUsersError', currentUserQuery()],
] as const;

/** Every save of SPEC section 8: the hook, how to call it, and its error code. */
const saves: [string, () => { mutateAsync: (input: never) => Promise<unknown> }, unknown][] = [
  ['getUsersError', useSignIn, { email: 'merce@example.com', password: 'secret' }],
  [
    'getUsersError',
    useSignUp,
    {
      name: 'Pere',
      surname: 'Calders',
      email: 'pere@example.com',
      telephone: '+34 931 000 000',
      password: 'secret1',
      confirmPassword: 'secret1',
    },
  ],
  ['updateUserError', useUpdateUser, { name: 'Mercè' }],
  ['logoutError', useSignOut, undefined],
  ['rateBookError', () => useRateBook(bookId), 4],
  ['commentBookError', () => useCommentBook(bookId), 'Molt bo'],
  ['evaluateCommentError', useEvaluateComment, { commentId, value: 'like' }],
  ['unEvaluateCommentError', useUnevaluateComment, commentId],
  ['deleteCommentError', () => useDeleteComment(bookId), commentId],
  ['addBookToBasketError', useAddBookToBasket, bookId],
  ['removeBookFromBasketError', useRemoveBookFromBasket, bookId],
  ['addBookError', useAddBook, { author: fixtureAuthors[0]?._id, publisher: fixturePublishers[0]?._id }],
  ['addAuthorError', useAddAuthor, {}],
  ['addPublisherError', useAddPublisher, {}],
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
    server.use(failingApi());
    const error = await failure(
      new QueryClient().fetchQuery(query as Parameters<QueryClient['fetchQuery']>[0]),
    );
    expect(error).toMatchObject({
      code,
      status: 500,
      serverCode: 'internalError',
      message: 'Something went wrong on our side',
    });
  });

  it.each(saves)('a failed save stores %s, with what the server said', async (code, useAction, input) => {
    server.use(failingApi());
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => useAction(), { wrapper });
    const error = await failure(result.current.mutateAsync(input as never));
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
    configureApi({ baseUrl: 'http://127.0.0.1:9/api' });
    server.close();
    try {
      const error = await failure(new QueryClient().fetchQuery(popularBooksQuery()));
      expect(error).toMatchObject({ code: 'loadPopularBooksError', serverCode: 'network' });
    } finally {
      server.listen({ onUnhandledRequest: 'error' });
      configureApi({ baseUrl: 'http://shop.test/api' });
    }
  });
});
