import { z } from 'zod';
import { bookSchema, newBookBodySchema } from './books';
import { BOOK_LIST_PAGE_MAX, BOOK_LIST_PAGE_SIZE_MAX } from './constants';
import { authorSchema, newAuthorBodySchema, newPublisherBodySchema, publisherSchema } from './creators';
import { type AdminStockFilter, adminStockFilters } from './stock';

// The back office (issue 20): admins edit, unpublish and publish again what the add forms created.

/** A change to a book: any fields of the add form, checked as the add form checks them. */
export const bookPatchBodySchema = newBookBodySchema.partial();
export type BookPatchBody = z.infer<typeof bookPatchBodySchema>;
export const authorPatchBodySchema = newAuthorBodySchema.partial();
export type AuthorPatchBody = z.infer<typeof authorPatchBodySchema>;
export const publisherPatchBodySchema = newPublisherBodySchema.partial();
export type PublisherPatchBody = z.infer<typeof publisherPatchBodySchema>;

/** What the back office sees of a book: the shop's fields and whether the shop shows it. */
export const adminBookSchema = bookSchema.extend({ published: z.boolean() });
export type AdminBook = z.infer<typeof adminBookSchema>;
export const adminAuthorSchema = authorSchema.extend({ published: z.boolean() });
export type AdminAuthor = z.infer<typeof adminAuthorSchema>;
export const adminPublisherSchema = publisherSchema.extend({ published: z.boolean() });
export type AdminPublisher = z.infer<typeof adminPublisherSchema>;

/** Answers of PATCH, DELETE (unpublish) and POST .../publish. */
export const adminBookResponseSchema = z.object({ book: adminBookSchema });
export type AdminBookResponse = z.infer<typeof adminBookResponseSchema>;
export const adminAuthorResponseSchema = z.object({ author: adminAuthorSchema });
export type AdminAuthorResponse = z.infer<typeof adminAuthorResponseSchema>;
export const adminPublisherResponseSchema = z.object({ publisher: adminPublisherSchema });
export type AdminPublisherResponse = z.infer<typeof adminPublisherResponseSchema>;

export const ADMIN_BOOKS_PAGE_SIZE = 20;
export const adminBookSorts = ['newest', 'name', 'price', 'year', 'stock'] as const;
export type AdminBookSort = (typeof adminBookSorts)[number];

/** `GET /admin/books`: every book, published or not, by name (either language), a page at a time. */
export const adminBooksQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  published: z.enum(['yes', 'no']).optional(),
  /** Only books with few copies (`low`, fewest first) or none (`out`). */
  stock: z.enum(adminStockFilters).optional(),
  sort: z.enum(adminBookSorts).default('newest'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(BOOK_LIST_PAGE_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(BOOK_LIST_PAGE_SIZE_MAX).default(ADMIN_BOOKS_PAGE_SIZE),
});
/** The question as a client asks it (defaults may be left out). */
export interface AdminBooksQuery {
  q?: string;
  published?: 'yes' | 'no';
  stock?: AdminStockFilter;
  sort?: AdminBookSort;
  direction?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}
export const adminBooksResponseSchema = z.object({
  books: z.array(adminBookSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminBooksResponse = z.infer<typeof adminBooksResponseSchema>;

/** `POST /uploads`: where the stored image is, and each width made of it (for `srcset`). */
export const uploadKinds = ['cover', 'photo', 'profile'] as const;
export type UploadKind = (typeof uploadKinds)[number];
export const uploadResponseSchema = z.object({
  url: z.string(),
  srcset: z.array(z.object({ url: z.string(), width: z.number().int() })),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
/** Largest image accepted by `POST /uploads`. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
