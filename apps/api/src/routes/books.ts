import { type BooksQuery, booksQuerySchema, booksResponseSchema } from '@bookshop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { listNewBooks } from '../db/books';
import type { Database } from '../db/client';
import { responseSchema } from '../http/schemas';

export const booksRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<{ Querystring: BooksQuery }>(
    '/books',
    {
      schema: {
        querystring: booksQuerySchema,
        response: { 200: responseSchema(booksResponseSchema) },
      },
    },
    async (request) => ({ books: await listNewBooks(db, request.query.limit) }),
  );
};
