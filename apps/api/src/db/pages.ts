import { asc, isNull } from 'drizzle-orm';
import type { Database } from './client';
import { authors, books, publishers } from './schema';

export interface PageEntry {
  id: string;
  nameEng: string;
}

/** Id and English name (the name in every page address) of every published book, author and publisher: the sitemap. */
export async function listPageEntries(
  db: Database,
): Promise<{ books: PageEntry[]; authors: PageEntry[]; publishers: PageEntry[] }> {
  const [bookRows, authorRows, publisherRows] = await Promise.all([
    db
      .select({ id: books.id, nameEng: books.nameEng })
      .from(books)
      .where(isNull(books.withdrawnAt))
      .orderBy(asc(books.createdAt), asc(books.id)),
    db
      .select({ id: authors.id, nameEng: authors.nameEng })
      .from(authors)
      .where(isNull(authors.withdrawnAt))
      .orderBy(asc(authors.nameEng)),
    db
      .select({ id: publishers.id, nameEng: publishers.nameEng })
      .from(publishers)
      .where(isNull(publishers.withdrawnAt))
      .orderBy(asc(publishers.nameEng)),
  ]);
  return { books: bookRows, authors: authorRows, publishers: publisherRows };
}
