import { z } from 'zod';
import { allCategories, type Category } from './categories';
import { commentSchema } from './comments';
import { idSchema, imageUrlSchema, localisedSchema, moneySchema, requiredLocalisedSchema } from './common';
import { BOOKS_LIMIT_MAX, POPULAR_BOOKS_LIMIT } from './constants';
import { bookFormats, readIsbn } from './isbn';
import { messages } from './messages';
import { STOCK_MAX } from './stock';

/** A book's stock as an admin sets it: a whole number of copies, 0 or more. */
export const stockSchema = z
  .number({ error: messages.stockInvalid })
  .int(messages.stockInvalid)
  .min(0, messages.stockInvalid)
  .max(STOCK_MAX, messages.stockInvalid);

/**
 * An ISBN as an admin or a feed gives it: ISBN-13 or ISBN-10, hyphens and spaces allowed; becomes the
 * ISBN-13's 13 digits. A wrong check digit (or anything but 10 or 13 digits) is `isbnInvalid`.
 */
export const isbnSchema = z
  .string({ error: messages.isbnInvalid })
  .max(40, messages.isbnInvalid)
  .transform((text, context) => {
    const read = readIsbn(text);
    if ('isbn' in read) return read.isbn;
    context.addIssue({ code: 'custom', message: messages.isbnInvalid });
    return z.NEVER;
  });

/** A name on an edition (its translator, its series), when it has one. */
const editionNameSchema = z.string().trim().min(1, messages.fieldRequired).max(300);

/** One of the shop's categories (kept here, not in the category tree, which the first load reads without zod). */
export const categorySchema = z.enum(allCategories as [Category, ...Category[]]);

/** A book's author or publisher, as the book names it. */
export const creatorRefSchema = z.object({
  _id: idSchema,
  name: localisedSchema,
});
export type CreatorRef = z.infer<typeof creatorRefSchema>;

/** A book as the API sends it (ARCHITECTURE "Shapes the SPEC leaves open"). */
export const bookSchema = z.object({
  _id: idSchema,
  name: localisedSchema,
  title: localisedSchema,
  info: localisedSchema,
  image: z.string(),
  category: z.array(categorySchema),
  author: creatorRefSchema,
  publisher: creatorRefSchema,
  pagesCount: z.number().int(),
  language: z.string(),
  year: z.number().int(),
  price: moneySchema,
  averageRating: z.number().min(0).max(5),
  ratingsCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  /** Copies the shop can sell now (`stockState` says what the shop shows of it). */
  stock: z.number().int().nonnegative(),
  // The edition (issue 38): what shoppers look for beside the name. Null when not known.
  /** ISBN-13, 13 digits without hyphens. */
  isbn: z.string().nullable(),
  format: z.enum(bookFormats).nullable(),
  translator: z.string().nullable(),
  series: z.string().nullable(),
  /** The book's place in its series. */
  seriesNumber: z.number().int().nullable(),
});
export type Book = z.infer<typeof bookSchema>;

/** `GET /books/:id` adds the reader's own rating (null for guests) and the comments, newest first. */
export const bookDetailsSchema = bookSchema.extend({
  myRating: z.number().min(0.5).max(5).nullable(),
  comments: z.array(commentSchema),
});
export type BookDetails = z.infer<typeof bookDetailsSchema>;

/** Query of `GET /books/popular`. */
export const popularBooksQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(BOOKS_LIMIT_MAX).default(POPULAR_BOOKS_LIMIT),
});

export const booksResponseSchema = z.object({ books: z.array(bookSchema) });
export type BooksResponse = z.infer<typeof booksResponseSchema>;

export const bookResponseSchema = z.object({ book: bookDetailsSchema });

const currentYear = new Date().getFullYear();

/** `POST /books` (admin): SPEC section 5's required fields. */
export const newBookBodySchema = z.strictObject({
  name: requiredLocalisedSchema(300),
  title: requiredLocalisedSchema(300).optional(),
  info: requiredLocalisedSchema(5000),
  image: imageUrlSchema,
  category: z
    .array(categorySchema, { error: messages.categoryUnknown })
    .min(1, messages.fieldRequired)
    .max(10),
  author: z.uuid({ error: messages.fieldRequired }),
  publisher: z.uuid({ error: messages.fieldRequired }),
  pagesCount: z.number().int().min(1).max(20_000),
  language: z.string().trim().min(1, messages.fieldRequired).max(40),
  year: z
    .number()
    .int()
    .min(1000)
    .max(currentYear + 1),
  price: moneySchema
    .refine((price) => price > 0, { message: messages.priceInvalid })
    .refine((price) => price < 100_000),
  /** Copies to sell; 10 when not given (the SPEC's add form has no such field), until an admin counts them. */
  stock: stockSchema.optional(),
  // The edition (issue 38): optional in the SPEC's add form, checked when given; null clears one.
  /** Unique among the shop's books (409 `isbnAlreadyUsed` naming `isbn`). */
  isbn: isbnSchema.nullable().optional(),
  format: z.enum(bookFormats, { error: messages.formatUnknown }).nullable().optional(),
  translator: editionNameSchema.nullable().optional(),
  series: editionNameSchema.nullable().optional(),
  seriesNumber: z.number().int().min(1).max(100_000).nullable().optional(),
});
export type NewBookBody = z.infer<typeof newBookBodySchema>;

/** `POST /books/:id/rate-book`: 0.5 to 5 in halves; 0 removes the reader's rating. */
export const rateBookBodySchema = z.strictObject({
  rating: z
    .number({ error: messages.ratingInvalid })
    .min(0, messages.ratingInvalid)
    .max(5, messages.ratingInvalid)
    // Whole halves, checked exactly: zod's multipleOf lets a tiny number like 5e-324 through.
    .refine((rating) => Number.isInteger(rating * 2), messages.ratingInvalid),
});
export type RateBookBody = z.infer<typeof rateBookBodySchema>;

export const rateBookResponseSchema = z.object({
  averageRating: z.number().min(0).max(5),
  ratingsCount: z.number().int().nonnegative(),
  myRating: z.number().min(0.5).max(5).nullable(),
});
export type RateBookResponse = z.infer<typeof rateBookResponseSchema>;
