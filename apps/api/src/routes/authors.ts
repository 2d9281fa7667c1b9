import {
  authorResponseSchema,
  authorsResponseSchema,
  type NewAuthorBody,
  newAuthorBodySchema,
  newAuthorResponseSchema,
} from '@bookshop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { audited } from '../db/audit';
import { createAuthor, findAuthor, listAuthors } from '../db/authors';
import { listAuthorBooks } from '../db/books';
import { bodyLimits } from '../http/body';
import { notFound, requireUuid } from '../http/errors';
import { responseSchema } from '../http/schemas';
import { idParamsSchema } from './books';
import { guards, type RouteOptions } from './options';

export const authorsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db, auth }) => {
  const guard = guards(auth);

  app.get(
    '/authors',
    {
      config: { readCache: 'everyone' },
      schema: { response: { 200: responseSchema(authorsResponseSchema) } },
    },
    async () => ({
      authors: await listAuthors(db),
    }),
  );

  app.get<{ Params: { id: string } }>(
    '/authors/:id',
    {
      config: { readCache: 'everyone' },
      schema: { params: idParamsSchema, response: { 200: responseSchema(authorResponseSchema) } },
    },
    async (request) => {
      const author = await findAuthor(db, requireUuid(request.params.id, 'Author'));
      if (!author) throw notFound('Author');
      return { author, books: await listAuthorBooks(db, author._id) };
    },
  );

  app.post<{ Body: NewAuthorBody }>(
    '/authors',
    {
      // Before the body is read: only an admin's may be this large.
      onRequest: guard.admin,
      bodyLimit: bodyLimits.admin,
      config: { changesCatalogue: true },
      schema: { body: newAuthorBodySchema, response: { 201: responseSchema(newAuthorResponseSchema) } },
    },
    async (request, reply) => {
      const { user } = await auth.requireAdmin(request);
      const author = await audited(
        db,
        user,
        { entity: 'author', action: 'create', createdId: (created: { _id: string }) => created._id },
        (tx) => createAuthor(tx, request.body),
      );
      return reply.status(201).send({ author });
    },
  );
};
