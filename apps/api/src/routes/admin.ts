import {
  type AdminCommentsQuery,
  type AdminCreatorsQuery,
  type AdminUsersQuery,
  type AuditQuery,
  adminAuthorResponseSchema,
  adminAuthorsResponseSchema,
  adminCommentsQuerySchema,
  adminCommentsResponseSchema,
  adminCreatorsQuerySchema,
  adminPublisherResponseSchema,
  adminPublishersResponseSchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  auditQuerySchema,
  auditResponseSchema,
  messages,
  type UserRoleBody,
  userRoleBodySchema,
} from '@bookshop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { confirmPassword } from '../auth/confirm-password';
import {
  findAdminUser,
  listAdminAuthors,
  listAdminComments,
  listAdminPublishers,
  listAdminUsers,
  setUserRole,
} from '../db/admin-lists';
import { audited, listAudit } from '../db/audit';
import { findAdminAuthor } from '../db/authors';
import { findAdminPublisher } from '../db/publishers';
import { HttpError, notFound, requireUuid } from '../http/errors';
import { responseSchema } from '../http/schemas';
import { idParamsSchema } from './books';
import { type AdminRouteOptions, guards } from './options';

type IdParams = { id: string };

/**
 * The back office's second part (issue 20), admins only: the audit log (read only: no call changes or
 * removes an entry), moderation of comments (deleting is `DELETE /comments/:id`), users and their
 * role, and every author and publisher, published or not.
 */
export const adminRoutes: FastifyPluginAsync<AdminRouteOptions> = async (
  app,
  { db, auth, passwords, languages },
) => {
  const guard = guards(auth);

  app.get<{ Querystring: AuditQuery }>(
    '/admin/audit',
    {
      onRequest: guard.admin,
      schema: {
        summary: 'The audit log: every admin change, newest first, with the changed fields before and after',
        querystring: auditQuerySchema,
        response: { 200: responseSchema(auditResponseSchema) },
      },
    },
    async (request) => listAudit(db, request.query),
  );

  app.get<{ Querystring: AdminCommentsQuery }>(
    '/admin/comments',
    {
      onRequest: guard.admin,
      schema: {
        summary: 'Moderation: every comment of the shop, newest first, of one book or one user',
        querystring: adminCommentsQuerySchema,
        response: { 200: responseSchema(adminCommentsResponseSchema) },
      },
    },
    async (request) => listAdminComments(db, request.query),
  );

  app.get<{ Querystring: AdminUsersQuery }>(
    '/admin/users',
    {
      onRequest: guard.admin,
      schema: {
        summary: 'Users by name, searched by name or e-mail (never a password)',
        querystring: adminUsersQuerySchema,
        response: { 200: responseSchema(adminUsersResponseSchema) },
      },
    },
    async (request) => listAdminUsers(db, request.query),
  );

  app.put<{ Params: IdParams; Body: UserRoleBody }>(
    '/admin/users/:id/role',
    {
      onRequest: guard.admin,
      schema: {
        summary:
          'Grants or removes the admin role of another user (never one’s own: 403 ownRoleUnchangeable); the admin’s own password confirms it (400 naming `password`)',
        params: idParamsSchema,
        body: userRoleBodySchema,
        response: { 200: responseSchema(adminUserResponseSchema) },
      },
    },
    async (request) => {
      const id = requireUuid(request.params.id, 'User');
      const { user: admin } = await auth.requireAdmin(request);
      // An admin cannot lock themselves out, nor grant themselves anything: another admin decides.
      if (id === admin.id) {
        throw new HttpError(403, messages.ownRoleUnchangeable, 'An admin cannot change their own role');
      }
      if (!(await findAdminUser(db, id))) throw notFound('User');
      await confirmPassword({ db, passwords }, admin, request.body.password, 'password');
      const user = await audited(db, admin, { entity: 'user', action: 'role', id }, (tx) =>
        setUserRole(tx, id, request.body.role),
      );
      if (!user) throw notFound('User');
      return { user };
    },
  );

  app.get<{ Querystring: AdminCreatorsQuery }>(
    '/admin/authors',
    {
      onRequest: guard.admin,
      preValidation: languages.check('query', 'language'),
      schema: {
        summary: 'Every author, published or not, by name (Spanish collation), with their published books',
        querystring: adminCreatorsQuerySchema,
        response: { 200: responseSchema(adminAuthorsResponseSchema) },
      },
    },
    async (request) => listAdminAuthors(db, request.query),
  );

  app.get<{ Params: IdParams }>(
    '/admin/authors/:id',
    {
      onRequest: guard.admin,
      schema: {
        summary: 'One author, published or not',
        params: idParamsSchema,
        response: { 200: responseSchema(adminAuthorResponseSchema) },
      },
    },
    async (request) => {
      const author = await findAdminAuthor(db, requireUuid(request.params.id, 'Author'));
      if (!author) throw notFound('Author');
      return { author };
    },
  );

  app.get<{ Querystring: AdminCreatorsQuery }>(
    '/admin/publishers',
    {
      onRequest: guard.admin,
      preValidation: languages.check('query', 'language'),
      schema: {
        summary: 'Every publisher, published or not, by name (Spanish collation), with their published books',
        querystring: adminCreatorsQuerySchema,
        response: { 200: responseSchema(adminPublishersResponseSchema) },
      },
    },
    async (request) => listAdminPublishers(db, request.query),
  );

  app.get<{ Params: IdParams }>(
    '/admin/publishers/:id',
    {
      onRequest: guard.admin,
      schema: {
        summary: 'One publisher, published or not',
        params: idParamsSchema,
        response: { 200: responseSchema(adminPublisherResponseSchema) },
      },
    },
    async (request) => {
      const publisher = await findAdminPublisher(db, requireUuid(request.params.id, 'Publisher'));
      if (!publisher) throw notFound('Publisher');
      return { publisher };
    },
  );
};
