import type { EvaluationValue } from '@bookshop/contract';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../client';
import { withId } from '../ids';
import { queryKeys } from '../queryKeys';
import type { BookDetails, Comment } from '../types';

/** One book with its rating, the reader's own rating and its comments. */
export function bookQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.books.detail(id),
    queryFn: async ({ signal }) => {
      const { book } = await request(`/books/${encodeURIComponent(id)}`, {
        errorCode: 'loadBookByIdError',
        answer: 'book',
        signal,
      });
      return withId(book);
    },
  });
}

export function useBook(id: string) {
  return useQuery(bookQuery(id));
}

function updateBook(queryClient: QueryClient, bookId: string, update: (book: BookDetails) => BookDetails) {
  queryClient.setQueryData<BookDetails>(queryKeys.books.detail(bookId), (book) =>
    book ? update(book) : book,
  );
}

function replaceComment(queryClient: QueryClient, comment: Comment) {
  updateBook(queryClient, comment.book, (book) => ({
    ...book,
    comments: book.comments.map((existing) => (existing.id === comment.id ? comment : existing)),
  }));
}

/** Rates a book (0.5..5; 0 removes the rating); the answer replaces the book's averageRating. */
export function useRateBook(bookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) =>
      request(`/books/${encodeURIComponent(bookId)}/rate-book`, {
        errorCode: 'rateBookError',
        answer: 'rating',
        method: 'POST',
        body: { rating },
      }),
    onSuccess: (rated) => {
      updateBook(queryClient, bookId, (book) => ({ ...book, ...rated }));
      // Lists show the average too, and "popular" depends on it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.books.lists() });
    },
  });
}

/** Comments a book; the new comment joins the book's comments, newest first. */
export function useCommentBook(bookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => {
      const { comment } = await request(`/books/${encodeURIComponent(bookId)}/comment-book`, {
        errorCode: 'commentBookError',
        answer: 'comment',
        method: 'POST',
        body: { text },
      });
      return withId(comment);
    },
    onSuccess: (comment) =>
      updateBook(queryClient, bookId, (book) => ({ ...book, comments: [comment, ...book.comments] })),
  });
}

/** Likes or dislikes a comment; the answer replaces the comment. */
export function useEvaluateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ commentId, value }: { commentId: string; value: EvaluationValue }) => {
      const { comment } = await request('/comments/evaluate', {
        errorCode: 'evaluateCommentError',
        answer: 'comment',
        method: 'POST',
        body: { commentId, value },
      });
      return withId(comment);
    },
    onSuccess: (comment) => replaceComment(queryClient, comment),
  });
}

/** Takes back the reader's like or dislike; the answer replaces the comment. */
export function useUnevaluateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (commentId: string) => {
      const { comment } = await request('/comments/unevaluate', {
        errorCode: 'unEvaluateCommentError',
        answer: 'comment',
        method: 'POST',
        body: { commentId },
      });
      return withId(comment);
    },
    onSuccess: (comment) => replaceComment(queryClient, comment),
  });
}

/** Deletes a comment; it leaves the book by the returned commentId. */
export function useDeleteComment(bookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) =>
      request(`/comments/${encodeURIComponent(commentId)}`, {
        errorCode: 'deleteCommentError',
        answer: 'deletedComment',
        method: 'DELETE',
      }),
    onSuccess: ({ commentId }) =>
      updateBook(queryClient, bookId, (book) => ({
        ...book,
        comments: book.comments.filter((comment) => comment.id !== commentId),
      })),
  });
}
