import { z } from 'zod';
import { basketEntrySchema } from './basket';
import { idSchema, localisedSchema, moneySchema } from './common';

// "Para después" (issue 37): books a signed-in reader keeps for later, moved to the basket in one tap.

/** A reader keeps at most this many books for later; one more is refused with `wishlistFull`. */
export const WISHLIST_MAX_BOOKS = 200;

/** A book kept for later: what its line in the account shows (cover, title, price, stock). */
export const wishlistEntrySchema = z.object({
  book: z.object({
    _id: idSchema,
    name: localisedSchema,
    price: moneySchema,
    image: z.string(),
    /** Copies the shop can sell now: 0 cannot go to the basket. */
    stock: z.number().int().nonnegative(),
  }),
  addedAt: z.string(),
});
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;

/** Answer of get, add and remove: the whole list, newest first. */
export const wishlistResponseSchema = z.object({ wishlist: z.array(wishlistEntrySchema) });
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

/** Answer of "to the basket": both lists as they are after the move. */
export const wishlistToBasketResponseSchema = z.object({
  wishlist: z.array(wishlistEntrySchema),
  basketBooks: z.array(basketEntrySchema),
});
export type WishlistToBasketResponse = z.infer<typeof wishlistToBasketResponseSchema>;
