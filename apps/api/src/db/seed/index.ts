import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { authors, books, publishers } from '../schema';
import { demoAuthors, demoBooks, demoPublishers } from './demo-catalogue';

/** Where the server serves the locally generated artwork of the demo catalogue. */
export const artworkUrl = {
  book: (key: string) => `/images/books/${key}.svg`,
  author: (key: string) => `/images/authors/${key}.svg`,
  publisher: (key: string) => `/images/publishers/${key}.svg`,
  slide: (key: string) => `/images/slides/${key}.svg`,
};

/**
 * Loads the demo catalogue into an empty database, and only then: a restart keeps whatever is there.
 * Returns whether it loaded anything.
 */
export async function seedDemoCatalogue(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(books);
    if (count > 0) return false;

    const authorRows = await tx
      .insert(authors)
      .values(
        demoAuthors.map((author) => ({
          nameEng: author.name.eng,
          nameEsp: author.name.esp,
          biographyEng: author.biography.eng,
          biographyEsp: author.biography.esp,
          image: artworkUrl.author(author.key),
        })),
      )
      .returning({ id: authors.id });
    const authorIds = new Map(demoAuthors.map((author, i) => [author.key, authorRows[i]?.id]));

    const publisherRows = await tx
      .insert(publishers)
      .values(
        demoPublishers.map((publisher) => ({
          nameEng: publisher.name.eng,
          nameEsp: publisher.name.esp,
          informationEng: publisher.information.eng,
          informationEsp: publisher.information.esp,
          image: artworkUrl.publisher(publisher.key),
        })),
      )
      .returning({ id: publishers.id });
    const publisherIds = new Map(demoPublishers.map((publisher, i) => [publisher.key, publisherRows[i]?.id]));

    // One minute apart, in list order, so "newest first" is stable and meaningful.
    const now = Date.now();
    await tx.insert(books).values(
      demoBooks.map((book, i) => ({
        nameEng: book.name.eng,
        nameEsp: book.name.esp,
        titleEng: book.title.eng,
        titleEsp: book.title.esp,
        infoEng: book.info.eng,
        infoEsp: book.info.esp,
        image: artworkUrl.book(book.key),
        category: book.category,
        authorId: required(authorIds.get(book.author), `author ${book.author}`),
        publisherId: required(publisherIds.get(book.publisher), `publisher ${book.publisher}`),
        pagesCount: book.pagesCount,
        language: book.language,
        year: book.year,
        price: book.price,
        createdAt: new Date(now - i * 60_000),
      })),
    );
    return true;
  });
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo catalogue refers to an unknown ${what}`);
  return value;
}
