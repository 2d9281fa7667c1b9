import {
  messages,
  WISHLIST_MAX_BOOKS,
  wishlistApiPaths,
  wishlistResponseSchema,
  wishlistToBasketResponseSchema,
} from '@bookshop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { listBasket } from '../db/basket';
import { bookExists } from '../db/books';
import { forgetForLater, keepForLater, listWishlist, moveToBasket } from '../db/wishlist';
import { HttpError, notFound, requireUuid, stockRefused } from '../http/errors';
import { responseSchema } from '../http/schemas';
import { guards, type RouteOptions } from './options';

const bookParamsSchema = z.object({ bookId: z.string().toLowerCase() });
type BookParams = z.infer<typeof bookParamsSchema>;

/**
 * "Para después" (issue 37): the signed-in reader's books kept for later. Every call needs a session
 * (a guest gets the contract's 401); each answers the whole list.
 */
export const wishlistRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db, auth }) => {
  const guard = guards(auth);
  const wishlistResponse = { 200: responseSchema(wishlistResponseSchema) };

  app.get(
    wishlistApiPaths.wishlist(),
    {
      preValidation: guard.signedIn,
      schema: {
        summary: 'The signed-in reader’s books kept for later, newest first',
        response: wishlistResponse,
      },
    },
    async (request) => {
      const { user } = await auth.requireUser(request);
      return { wishlist: await listWishlist(db, user.id) };
    },
  );

  app.put<{ Params: BookParams }>(
    '/wishlist/:bookId',
    {
      preValidation: guard.signedIn,
      schema: {
        summary: `Keeps a published book for later; again changes nothing. At most ${WISHLIST_MAX_BOOKS} books (409 \`wishlistFull\`)`,
        params: bookParamsSchema,
        response: wishlistResponse,
      },
    },
    async (request) => {
      const { user } = await auth.requireUser(request);
      const bookId = requireUuid(request.params.bookId, 'Book');
      if (!(await bookExists(db, bookId))) throw notFound('Book');
      if ((await keepForLater(db, user.id, bookId)) === 'full') {
        throw new HttpError(
          409,
          messages.wishlistFull,
          `At most ${WISHLIST_MAX_BOOKS} books can be kept for later`,
        );
      }
      return { wishlist: await listWishlist(db, user.id) };
    },
  );

  app.delete<{ Params: BookParams }>(
    '/wishlist/:bookId',
    {
      preValidation: guard.signedIn,
      schema: {
        summary: 'Forgets a book kept for later; a book not kept changes nothing',
        params: bookParamsSchema,
        response: wishlistResponse,
      },
    },
    async (request) => {
      const { user } = await auth.requireUser(request);
      await forgetForLater(db, user.id, requireUuid(request.params.bookId, 'Book'));
      return { wishlist: await listWishlist(db, user.id) };
    },
  );

  app.post<{ Params: BookParams }>(
    '/wishlist/:bookId/to-basket',
    {
      preValidation: guard.signedIn,
      schema: {
        summary:
          'One copy of a kept book into the basket and out of the list, in one transaction; the basket’s rules hold (409 `notEnoughStock` or `bookWithdrawn` naming the book in `error.books`, and the book stays kept)',
        params: bookParamsSchema,
        response: { 200: responseSchema(wishlistToBasketResponseSchema) },
      },
    },
    async (request) => {
      const { user } = await auth.requireUser(request);
      const moved = await moveToBasket(db, user.id, requireUuid(request.params.bookId, 'Book'));
      if (moved === 'notKept') throw notFound('Book kept for later');
      if (moved !== 'moved') throw stockRefused(moved.refused);
      const [wishlist, basketBooks] = await Promise.all([listWishlist(db, user.id), listBasket(db, user.id)]);
      return { wishlist, basketBooks };
    },
  );
};
