import { z } from 'zod';
import { adminAuthorSchema, adminPublisherSchema } from './backOffice';
import { languageSchema, localisedSchema, uuidSchema } from './common';
import { BOOK_LIST_PAGE_MAX } from './constants';
import { currentPasswordSchema, roleSchema } from './users';

// The back office, second part (issue 20): the audit log, moderation of comments, users and roles, and
// the lists of authors and publishers.

/** Rows on one page of a back-office list. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;

const pageFields = {
  page: z.coerce.number().int().min(1).max(BOOK_LIST_PAGE_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE),
};
const pageAnswer = {
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
};
/** A page a client asks for (defaults may be left out). */
interface PageQuery {
  page?: number;
  pageSize?: number;
}

// The audit log.

/** What an entry is about. */
export const auditEntities = ['book', 'author', 'publisher', 'comment', 'user', 'import'] as const;
export type AuditEntity = (typeof auditEntities)[number];
/** What the admin did; `role` is a user's role granted or removed. */
export const auditActions = ['create', 'update', 'unpublish', 'publish', 'delete', 'role'] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * One admin change: who made it (their name then), to what (`label`: its name as a reader knows it),
 * and only the fields it changed, as the API shows them, before and after (null before a creation and
 * after a deletion).
 */
export const auditEntrySchema = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), name: z.string() }),
  entity: z.enum(auditEntities),
  entityId: z.string(),
  label: localisedSchema,
  action: z.enum(auditActions),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /admin/audit`: newest first, filtered by entity kind and id, by admin, by action. */
export const auditQuerySchema = z.strictObject({
  entity: z.enum(auditEntities).optional(),
  entityId: uuidSchema.optional(),
  user: uuidSchema.optional(),
  action: z.enum(auditActions).optional(),
  ...pageFields,
});
export interface AuditQuery extends PageQuery {
  entity?: AuditEntity;
  entityId?: string;
  user?: string;
  action?: AuditAction;
}
export const auditResponseSchema = z.object({ entries: z.array(auditEntrySchema), ...pageAnswer });
export type AuditResponse = z.infer<typeof auditResponseSchema>;

// Moderation.

/** A comment as moderation lists it: its book, its author, how readers judged it. */
export const adminCommentSchema = z.object({
  _id: z.string(),
  text: z.string(),
  createdAt: z.string(),
  book: z.object({ _id: z.string(), name: localisedSchema }),
  /** Null once the author deleted their account: the comment stays, anonymised (issue 19). */
  author: z.object({ _id: z.string(), name: z.string(), surname: z.string() }).nullable(),
  likes: z.number().int().nonnegative(),
  dislikes: z.number().int().nonnegative(),
});
export type AdminComment = z.infer<typeof adminCommentSchema>;

/** `GET /admin/comments`: every comment of the shop, newest first, of one book or one user. */
export const adminCommentsQuerySchema = z.strictObject({
  book: uuidSchema.optional(),
  user: uuidSchema.optional(),
  ...pageFields,
});
export interface AdminCommentsQuery extends PageQuery {
  book?: string;
  user?: string;
}
export const adminCommentsResponseSchema = z.object({
  comments: z.array(adminCommentSchema),
  ...pageAnswer,
});
export type AdminCommentsResponse = z.infer<typeof adminCommentsResponseSchema>;

// Users.

/** A user as the back office lists them: never a password or its hash. */
export const adminUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  role: roleSchema,
  activated: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** `GET /admin/users`: by name, a text found in the name, surname or e-mail. */
export const adminUsersQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  ...pageFields,
});
export interface AdminUsersQuery extends PageQuery {
  q?: string;
}
export const adminUsersResponseSchema = z.object({ users: z.array(adminUserSchema), ...pageAnswer });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/**
 * `PUT /admin/users/:id/role`: grant (`admin`) or remove (`user`) the admin role; never one's own. The
 * admin's own password confirms it (a session left open is not enough to hand out the back office).
 */
export const userRoleBodySchema = z.strictObject({ role: roleSchema, password: currentPasswordSchema });
export type UserRoleBody = z.infer<typeof userRoleBodySchema>;
export const adminUserResponseSchema = z.object({ user: adminUserSchema });
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;

// Authors and publishers.

/**
 * `GET /admin/authors`, `GET /admin/publishers`: every one, published or not, by name in `language`
 * (Spanish collation: accents ignored, ñ after n), a text found in either name.
 */
export const adminCreatorsQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  published: z.enum(['yes', 'no']).optional(),
  language: languageSchema.default('esp'),
  ...pageFields,
});
export interface AdminCreatorsQuery extends PageQuery {
  q?: string;
  published?: 'yes' | 'no';
  language?: z.infer<typeof languageSchema>;
}
/** With how many of their books the shop shows (an author with any cannot be unpublished). */
const publishedBooks = { publishedBooks: z.number().int().nonnegative() };
export const adminAuthorListItemSchema = adminAuthorSchema.extend(publishedBooks);
export type AdminAuthorListItem = z.infer<typeof adminAuthorListItemSchema>;
export const adminPublisherListItemSchema = adminPublisherSchema.extend(publishedBooks);
export type AdminPublisherListItem = z.infer<typeof adminPublisherListItemSchema>;
export const adminAuthorsResponseSchema = z.object({
  authors: z.array(adminAuthorListItemSchema),
  ...pageAnswer,
});
export type AdminAuthorsResponse = z.infer<typeof adminAuthorsResponseSchema>;
export const adminPublishersResponseSchema = z.object({
  publishers: z.array(adminPublisherListItemSchema),
  ...pageAnswer,
});
export type AdminPublishersResponse = z.infer<typeof adminPublishersResponseSchema>;
