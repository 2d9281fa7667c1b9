import {
  type AdminCommentsQuery,
  type AdminCreatorsQuery,
  type AdminUsersQuery,
  type AuditQuery,
  type AuthorPatchBody,
  backOfficeApiPaths,
  type PublisherPatchBody,
  type UserRoleBody,
} from '@bookshop/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../client';
import { queryKeys } from '../queryKeys';

// The back office's second part (issue 20): the audit log, moderation, users, authors and publishers.

/** A page of the audit log, newest first (admin). */
export function auditQuery(query: AuditQuery) {
  return queryOptions({
    queryKey: queryKeys.admin.audit(query),
    queryFn: ({ signal }) =>
      request(backOfficeApiPaths.audit({ ...query }), {
        errorCode: 'getAuditError',
        answer: 'audit',
        signal,
      }),
  });
}

/** A page of the shop's comments, newest first (admin). */
export function adminCommentsQuery(query: AdminCommentsQuery) {
  return queryOptions({
    queryKey: queryKeys.admin.comments(query),
    queryFn: ({ signal }) =>
      request(backOfficeApiPaths.adminComments({ ...query }), {
        errorCode: 'getCommentsError',
        answer: 'adminComments',
        signal,
      }),
  });
}

/** Every admin change writes an audit entry, so the log reads afresh too (it is under `admin`). */
function useAdminChanged() {
  const queryClient = useQueryClient();
  return (also: readonly (readonly unknown[])[] = []) =>
    Promise.all(
      [queryKeys.admin.all, ...also].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/** Admin: deletes a comment from moderation; its book's page reads its comments afresh. */
export function useModerateComment() {
  const changed = useAdminChanged();
  return useMutation({
    mutationFn: ({ commentId }: { commentId: string; bookId: string }) =>
      request(backOfficeApiPaths.comment(commentId), {
        errorCode: 'deleteCommentError',
        answer: 'deletedComment',
        method: 'DELETE',
      }),
    onSuccess: (_answer, { bookId }) => changed([queryKeys.books.detail(bookId)]),
  });
}

/** A page of users, searched by name or e-mail (admin). */
export function adminUsersQuery(query: AdminUsersQuery) {
  return queryOptions({
    queryKey: queryKeys.admin.users(query),
    queryFn: ({ signal }) =>
      request(backOfficeApiPaths.adminUsers({ ...query }), {
        errorCode: 'getUsersError',
        answer: 'adminUsers',
        signal,
      }),
  });
}

/** Admin: grants (`admin`) or removes (`user`) another user's admin role, confirmed with the admin's password. */
export function useSetUserRole() {
  const changed = useAdminChanged();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & UserRoleBody) =>
      request(backOfficeApiPaths.userRole(id), {
        errorCode: 'setUserRoleError',
        answer: 'adminUser',
        method: 'PUT',
        body,
      }),
    onSuccess: () => changed(),
  });
}

/** A page of every author, published or not (admin). */
export function adminAuthorsQuery(query: AdminCreatorsQuery) {
  return queryOptions({
    queryKey: queryKeys.admin.authors(query),
    queryFn: ({ signal }) =>
      request(backOfficeApiPaths.adminAuthors({ ...query }), {
        errorCode: 'getAuthorsError',
        answer: 'adminAuthors',
        signal,
      }),
  });
}

export function adminAuthorQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.admin.author(id),
    queryFn: async ({ signal }) =>
      (
        await request(backOfficeApiPaths.adminAuthor(id), {
          errorCode: 'getAuthorsError',
          answer: 'adminAuthor',
          signal,
        })
      ).author,
  });
}

/** A page of every publisher, published or not (admin). */
export function adminPublishersQuery(query: AdminCreatorsQuery) {
  return queryOptions({
    queryKey: queryKeys.admin.publishers(query),
    queryFn: ({ signal }) =>
      request(backOfficeApiPaths.adminPublishers({ ...query }), {
        errorCode: 'getPublishersError',
        answer: 'adminPublishers',
        signal,
      }),
  });
}

export function adminPublisherQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.admin.publisher(id),
    queryFn: async ({ signal }) =>
      (
        await request(backOfficeApiPaths.adminPublisher(id), {
          errorCode: 'getPublishersError',
          answer: 'adminPublisher',
          signal,
        })
      ).publisher,
  });
}

/** The shop's lists and pages that show authors and publishers, after a change to one. */
const catalogueKeys = [queryKeys.authors.all, queryKeys.publishers.all, queryKeys.books.all] as const;

/** Admin: changes some fields of an author. */
export function useUpdateAuthor() {
  const changed = useAdminChanged();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: AuthorPatchBody }) =>
      request(backOfficeApiPaths.author(id), {
        errorCode: 'updateAuthorError',
        answer: 'adminAuthor',
        method: 'PATCH',
        body: patch,
      }),
    onSuccess: () => changed(catalogueKeys),
  });
}

/** Admin: changes some fields of a publisher. */
export function useUpdatePublisher() {
  const changed = useAdminChanged();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: PublisherPatchBody }) =>
      request(backOfficeApiPaths.publisher(id), {
        errorCode: 'updatePublisherError',
        answer: 'adminPublisher',
        method: 'PATCH',
        body: patch,
      }),
    onSuccess: () => changed(catalogueKeys),
  });
}

/** Admin: unpublishes an author (`published: false`) or publishes them again. */
export function useSetAuthorPublished() {
  const changed = useAdminChanged();
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      request(published ? backOfficeApiPaths.publishAuthor(id) : backOfficeApiPaths.author(id), {
        errorCode: 'publishAuthorError',
        answer: 'adminAuthor',
        method: published ? 'POST' : 'DELETE',
      }),
    onSuccess: () => changed(catalogueKeys),
  });
}

/** Admin: unpublishes a publisher or publishes it again. */
export function useSetPublisherPublished() {
  const changed = useAdminChanged();
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      request(published ? backOfficeApiPaths.publishPublisher(id) : backOfficeApiPaths.publisher(id), {
        errorCode: 'publishPublisherError',
        answer: 'adminPublisher',
        method: published ? 'POST' : 'DELETE',
      }),
    onSuccess: () => changed(catalogueKeys),
  });
}
