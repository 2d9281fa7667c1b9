import { z } from 'zod';
import { bookSchema } from './books';
import { idSchema, imageUrlSchema, localisedSchema, requiredLocalisedSchema } from './common';

// Creators: the authors and publishers of the catalogue's books, the one word for both kinds
// everywhere (contract, data layer, API, shop).

/** An author; lists are sorted by English name. */
export const authorSchema = z.object({
  _id: idSchema,
  name: localisedSchema,
  biography: localisedSchema,
  image: z.string(),
});
export type Author = z.infer<typeof authorSchema>;

/** A publishing house; lists are sorted by English name. */
export const publisherSchema = z.object({
  _id: idSchema,
  name: localisedSchema,
  information: localisedSchema,
  image: z.string(),
});
export type Publisher = z.infer<typeof publisherSchema>;

export const authorsResponseSchema = z.object({ authors: z.array(authorSchema) });
/** `GET /authors/:id`: the author and their books, newest first. */
export const authorResponseSchema = z.object({ author: authorSchema, books: z.array(bookSchema) });
export const publishersResponseSchema = z.object({ publishers: z.array(publisherSchema) });
/** `GET /publishers/:id`: the publisher and its books, newest first. */
export const publisherResponseSchema = z.object({ publisher: publisherSchema, books: z.array(bookSchema) });

/** `POST /authors` (admin): all five fields required (SPEC section 5). */
export const newAuthorBodySchema = z.strictObject({
  name: requiredLocalisedSchema(200),
  biography: requiredLocalisedSchema(5000),
  image: imageUrlSchema,
});
export type NewAuthorBody = z.infer<typeof newAuthorBodySchema>;

/** `POST /publishers` (admin): all five fields required (SPEC section 5). */
export const newPublisherBodySchema = z.strictObject({
  name: requiredLocalisedSchema(200),
  information: requiredLocalisedSchema(5000),
  image: imageUrlSchema,
});
export type NewPublisherBody = z.infer<typeof newPublisherBodySchema>;

/** Answers of the admin creations. */
export const newAuthorResponseSchema = z.object({ author: authorSchema });
export const newPublisherResponseSchema = z.object({ publisher: publisherSchema });
export const newBookResponseSchema = z.object({ book: bookSchema });
