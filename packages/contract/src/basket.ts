import { z } from 'zod';
import { idSchema, localisedSchema, moneySchema } from './common';

/** A line of the server basket: the book and how many copies. */
export const basketEntrySchema = z.object({
  count: z.number().int().positive(),
  book: z.object({
    _id: idSchema,
    name: localisedSchema,
    price: moneySchema,
    image: z.string(),
    /** Copies the shop can sell now: the basket may not hold more. */
    stock: z.number().int().nonnegative(),
  }),
});
export type BasketEntry = z.infer<typeof basketEntrySchema>;

/** Answer of get-basket-books, add-book-to-basket and remove-book-from-basket: the whole basket. */
export const basketResponseSchema = z.object({ basketBooks: z.array(basketEntrySchema) });
export type BasketResponse = z.infer<typeof basketResponseSchema>;
