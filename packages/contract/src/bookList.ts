import { z } from 'zod';
import { type BookListQuery, isBookListRequest, withBookListDefaults } from './bookListParams';
import { bookSchema, categorySchema } from './books';
import type { Category } from './categories';
import { languageSchema, moneySchema } from './common';
import {
  BOOK_LIST_PAGE_MAX,
  BOOK_LIST_PAGE_SIZE_MAX,
  BOOK_SORTS,
  BOOKS_LIMIT_MAX,
  NEW_BOOKS_LIMIT,
} from './constants';
import { searchResultSchema } from './search';

/**
 * Why a list's query was refused (`error.fields`). Not among the `messages` the shop translates: the
 * shop reads its own addresses leniently (`readBookListSearch`) and never sends such a query.
 */
export const bookListMessages = {
  minRatingInvalid: 'Minimum rating must be from 0 to 5 in steps of 0.5',
  rangeReversed: 'Must not be less than the minimum',
  limitWithPages: 'limit gives the newest books; a page of a list is asked with page and pageSize',
  relevanceNeedsText: 'Best match needs a search text (q)',
} as const;

/**
 * A number as a query string carries it: plain decimal digits, so '', '1e3', '0x10' and ' 5' are
 * refused rather than read as 0, 1000, 16 and 5.
 */
const queryNumber = <T extends z.ZodType<number>>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? Number(value) : value),
    schema,
  );

const yearSchema = z.number().int().min(0).max(9999);

/** Each parameter of a list of books (`BookListQuery`), none required. */
const bookListFields = {
  category: z.string().pipe(categorySchema).optional(),
  q: z.string().trim().min(1).max(100).optional(),
  sort: z.enum(BOOK_SORTS).optional(),
  readerLanguage: languageSchema.optional(),
  language: z.string().trim().min(1).max(40).optional(),
  minPrice: queryNumber(moneySchema).optional(),
  maxPrice: queryNumber(moneySchema).optional(),
  minYear: queryNumber(yearSchema).optional(),
  maxYear: queryNumber(yearSchema).optional(),
  minRating: queryNumber(
    z
      .number()
      .min(0)
      .max(5)
      .refine((rating) => Number.isInteger(rating * 2), bookListMessages.minRatingInvalid),
  ).optional(),
  page: queryNumber(z.number().int().min(1).max(BOOK_LIST_PAGE_MAX)).optional(),
  pageSize: queryNumber(z.number().int().min(1).max(BOOK_LIST_PAGE_SIZE_MAX)).optional(),
};

type BookListFields = z.output<z.ZodObject<typeof bookListFields>>;

/** What no single parameter can say wrong: a range upside down, a best match without a text. */
function checkBookList(query: BookListFields, context: z.RefinementCtx): void {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.maxPrice < query.minPrice) {
    context.addIssue({ code: 'custom', path: ['maxPrice'], message: bookListMessages.rangeReversed });
  }
  if (query.minYear !== undefined && query.maxYear !== undefined && query.maxYear < query.minYear) {
    context.addIssue({ code: 'custom', path: ['maxYear'], message: bookListMessages.rangeReversed });
  }
  if (query.sort === 'relevance' && query.q === undefined) {
    context.addIssue({ code: 'custom', path: ['sort'], message: bookListMessages.relevanceNeedsText });
  }
}

/**
 * One page of a list of books: a category's or a search's, sorted and filtered. The API reads it, the
 * data layer builds its address from it (`bookListApiPath`) and the shop keeps it in its own address
 * (`bookListSearch`, `readBookListSearch`).
 */
export const bookListQuerySchema = z
  .strictObject(bookListFields)
  .superRefine(checkBookList)
  .transform((query): BookListQuery => withBookListDefaults(query));

/**
 * Query of `GET /books`: the SPEC's newest books (`limit`, `category`: `{ books }`), or, with any other
 * parameter, a page of a list (`{ books, total, page, pageSize, facets }`). `limit` belongs to the
 * first only.
 */
export const booksQuerySchema = z
  .strictObject({
    limit: z.coerce.number().int().min(1).max(BOOKS_LIMIT_MAX).optional(),
    ...bookListFields,
  })
  .superRefine((query, context) => {
    checkBookList(query, context);
    if (query.limit !== undefined && isBookListRequest(query)) {
      context.addIssue({ code: 'custom', path: ['limit'], message: bookListMessages.limitWithPages });
    }
  })
  .transform(
    ({ limit, ...query }): BooksQuery =>
      isBookListRequest(query)
        ? { kind: 'list', list: withBookListDefaults(query) }
        : { kind: 'newest', limit: limit ?? NEW_BOOKS_LIMIT, category: query.category },
  );
export type BooksQuery =
  | { kind: 'newest'; limit: number; category?: Category }
  | { kind: 'list'; list: BookListQuery };

const countSchema = z.number().int().nonnegative();

/**
 * How many books each choice of a filter would leave, each counted with every other filter applied
 * but its own (so choosing another language shows what that language holds under the same price).
 */
export const bookFacetsSchema = z.object({
  /** Book languages with books, most books first, and the asked one even without. */
  languages: z.array(z.object({ language: z.string(), count: countSchema })),
  /**
   * Without a category: the top categories. For a top category: its subcategories; for a
   * subcategory: its siblings, itself among them. In the category tree's order, empty ones too.
   */
  categories: z.array(z.object({ category: categorySchema, count: countSchema })),
  /** The cheapest and dearest book the other filters leave; null when they leave none. */
  price: z.object({ min: moneySchema, max: moneySchema }).nullable(),
  year: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** Books rated at least each step of RATING_FILTER_STEPS (and the asked minimum), best first. */
  ratings: z.array(z.object({ minRating: z.number(), count: countSchema })),
});
export type BookFacets = z.infer<typeof bookFacetsSchema>;

/** A page of a category's list: its books, how many there are in all, and the facets. */
export const bookListResponseSchema = z.object({
  books: z.array(bookSchema),
  total: countSchema,
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  facets: bookFacetsSchema,
});
export type BookListResponse = z.infer<typeof bookListResponseSchema>;

/** A page of a search's books (`GET /books?q=`). */
export const bookSearchResponseSchema = bookListResponseSchema.extend({
  /** The book whose name is closest to the text, when no book matched it ("did you mean ...?"). */
  suggestion: searchResultSchema.nullable(),
  /** More books matched than a search ranks (SEARCH_BOOKS_MAX): `total` counts the ones ranked. */
  truncated: z.boolean(),
});
export type BookSearchResponse = z.infer<typeof bookSearchResponseSchema>;

/** Every answer of `GET /books`, for the route's serialiser: the SPEC's `{ books }` or a page. */
export const booksAnswerSchema = bookSearchResponseSchema.partial().required({ books: true });

/** `GET /books/:id/related`: the shelves of a book page, neither holding the book itself. */
export const relatedBooksResponseSchema = z.object({
  /** The author's other books, newest first. */
  byAuthor: z.array(bookSchema),
  /** Other authors' books sharing a category with it, newest first. */
  sameCategory: z.array(bookSchema),
});
export type RelatedBooksResponse = z.infer<typeof relatedBooksResponseSchema>;
