import {
  type AdminBooksQuery,
  type BookPatchBody,
  backOfficeApiPaths,
  type UploadKind,
} from '@bookshop/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../client';
import { queryKeys } from '../queryKeys';

// The back office (issue 20): every book published or not, edits, unpublishing, uploads.

/** A page of every book, published or not (admin). */
export function adminBooksQuery(query: AdminBooksQuery) {
  return queryOptions({
    queryKey: queryKeys.admin.books(query),
    queryFn: ({ signal }) =>
      request(backOfficeApiPaths.adminBooks({ ...query }), {
        errorCode: 'getBooksError',
        answer: 'adminBooks',
        signal,
      }),
  });
}

/** One book, published or not (admin). */
export function adminBookQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.admin.book(id),
    queryFn: async ({ signal }) =>
      (
        await request(backOfficeApiPaths.adminBook(id), {
          errorCode: 'getBookError',
          answer: 'adminBook',
          signal,
        })
      ).book,
  });
}

/** After a change to a book: the back office's lists and the shop's books and pages read afresh. */
function useBookChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.books.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.authors.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.publishers.all }),
    ]);
}

/** Admin: changes some fields of a book. */
export function useUpdateBook() {
  const changed = useBookChanged();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: BookPatchBody }) =>
      request(backOfficeApiPaths.book(id), {
        errorCode: 'updateBookError',
        answer: 'adminBook',
        method: 'PATCH',
        body: patch,
      }),
    onSuccess: changed,
  });
}

/** Admin: unpublishes a book (`published: false`) or publishes it again. */
export function useSetBookPublished() {
  const changed = useBookChanged();
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      request(published ? backOfficeApiPaths.publishBook(id) : backOfficeApiPaths.book(id), {
        errorCode: 'publishBookError',
        answer: 'adminBook',
        method: published ? 'POST' : 'DELETE',
      }),
    onSuccess: changed,
  });
}

/** Sends an image (a cover, a photo, a profile image) → `{ url, srcset }`. */
export function useUploadImage() {
  return useMutation({
    mutationFn: ({ file, kind }: { file: File; kind: UploadKind }) => {
      const form = new FormData();
      form.append('file', file);
      return request(`${backOfficeApiPaths.uploads()}?kind=${kind}`, {
        errorCode: 'uploadImageError',
        answer: 'upload',
        method: 'POST',
        form,
      });
    },
  });
}
