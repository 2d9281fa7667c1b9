import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../client';
import { withId } from '../ids';
import { queryKeys } from '../queryKeys';

/** A book page's shelves: more by its author, and from the same category; neither holds the book. */
export function relatedBooksQuery(bookId: string) {
  return queryOptions({
    queryKey: queryKeys.books.related(bookId),
    queryFn: async ({ signal }) =>
      withId(
        await request(`/books/${encodeURIComponent(bookId)}/related`, {
          errorCode: 'getBooksError',
          answer: 'relatedBooks',
          signal,
        }),
      ),
  });
}

export function useRelatedBooks(bookId: string) {
  return useQuery(relatedBooksQuery(bookId));
}
