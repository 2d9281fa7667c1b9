import type { AuditAction, AuditEntity, AuditEntry, AuditQuery, Localised } from '@bookshop/contract';
import { auditQuerySchema } from '@bookshop/contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { findAdminAuthor } from './authors';
import { findAdminBook } from './books';
import type { Database } from './client';
import { findAdminPublisher } from './publishers';
import { auditLog, authors, books, catalogueImports, comments, publishers, users } from './schema';

/**
 * The audit log (issue 20): every change an admin makes, written in the transaction of the change.
 * Routes call `audited` around the write; it reads what the entity looks like to the back office
 * before and after, and keeps only the fields that differ. A field added to what the back office reads
 * of a book (its stock, say) is recorded without touching this module.
 */

/** The admin making the change. */
export interface Actor {
  id: string;
  name: string;
  surname: string;
}

/** How the log names an entity and which of its fields it compares. */
interface Snapshot {
  label: Localised;
  fields: Record<string, unknown>;
}

/** What each kind of entity is, for the log: its row to lock and how to read it. */
interface EntityReader {
  lock: (tx: Database, id: string) => Promise<unknown>;
  read: (tx: Database, id: string) => Promise<Snapshot | undefined>;
}

/** Fields the back office shows but no admin changes (counted, computed or fixed at creation). */
const notAudited = new Set(['_id', 'averageRating', 'ratingsCount', 'createdAt', 'myRating', 'comments']);

function fieldsOf(entity: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(entity).filter(([key]) => !notAudited.has(key)));
}

const lockRow =
  (
    table:
      | typeof books
      | typeof authors
      | typeof publishers
      | typeof comments
      | typeof users
      | typeof catalogueImports,
  ) =>
  (tx: Database, id: string) =>
    tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');

const readers: Record<AuditEntity, EntityReader> = {
  book: {
    lock: lockRow(books),
    read: async (tx, id) => {
      const book = await findAdminBook(tx, id);
      return book && { label: book.name, fields: fieldsOf(book) };
    },
  },
  author: {
    lock: lockRow(authors),
    read: async (tx, id) => {
      const author = await findAdminAuthor(tx, id);
      return author && { label: author.name, fields: fieldsOf(author) };
    },
  },
  publisher: {
    lock: lockRow(publishers),
    read: async (tx, id) => {
      const publisher = await findAdminPublisher(tx, id);
      return publisher && { label: publisher.name, fields: fieldsOf(publisher) };
    },
  },
  comment: {
    lock: lockRow(comments),
    read: async (tx, id) => {
      const [row] = await tx
        .select({
          text: comments.text,
          createdAt: comments.createdAt,
          bookId: books.id,
          bookEng: books.nameEng,
          bookEsp: books.nameEsp,
          authorId: users.id,
          authorName: sql<string>`${users.name} || ' ' || ${users.surname}`,
        })
        .from(comments)
        .innerJoin(books, eq(books.id, comments.bookId))
        .innerJoin(users, eq(users.id, comments.userId))
        .where(eq(comments.id, id))
        .limit(1);
      if (!row) return undefined;
      const book = { _id: row.bookId, name: { eng: row.bookEng, esp: row.bookEsp } };
      return {
        // A comment is known by its book.
        label: book.name,
        fields: {
          text: row.text,
          book,
          author: { _id: row.authorId, name: row.authorName },
          createdAt: new Date(row.createdAt).toISOString(),
        },
      };
    },
  },
  user: {
    lock: lockRow(users),
    read: async (tx, id) => {
      // Never the password hash: only what the back office shows of a user.
      const [row] = await tx
        .select({ name: users.name, surname: users.surname, email: users.email, role: users.role })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      if (!row) return undefined;
      const name = `${row.name} ${row.surname}`;
      return { label: { eng: name, esp: name }, fields: row };
    },
  },
  // A catalogue import (issue 38): its start, and how it ended (its counts, not each book it wrote).
  import: {
    lock: lockRow(catalogueImports),
    read: async (tx, id) => {
      const [row] = await tx
        .select({
          fileName: catalogueImports.fileName,
          format: catalogueImports.format,
          status: catalogueImports.status,
          total: catalogueImports.total,
          created: catalogueImports.created,
          updated: catalogueImports.updated,
          errorCount: catalogueImports.errorCount,
        })
        .from(catalogueImports)
        .where(eq(catalogueImports.id, id))
        .limit(1);
      return row && { label: { eng: row.fileName, esp: row.fileName }, fields: row };
    },
  },
};

/** The fields whose values differ, each side with only those (null for a side that does not exist). */
export function changedFields(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } | undefined {
  if (!before && !after) return undefined;
  if (!before || !after) return { before: before ?? null, after: after ?? null };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changed = keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (changed.length === 0) return undefined;
  const pick = (side: Record<string, unknown>) =>
    Object.fromEntries(changed.map((key) => [key, side[key] ?? null]));
  return { before: pick(before), after: pick(after) };
}

export interface AuditedChange<T> {
  entity: AuditEntity;
  action: AuditAction;
  /** The entity changed; for a creation, found in the result (`createdId`). */
  id?: string;
  createdId?: (result: T) => string | undefined;
}

/**
 * Runs an admin's write in one transaction with its audit entry: the entity's row is locked, read,
 * changed by `write`, read again, and the changed fields are logged. A write that changed nothing
 * (a refusal, the same values sent again) leaves no entry. Anything `write` throws undoes both.
 */
export async function audited<T>(
  db: Database,
  actor: Actor,
  change: AuditedChange<T>,
  write: (tx: Database) => Promise<T>,
): Promise<T> {
  const reader = readers[change.entity];
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    let before: Snapshot | undefined;
    if (change.id) {
      await reader.lock(tx, change.id);
      before = await reader.read(tx, change.id);
    }
    const result = await write(tx);
    const id = change.id ?? change.createdId?.(result);
    if (!id) return result;
    const after = await reader.read(tx, id);
    const diff = changedFields(before?.fields, after?.fields);
    const label = after?.label ?? before?.label;
    if (!diff || !label) return result;
    await tx.insert(auditLog).values({
      userId: actor.id,
      userName: `${actor.name} ${actor.surname}`.trim(),
      entity: change.entity,
      entityId: id,
      labelEng: label.eng,
      labelEsp: label.esp,
      action: change.action,
      before: diff.before,
      after: diff.after,
    });
    return result;
  });
}

type AuditRow = typeof auditLog.$inferSelect;

function toEntry(row: AuditRow): AuditEntry {
  return {
    _id: String(row.id),
    user: { _id: row.userId, name: row.userName },
    entity: row.entity,
    entityId: row.entityId,
    label: { eng: row.labelEng, esp: row.labelEsp },
    action: row.action,
    before: row.before ?? null,
    after: row.after ?? null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** A page of the log, newest first. */
export async function listAudit(
  db: Database,
  asked: AuditQuery,
): Promise<{ entries: AuditEntry[]; total: number; page: number; pageSize: number }> {
  const query = auditQuerySchema.parse(asked);
  const conditions: SQL[] = [];
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
  if (query.user) conditions.push(eq(auditLog.userId, query.user));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: rows.map(toEntry),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
