import {
  type NewPublisherBody,
  newPublisherBodySchema,
  newPublisherResponseSchema,
  publisherResponseSchema,
  publishersResponseSchema,
} from '@bookshop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { audited } from '../db/audit';
import { listPublisherBooks } from '../db/books';
import { createPublisher, findPublisher, listPublishers } from '../db/publishers';
import { bodyLimits } from '../http/body';
import { notFound, requireUuid } from '../http/errors';
import { responseSchema } from '../http/schemas';
import { idParamsSchema } from './books';
import { guards, type RouteOptions } from './options';

export const publishersRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db, auth }) => {
  const guard = guards(auth);

  app.get(
    '/publishers',
    {
      config: { readCache: 'everyone' },
      schema: { response: { 200: responseSchema(publishersResponseSchema) } },
    },
    async () => ({
      publishers: await listPublishers(db),
    }),
  );

  app.get<{ Params: { id: string } }>(
    '/publishers/:id',
    {
      config: { readCache: 'everyone' },
      schema: { params: idParamsSchema, response: { 200: responseSchema(publisherResponseSchema) } },
    },
    async (request) => {
      const publisher = await findPublisher(db, requireUuid(request.params.id, 'Publisher'));
      if (!publisher) throw notFound('Publisher');
      return { publisher, books: await listPublisherBooks(db, publisher._id) };
    },
  );

  app.post<{ Body: NewPublisherBody }>(
    '/publishers',
    {
      // Before the body is read: only an admin's may be this large.
      onRequest: guard.admin,
      bodyLimit: bodyLimits.admin,
      config: { changesCatalogue: true },
      schema: { body: newPublisherBodySchema, response: { 201: responseSchema(newPublisherResponseSchema) } },
    },
    async (request, reply) => {
      const { user } = await auth.requireAdmin(request);
      const publisher = await audited(
        db,
        user,
        { entity: 'publisher', action: 'create', createdId: (created: { _id: string }) => created._id },
        (tx) => createPublisher(tx, request.body),
      );
      return reply.status(201).send({ publisher });
    },
  );
};
