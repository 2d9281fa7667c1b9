import { z } from 'zod';
import { idSchema, languageSchema, localisedSchema } from './common';

/** `GET /search/:name/:language`. */
export const searchParamsSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  language: languageSchema,
});
export type SearchParams = z.infer<typeof searchParamsSchema>;

/** One found book, author or publisher: the name in every language; the shop shows the current one. */
export const searchResultSchema = z.object({ _id: idSchema, image: z.string(), name: localisedSchema });
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  books: z.array(searchResultSchema),
  authors: z.array(searchResultSchema),
  publishers: z.array(searchResultSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
