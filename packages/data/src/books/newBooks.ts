import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../client';
import { withId } from '../ids';
import { queryKeys } from '../queryKeys';

/** The newest books first (SPEC: the home page loads 10). */
export function newBooksQuery(limit = 10) {
  return queryOptions({
    queryKey: queryKeys.books.list({ limit }),
    queryFn: async ({ signal }) => {
      const { books } = await request(`/books?limit=${limit}`, {
        errorCode: 'loadNewBooksError',
        answer: 'books',
        signal,
      });
      return withId(books);
    },
  });
}

export function useNewBooks(limit = 10) {
  return useQuery(newBooksQuery(limit));
}
