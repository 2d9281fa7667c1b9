import { asc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Names in the order a reader expects (SPEC: authors and publishers are sorted by English name): by
 * Unicode's collation, ICU's root locale, where letters come before their accents and case
 * ("Cátedra" before "Crítica", "Félix" before "Friedrich", "Miguel de Cervantes" before "Miguel
 * Delibes"), then by code point and id so that the order is total. PostgreSQL and PGlite both have
 * the `und-x-icu` collation and order alike.
 */
export function byEnglishName(name: PgColumn, id: PgColumn): SQL[] {
  return [sql`${name} collate "und-x-icu"`, sql`${name} collate "C"`, asc(id)];
}
