import { basketResponseSchema } from '@bookshop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { addToBasket, listBasket, removeFromBasket } from '../db/basket';
import { bookExists } from '../db/books';
import { refusedBooks } from '../db/stock';
import { notFound, requireUuid, stockRefused } from '../http/errors';
import { responseSchema } from '../http/schemas';
import { idParamsSchema } from './books';
import { guards, type RouteOptions } from './options';

/** The signed-in reader's server basket; every answer is the whole basket. */
export const basketRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db, auth }) => {
  const guard = guards(auth);
  const basketResponse = { 200: responseSchema(basketResponseSchema) };

  // An unpublished book cannot be added (addToBasket), but one already in a basket can still be taken out.
  async function requireAnyBook(id: string): Promise<string> {
    if (!(await bookExists(db, requireUuid(id, 'Book'), { evenUnpublished: true }))) throw notFound('Book');
    return id;
  }

  app.get(
    '/books/get-basket-books',
    { preValidation: guard.signedIn, schema: { response: basketResponse } },
    async (request) => {
      const { user } = await auth.requireUser(request);
      return { basketBooks: await listBasket(db, user.id) };
    },
  );

  // POST, not the SPEC's GET: state never changes on GET (ARCHITECTURE "Deliberate changes").
  app.post<{ Params: { id: string } }>(
    '/books/:id/add-book-to-basket',
    {
      preValidation: guard.signedIn,
      schema: {
        summary:
          'One more copy in the basket; never more than the book’s stock (409 `notEnoughStock` naming the book in `error.books`)',
        params: idParamsSchema,
        response: basketResponse,
      },
    },
    async (request) => {
      const { user } = await auth.requireUser(request);
      const bookId = requireUuid(request.params.id, 'Book');
      // Whether the shop shows the book is found by the same statement that adds the copy.
      const added = await addToBasket(db, user.id, bookId);
      if (added === 'unknown') throw notFound('Book');
      if (added === 'refused') throw stockRefused(await refusedBooks(db, [{ bookId, count: 1 }]));
      return { basketBooks: await listBasket(db, user.id) };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/books/:id/remove-book-from-basket',
    { preValidation: guard.signedIn, schema: { params: idParamsSchema, response: basketResponse } },
    async (request) => {
      const { user } = await auth.requireUser(request);
      await removeFromBasket(db, user.id, await requireAnyBook(request.params.id));
      return { basketBooks: await listBasket(db, user.id) };
    },
  );
};
