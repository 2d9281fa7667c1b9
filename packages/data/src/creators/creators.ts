import type { NewAuthorBody, NewBookBody, NewPublisherBody } from '@bookshop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../client';
import { withId } from '../ids';
import { queryKeys } from '../queryKeys';

/** All authors, sorted by English name. */
export function authorsQuery() {
  return queryOptions({
    queryKey: queryKeys.authors.list(),
    queryFn: async ({ signal }) => {
      const { authors } = await request('/authors', {
        errorCode: 'getAuthorsError',
        answer: 'authors',
        signal,
      });
      return withId(authors);
    },
  });
}

/** One author with their books. */
export function authorQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.authors.detail(id),
    queryFn: async ({ signal }) =>
      withId(
        await request(`/authors/${encodeURIComponent(id)}`, {
          errorCode: 'getAuthorsError',
          answer: 'author',
          signal,
        }),
      ),
  });
}

/** All publishers, sorted by English name. */
export function publishersQuery() {
  return queryOptions({
    queryKey: queryKeys.publishers.list(),
    queryFn: async ({ signal }) => {
      const { publishers } = await request('/publishers', {
        errorCode: 'getPublishersError',
        answer: 'publishers',
        signal,
      });
      return withId(publishers);
    },
  });
}

/** One publisher with its books. */
export function publisherQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.publishers.detail(id),
    queryFn: async ({ signal }) =>
      withId(
        await request(`/publishers/${encodeURIComponent(id)}`, {
          errorCode: 'getPublishersError',
          answer: 'publisher',
          signal,
        }),
      ),
  });
}

export const useAuthors = () => useQuery(authorsQuery());
export const useAuthor = (id: string) => useQuery(authorQuery(id));
export const usePublishers = () => useQuery(publishersQuery());
export const usePublisher = (id: string) => useQuery(publisherQuery(id));

/** Admin: adds an author; the authors list is loaded again. */
export function useAddAuthor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewAuthorBody) =>
      request('/authors', {
        errorCode: 'addAuthorError',
        answer: 'newAuthor',
        method: 'POST',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.authors.all }),
  });
}

/** Admin: adds a publisher; the publishers list is loaded again. */
export function useAddPublisher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewPublisherBody) =>
      request('/publishers', {
        errorCode: 'addPublisherError',
        answer: 'newPublisher',
        method: 'POST',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.publishers.all }),
  });
}

/** Admin: adds a book; book lists and its author's and publisher's pages are loaded again. */
export function useAddBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewBookBody) =>
      request('/books', { errorCode: 'addBookError', answer: 'newBook', method: 'POST', body }),
    onSuccess: (_answer, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.books.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.authors.detail(body.author) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.publishers.detail(body.publisher) }),
      ]),
  });
}
