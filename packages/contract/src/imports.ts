import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from './admin';
import { messages } from './messages';

// Catalogue imports (issue 38): an admin sends an ONIX 3.0 feed or a CSV file; the server imports it
// in the background, one record at a time, upserting books by ISBN, and says how far it got.

/** What a feed may be: ONIX for Books 3.0 (reference or short tags) or CSV with the shop's columns. */
export const importFormats = ['onix', 'csv'] as const;
export type ImportFormat = (typeof importFormats)[number];

/** `running` until every record was read, then `done`; `failed` when the file could not be read on. */
export const importStatuses = ['running', 'done', 'failed', 'cancelled'] as const;
export type ImportStatus = (typeof importStatuses)[number];

/** The largest feed accepted: a million ONIX records fit. */
export const IMPORT_MAX_BYTES = 4 * 1024 ** 3;
/**
 * How long an admin's feed may take to reach the server: the largest at 1 MB/s (an office's upload
 * line), 68 minutes, where any other call has seconds. The server gives it once it knows the admin;
 * the back office waits as long.
 */
export const IMPORT_ARRIVAL_MS = (IMPORT_MAX_BYTES / 2 ** 20) * 1000;
/** Errors an import's answer shows; the download has every one kept. */
export const IMPORT_ERRORS_SHOWN = 100;
/** Errors kept of one import (past it, only counted): a wrong feed must not fill the database. */
export const IMPORT_ERRORS_KEPT = 10_000;

/**
 * The columns of an import's CSV, by header name (any order; `isbn`, `title`, `author`, `publisher`,
 * `price` required). Several subject codes are split by `;` (`FBA;FIC019000`).
 */
export const importCsvColumns = [
  'isbn',
  'title',
  'subtitle',
  'author',
  'publisher',
  'language',
  'year',
  'pages',
  'price',
  'description',
  'subjects',
  'format',
  'translator',
  'series',
  'series_number',
  'stock',
] as const;

/** A record that could not be imported, and why: its place (`record 12`, its ISBN when read) and field. */
export const importErrorSchema = z.object({
  /** The record's number in the file (from 1) and, when it had one, its ISBN or reference. */
  record: z.string(),
  /** The field at fault, in the shop's names (`isbn`, `price`...), or `record` for the record itself. */
  field: z.string(),
  /** A code of the contract's `messages`: clients say it in their reader's language. */
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

export const catalogueImportSchema = z.object({
  id: z.string(),
  status: z.enum(importStatuses),
  format: z.enum(importFormats),
  fileName: z.string(),
  /** Records in the file; null until the file was counted. */
  total: z.number().int().nonnegative().nullable(),
  /** Records read so far, imported or not. */
  done: z.number().int().nonnegative(),
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  /** The first errors (IMPORT_ERRORS_SHOWN), in the file's order. */
  errors: z.array(importErrorSchema),
  errorCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type CatalogueImport = z.infer<typeof catalogueImportSchema>;

/** `POST /admin/imports` (202): the new import, running. */
export const newImportResponseSchema = z.object({ import: z.object({ id: z.string() }) });
export const importResponseSchema = z.object({ import: catalogueImportSchema });
export type ImportResponse = z.infer<typeof importResponseSchema>;
/** `GET /admin/imports`: the newest imports first (their errors left out). */
export const importsResponseSchema = z.object({
  imports: z.array(catalogueImportSchema.omit({ errors: true })),
});
export type ImportsResponse = z.infer<typeof importsResponseSchema>;
export const IMPORTS_LISTED = ADMIN_PAGE_SIZE;
/** `GET /admin/imports/:id/errors`: every error kept, for the download. */
export const importErrorsResponseSchema = z.object({
  errors: z.array(importErrorSchema),
  errorCount: z.number().int().nonnegative(),
});
export type ImportErrorsResponse = z.infer<typeof importErrorsResponseSchema>;

/** Why a feed was refused whole (the `file` field of a 400 or 413). */
export const importFileRefusals = [messages.importFileUnsupported, messages.importFileTooLarge] as const;

/** The import calls (under `/api`), for the server, its tests and the back office. */
export const importApiPaths = {
  /** POST (multipart `file`) starts one; GET lists the newest. */
  imports: () => '/admin/imports',
  import: (id: string) => `/admin/imports/${encodeURIComponent(id)}`,
  errors: (id: string) => `/admin/imports/${encodeURIComponent(id)}/errors`,
  cancel: (id: string) => `/admin/imports/${encodeURIComponent(id)}/cancel`,
} as const;
