import {
  type AdminBooksQuery,
  type AuthorPatchBody,
  adminAuthorResponseSchema,
  adminBookResponseSchema,
  adminBooksQuerySchema,
  adminBooksResponseSchema,
  adminPublisherResponseSchema,
  authorPatchBodySchema,
  type BookPatchBody,
  bookPatchBodySchema,
  type Message,
  messages,
  type PublisherPatchBody,
  publisherPatchBodySchema,
} from '@bookshop/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { audited } from '../db/audit';
import { findAdminAuthor, findAuthor, updateAuthor } from '../db/authors';
import { BOOKS_ISBN_INDEX, findAdminBook, isUniqueViolation, listAdminBooks, updateBook } from '../db/books';
import { findAdminPublisher, findPublisher, updatePublisher } from '../db/publishers';
import { type PublishingResult, setBookPublished, setCreatorPublished } from '../db/publishing';
import { bodyLimits } from '../http/body';
import { HttpError, isbnTaken, notFound, requireUuid } from '../http/errors';
import { responseSchema } from '../http/schemas';
import { idParamsSchema } from './books';
import { guards, type RouteOptions } from './options';

type IdParams = { id: string };

const refusals: Partial<Record<Message, string>> = {
  [messages.hasPublishedBooks]: 'Unpublish its books first',
  [messages.authorNotPublished]: 'Publish the book’s author first',
  [messages.publisherNotPublished]: 'Publish the book’s publisher first',
};

/** `done`, or the 404 / 409 the result stands for. */
function settle(result: PublishingResult, what: string): void {
  if (result === 'notFound') throw notFound(what);
  if (result !== 'done') {
    throw new HttpError(409, result.refused, refusals[result.refused] ?? 'This cannot be done now');
  }
}

/**
 * The back office (issue 20): admins edit books, authors and publishers (PATCH, the add forms' checks
 * on the fields sent), unpublish them (DELETE) and publish them again. Each write changes catalogue
 * tables, whose triggers tell every API process to drop its read cache (migration 0005); this
 * process drops its own before answering (`changesCatalogue`). Every write is recorded in the audit
 * log in its own transaction (`audited`, db/audit.ts).
 */
export const backOfficeRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db, auth }) => {
  const guard = guards(auth);
  const adminWrite = {
    onRequest: guard.admin,
    bodyLimit: bodyLimits.admin,
    config: { changesCatalogue: true },
  };

  async function requireAdminBook(id: string) {
    const book = await findAdminBook(db, requireUuid(id, 'Book'));
    if (!book) throw notFound('Book');
    return book;
  }

  app.get<{ Querystring: AdminBooksQuery }>(
    '/admin/books',
    {
      onRequest: guard.admin,
      schema: {
        querystring: adminBooksQuerySchema,
        response: { 200: responseSchema(adminBooksResponseSchema) },
      },
    },
    async (request) => listAdminBooks(db, request.query),
  );

  app.get<{ Params: IdParams }>(
    '/admin/books/:id',
    {
      onRequest: guard.admin,
      schema: { params: idParamsSchema, response: { 200: responseSchema(adminBookResponseSchema) } },
    },
    async (request) => ({ book: await requireAdminBook(request.params.id) }),
  );

  app.patch<{ Params: IdParams; Body: BookPatchBody }>(
    '/books/:id',
    {
      ...adminWrite,
      // New copies of a sold-out book: its stock alerts are mailed.
      config: { ...adminWrite.config, restocks: true },
      schema: {
        params: idParamsSchema,
        body: bookPatchBodySchema,
        response: { 200: responseSchema(adminBookResponseSchema) },
      },
    },
    async (request) => {
      const id = (await requireAdminBook(request.params.id))._id;
      const { author, publisher } = request.body;
      const fields: Record<string, string> = {};
      // Only a published author or publisher can be chosen: the shop shows a book's.
      if (author !== undefined && !(await findAuthor(db, author))) fields.author = messages.authorUnknown;
      if (publisher !== undefined && !(await findPublisher(db, publisher))) {
        fields.publisher = messages.publisherUnknown;
      }
      if (Object.keys(fields).length > 0) {
        throw new HttpError(400, 'invalidInput', 'Some fields are not valid', fields);
      }
      const { user } = await auth.requireAdmin(request);
      const book = await audited(db, user, { entity: 'book', action: 'update', id }, (tx) =>
        updateBook(tx, id, request.body),
      ).catch((error: unknown) => {
        throw isUniqueViolation(error, BOOKS_ISBN_INDEX) ? isbnTaken() : error;
      });
      if (!book) throw notFound('Book');
      return { book };
    },
  );

  for (const publish of [false, true]) {
    const options = {
      ...adminWrite,
      schema: { params: idParamsSchema, response: { 200: responseSchema(adminBookResponseSchema) } },
    };
    const handler = async (request: FastifyRequest<{ Params: IdParams }>) => {
      const id = requireUuid(request.params.id, 'Book');
      const { user } = await auth.requireAdmin(request);
      const action = publish ? 'publish' : 'unpublish';
      settle(
        await audited(db, user, { entity: 'book', action, id }, (tx) => setBookPublished(tx, id, publish)),
        'Book',
      );
      return { book: await requireAdminBook(id) };
    };
    if (publish) app.post<{ Params: IdParams }>('/books/:id/publish', options, handler);
    else app.delete<{ Params: IdParams }>('/books/:id', options, handler);
  }

  app.patch<{ Params: IdParams; Body: AuthorPatchBody }>(
    '/authors/:id',
    {
      ...adminWrite,
      schema: {
        params: idParamsSchema,
        body: authorPatchBodySchema,
        response: { 200: responseSchema(adminAuthorResponseSchema) },
      },
    },
    async (request) => {
      const id = requireUuid(request.params.id, 'Author');
      const { user } = await auth.requireAdmin(request);
      const author = await audited(db, user, { entity: 'author', action: 'update', id }, (tx) =>
        updateAuthor(tx, id, request.body),
      );
      if (!author) throw notFound('Author');
      return { author };
    },
  );

  app.patch<{ Params: IdParams; Body: PublisherPatchBody }>(
    '/publishers/:id',
    {
      ...adminWrite,
      schema: {
        params: idParamsSchema,
        body: publisherPatchBodySchema,
        response: { 200: responseSchema(adminPublisherResponseSchema) },
      },
    },
    async (request) => {
      const id = requireUuid(request.params.id, 'Publisher');
      const { user } = await auth.requireAdmin(request);
      const publisher = await audited(db, user, { entity: 'publisher', action: 'update', id }, (tx) =>
        updatePublisher(tx, id, request.body),
      );
      if (!publisher) throw notFound('Publisher');
      return { publisher };
    },
  );

  for (const publish of [false, true]) {
    const action = publish ? 'publish' : 'unpublish';
    const authorHandler = async (request: FastifyRequest<{ Params: IdParams }>) => {
      const id = requireUuid(request.params.id, 'Author');
      const { user } = await auth.requireAdmin(request);
      settle(
        await audited(db, user, { entity: 'author', action, id }, (tx) =>
          setCreatorPublished(tx, 'author', id, publish),
        ),
        'Author',
      );
      const author = await findAdminAuthor(db, id);
      if (!author) throw notFound('Author');
      return { author };
    };
    const publisherHandler = async (request: FastifyRequest<{ Params: IdParams }>) => {
      const id = requireUuid(request.params.id, 'Publisher');
      const { user } = await auth.requireAdmin(request);
      settle(
        await audited(db, user, { entity: 'publisher', action, id }, (tx) =>
          setCreatorPublished(tx, 'publisher', id, publish),
        ),
        'Publisher',
      );
      const publisher = await findAdminPublisher(db, id);
      if (!publisher) throw notFound('Publisher');
      return { publisher };
    };
    const authorOptions = {
      ...adminWrite,
      schema: { params: idParamsSchema, response: { 200: responseSchema(adminAuthorResponseSchema) } },
    };
    const publisherOptions = {
      ...adminWrite,
      schema: { params: idParamsSchema, response: { 200: responseSchema(adminPublisherResponseSchema) } },
    };
    if (publish) {
      app.post<{ Params: IdParams }>('/authors/:id/publish', authorOptions, authorHandler);
      app.post<{ Params: IdParams }>('/publishers/:id/publish', publisherOptions, publisherHandler);
    } else {
      app.delete<{ Params: IdParams }>('/authors/:id', authorOptions, authorHandler);
      app.delete<{ Params: IdParams }>('/publishers/:id', publisherOptions, publisherHandler);
    }
  }
};
