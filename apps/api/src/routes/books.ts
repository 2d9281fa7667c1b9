import {
  type BooksQuery,
  bookResponseSchema,
  booksAnswerSchema,
  booksQuerySchema,
  booksResponseSchema,
  type CommentBookBody,
  categoryWithSubcategories,
  commentBookBodySchema,
  commentResponseSchema,
  messages,
  type NewBookBody,
  newBookBodySchema,
  newBookResponseSchema,
  popularBooksQuerySchema,
  type RateBookBody,
  rateBookBodySchema,
  rateBookResponseSchema,
  relatedBooksResponseSchema,
} from '@bookshop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { BookLists } from '../book-lists/book-lists';
import { audited } from '../db/audit';
import { findAuthor } from '../db/authors';
import {
  BOOKS_ISBN_INDEX,
  bookExists,
  createBook,
  findBook,
  isUniqueViolation,
  listNewBooks,
  listPopularBooks,
} from '../db/books';
import { addComment, listBookComments } from '../db/comments';
import { findPublisher } from '../db/publishers';
import { rateBook, ratingSummary } from '../db/ratings';
import { bodyLimits } from '../http/body';
import { HttpError, isbnTaken, notFound, requireUuid } from '../http/errors';
import { responseSchema } from '../http/schemas';
import { guards, type RouteOptions } from './options';

// Ids are UUIDs, which PostgreSQL reads in any case: one spelling, so that one book is one cached answer.
export const idParamsSchema = z.object({ id: z.string().toLowerCase() });

/**
 * The book index is filled when readiness is first asked (`/readyz`, a balancer's check) or at the
 * first list; filling it this long after start anyway spares that reader the wait (seconds at 100,000
 * books on a cold embedded database) without holding up the first answers the server gives.
 */
const FILL_BOOK_INDEX_AFTER_MS = 3000;
type IdParams = z.infer<typeof idParamsSchema>;

export interface BooksRouteOptions extends RouteOptions {
  /** The lists of books (category and search pages); the header's live search reads them too. */
  lists: BookLists;
}

export const booksRoutes: FastifyPluginAsync<BooksRouteOptions> = async (
  app,
  { db, auth, lists, languages },
) => {
  const guard = guards(auth);
  let filling: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    filling = setTimeout(() => void lists.fill(), FILL_BOOK_INDEX_AFTER_MS).unref();
  });
  app.addHook('onClose', async () => clearTimeout(filling));

  async function requireBook(id: string): Promise<string> {
    if (!(await bookExists(db, requireUuid(id, 'Book')))) throw notFound('Book');
    return id;
  }

  app.get<{ Querystring: BooksQuery }>(
    '/books',
    {
      config: { readCache: 'everyone' },
      preValidation: languages.check('query', 'readerLanguage'),
      schema: { querystring: booksQuerySchema, response: { 200: responseSchema(booksAnswerSchema) } },
    },
    async (request) => {
      const query = request.query;
      // A page of a list (category or search, sorted, filtered, with its facets): src/book-lists.
      if (query.kind === 'list') return lists.page(query.list);
      // The SPEC's call: the newest books; a top category stands for all its subcategories.
      const categories = query.category ? categoryWithSubcategories(query.category) : undefined;
      return { books: await listNewBooks(db, query.limit, categories) };
    },
  );

  app.get<{ Params: IdParams }>(
    '/books/:id/related',
    {
      config: { readCache: 'everyone' },
      schema: { params: idParamsSchema, response: { 200: responseSchema(relatedBooksResponseSchema) } },
    },
    async (request) => {
      const related = await lists.related(requireUuid(request.params.id, 'Book'));
      if (!related) throw notFound('Book');
      return related;
    },
  );

  app.get<{ Querystring: { limit: number } }>(
    '/books/popular',
    {
      config: { readCache: 'everyone' },
      schema: {
        querystring: popularBooksQuerySchema,
        response: { 200: responseSchema(booksResponseSchema) },
      },
    },
    async (request) => ({ books: await listPopularBooks(db, request.query.limit) }),
  );

  app.get<{ Params: IdParams }>(
    '/books/:id',
    {
      // Signed-in readers get their own myRating, so only guests' pages are kept (http/read-cache.ts).
      config: { readCache: 'guests' },
      schema: { params: idParamsSchema, response: { 200: responseSchema(bookResponseSchema) } },
    },
    async (request) => {
      const id = requireUuid(request.params.id, 'Book');
      const book = await findBook(db, id);
      if (!book) throw notFound('Book');
      const signedIn = await auth.currentUser(request);
      const [{ myRating }, comments] = await Promise.all([
        ratingSummary(db, id, signedIn?.user.id),
        listBookComments(db, id, signedIn?.user.id),
      ]);
      return { book: { ...book, myRating, comments } };
    },
  );

  app.post<{ Body: NewBookBody }>(
    '/books',
    {
      // Before the body is read: only an admin's may be this large.
      onRequest: guard.admin,
      bodyLimit: bodyLimits.admin,
      config: { changesCatalogue: true },
      schema: { body: newBookBodySchema, response: { 201: responseSchema(newBookResponseSchema) } },
    },
    async (request, reply) => {
      const { author, publisher } = request.body;
      const [knownAuthor, knownPublisher] = await Promise.all([
        findAuthor(db, author),
        findPublisher(db, publisher),
      ]);
      const fields: Record<string, string> = {};
      if (!knownAuthor) fields.author = messages.authorUnknown;
      if (!knownPublisher) fields.publisher = messages.publisherUnknown;
      if (Object.keys(fields).length > 0) {
        throw new HttpError(400, 'invalidInput', 'Some fields are not valid', fields);
      }
      const { user } = await auth.requireAdmin(request);
      const book = await audited(
        db,
        user,
        { entity: 'book', action: 'create', createdId: (created: { _id: string }) => created._id },
        (tx) => createBook(tx, request.body),
      ).catch((error: unknown) => {
        throw isUniqueViolation(error, BOOKS_ISBN_INDEX) ? isbnTaken() : error;
      });
      return reply.status(201).send({ book });
    },
  );

  app.post<{ Params: IdParams; Body: RateBookBody }>(
    '/books/:id/rate-book',
    {
      preValidation: guard.signedIn,
      config: { changesCatalogue: true },
      schema: {
        params: idParamsSchema,
        body: rateBookBodySchema,
        response: { 200: responseSchema(rateBookResponseSchema) },
      },
    },
    async (request) => {
      const { user } = await auth.requireUser(request);
      const bookId = await requireBook(request.params.id);
      await rateBook(db, user.id, bookId, request.body.rating);
      return ratingSummary(db, bookId, user.id);
    },
  );

  app.post<{ Params: IdParams; Body: CommentBookBody }>(
    '/books/:id/comment-book',
    {
      preValidation: guard.signedIn,
      config: { changesCatalogue: true },
      schema: {
        params: idParamsSchema,
        body: commentBookBodySchema,
        response: { 201: responseSchema(commentResponseSchema) },
      },
    },
    async (request, reply) => {
      const { user } = await auth.requireUser(request);
      const bookId = await requireBook(request.params.id);
      // Stored and sent as plain text: escaping is the job of whoever renders it as HTML.
      const comment = await addComment(db, user.id, bookId, request.body.text);
      return reply.status(201).send({ comment });
    },
  );
};
