import {
  ApiError,
  useBook,
  useCommentBook,
  useDeleteComment,
  useEvaluateComment,
  useRateBook,
  useSignOut,
  useUnevaluateComment,
} from '@bookshop/data';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Reader, someBookId } from '../../apps/api/test/helpers';
import { createTestProviders } from './support/providers';
import { type ShopApi, startShopApi } from './support/shopApi';

let api: ShopApi;
let reader: Reader;
let bookId: string;
let booksUsed = 0;
beforeAll(async () => {
  api = await startShopApi();
});
afterAll(() => api.close());
beforeEach(async () => {
  api.browser.reset();
  reader = await api.signUp();
  api.browser.signInAs(reader);
  // A book of its own for each test: ratings and comments stay on the server.
  bookId = await someBookId(api.testApp.app, booksUsed++);
});

function renderBookPage() {
  const { wrapper, queryClient } = createTestProviders();
  const hook = renderHook(
    () => ({
      book: useBook(bookId),
      rate: useRateBook(bookId),
      comment: useCommentBook(bookId),
      evaluate: useEvaluateComment(),
      unevaluate: useUnevaluateComment(),
      remove: useDeleteComment(bookId),
      signOut: useSignOut(),
    }),
    { wrapper },
  );
  return { ...hook, queryClient };
}

describe('the book page data', () => {
  it('a rating replaces the book’s average and the reader’s own rating', async () => {
    await api.call('POST', `/books/${bookId}/rate-book`, { as: await api.signUp(), body: { rating: 4 } });
    const { result } = renderBookPage();
    await waitFor(() => expect(result.current.book.data).toBeDefined());

    await act(() => result.current.rate.mutateAsync(5));
    expect(result.current.book.data).toMatchObject({ averageRating: 4.5, myRating: 5, ratingsCount: 2 });

    await act(() => result.current.rate.mutateAsync(0));
    expect(result.current.book.data).toMatchObject({ averageRating: 4, myRating: null, ratingsCount: 1 });
  });

  it('a refused rating fails with rateBookError and the field named', async () => {
    const { result } = renderBookPage();
    await waitFor(() => expect(result.current.book.data).toBeDefined());

    const failure = await result.current.rate.mutateAsync(2.3).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      code: 'rateBookError',
      status: 400,
      fields: { rating: expect.any(String) },
    });
  });

  it('a new comment joins the comments first, and is deleted by the returned id', async () => {
    await api.call('POST', `/books/${bookId}/comment-book`, {
      as: await api.signUp(),
      body: { text: 'Bonic' },
    });
    const { result } = renderBookPage();
    await waitFor(() => expect(result.current.book.data).toBeDefined());
    const before = result.current.book.data?.comments.length ?? 0;

    const comment = await act(() => result.current.comment.mutateAsync('<b>Una obra maestra</b>'));
    expect(result.current.book.data?.comments).toHaveLength(before + 1);
    expect(result.current.book.data?.comments[0]).toMatchObject({
      id: comment.id,
      text: '<b>Una obra maestra</b>',
    });

    await act(() => result.current.remove.mutateAsync(comment.id));
    expect(result.current.book.data?.comments.map((c) => c.id)).not.toContain(comment.id);
    expect(result.current.book.data?.comments).toHaveLength(before);
  });

  it('like, then dislike, then take it back replace the matching comment', async () => {
    await api.call('POST', `/books/${bookId}/comment-book`, {
      as: await api.signUp(),
      body: { text: 'Lo leí en un verano en Gràcia.' },
    });
    const { result } = renderBookPage();
    await waitFor(() => expect(result.current.book.data).toBeDefined());
    const commentId = result.current.book.data?.comments[0]?.id ?? '';

    await act(() => result.current.evaluate.mutateAsync({ commentId, value: 'like' }));
    expect(result.current.book.data?.comments[0]?.evaluations).toEqual([
      { user: reader.authUser._id, value: 'like' },
    ]);

    await act(() => result.current.evaluate.mutateAsync({ commentId, value: 'dislike' }));
    expect(result.current.book.data?.comments[0]?.evaluations).toEqual([
      { user: reader.authUser._id, value: 'dislike' },
    ]);

    await act(() => result.current.unevaluate.mutateAsync(commentId));
    expect(result.current.book.data?.comments[0]?.evaluations).toEqual([]);
  });

  it('signing out forgets the user and the book pages that carried their rating', async () => {
    const { result, queryClient } = renderBookPage();
    await waitFor(() => expect(result.current.book.data).toBeDefined());
    await act(() => result.current.rate.mutateAsync(3));

    await act(() => result.current.signOut.mutateAsync());
    expect(queryClient.getQueryData(['user'])).toBeNull();
    // The server ended the session: the reader's cookie no longer signs anyone in.
    expect((await api.call('GET', '/users/verify-user', { as: reader })).authUser).toBeNull();
    // The page loads the book again, now as a guest.
    await waitFor(() => expect(result.current.book.data).toBeDefined());
  });
});
