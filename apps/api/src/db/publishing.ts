import { type Message, messages } from '@bookshop/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from './client';
import { authors, books, publishers } from './schema';

/**
 * Unpublishing and publishing again (the back office): `withdrawn_at` hides a row from the shop and
 * keeps it for orders, comments and history. A published book needs its author and publisher
 * published; the rows are locked in a fixed way so that an admin unpublishing an author while another
 * publishes one of their books cannot both win: the author's row is taken FOR UPDATE before its books
 * are counted, a book's author and publisher FOR SHARE before it is published.
 */
export type PublishingResult = 'done' | 'notFound' | { refused: Message };

export async function setBookPublished(
  db: Database,
  id: string,
  publish: boolean,
): Promise<PublishingResult> {
  return db.transaction(async (tx) => {
    const [book] = await tx
      .select({ authorId: books.authorId, publisherId: books.publisherId })
      .from(books)
      .where(eq(books.id, id))
      .for('update');
    if (!book) return 'notFound';
    if (publish) {
      const [author] = await tx
        .select({ withdrawnAt: authors.withdrawnAt })
        .from(authors)
        .where(eq(authors.id, book.authorId))
        .for('share');
      if (author?.withdrawnAt) return { refused: messages.authorNotPublished };
      const [publisher] = await tx
        .select({ withdrawnAt: publishers.withdrawnAt })
        .from(publishers)
        .where(eq(publishers.id, book.publisherId))
        .for('share');
      if (publisher?.withdrawnAt) return { refused: messages.publisherNotPublished };
      await tx.update(books).set({ withdrawnAt: null }).where(eq(books.id, id));
    } else {
      // The first unpublishing's time stays.
      await tx
        .update(books)
        .set({ withdrawnAt: sql`now()` })
        .where(and(eq(books.id, id), isNull(books.withdrawnAt)));
    }
    return 'done';
  });
}

const creators = {
  author: { table: authors, column: books.authorId },
  publisher: { table: publishers, column: books.publisherId },
} as const;

/** Unpublishes or publishes an author or publisher; one with published books stays (`hasPublishedBooks`). */
export async function setCreatorPublished(
  db: Database,
  kind: keyof typeof creators,
  id: string,
  publish: boolean,
): Promise<PublishingResult> {
  const { table, column } = creators[kind];
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
    if (!row) return 'notFound';
    if (publish) {
      await tx.update(table).set({ withdrawnAt: null }).where(eq(table.id, id));
      return 'done';
    }
    const [published] = await tx
      .select({ id: books.id })
      .from(books)
      .where(and(eq(column, id), isNull(books.withdrawnAt)))
      .limit(1);
    if (published) return { refused: messages.hasPublishedBooks };
    await tx
      .update(table)
      .set({ withdrawnAt: sql`now()` })
      .where(and(eq(table.id, id), isNull(table.withdrawnAt)));
    return 'done';
  });
}
