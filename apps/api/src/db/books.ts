import type { Book } from '@bookshop/contract';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { authors, books, publishers } from './schema';

const bookAuthor = alias(authors, 'book_author');
const bookPublisher = alias(publishers, 'book_publisher');

/** The columns every book answer needs, with its author's and publisher's names. */
const bookColumns = {
  id: books.id,
  nameEng: books.nameEng,
  nameEsp: books.nameEsp,
  titleEng: books.titleEng,
  titleEsp: books.titleEsp,
  infoEng: books.infoEng,
  infoEsp: books.infoEsp,
  image: books.image,
  category: books.category,
  pagesCount: books.pagesCount,
  language: books.language,
  year: books.year,
  price: books.price,
  createdAt: books.createdAt,
  authorId: bookAuthor.id,
  authorNameEng: bookAuthor.nameEng,
  authorNameEsp: bookAuthor.nameEsp,
  publisherId: bookPublisher.id,
  publisherNameEng: bookPublisher.nameEng,
  publisherNameEsp: bookPublisher.nameEsp,
};

type BookRow = {
  [Key in keyof typeof bookColumns]: (typeof bookColumns)[Key]['_']['data'];
};

function toBook(row: BookRow): Book {
  return {
    _id: row.id,
    name: { eng: row.nameEng, esp: row.nameEsp },
    title: { eng: row.titleEng, esp: row.titleEsp },
    info: { eng: row.infoEng, esp: row.infoEsp },
    image: row.image,
    category: row.category as Book['category'],
    author: { _id: row.authorId, name: { eng: row.authorNameEng, esp: row.authorNameEsp } },
    publisher: { _id: row.publisherId, name: { eng: row.publisherNameEng, esp: row.publisherNameEsp } },
    pagesCount: row.pagesCount,
    language: row.language,
    year: row.year,
    price: Number(row.price),
    averageRating: 0,
    ratingsCount: 0,
    createdAt: row.createdAt.toISOString(),
  };
}

function selectBooks(db: Database) {
  return db
    .select(bookColumns)
    .from(books)
    .innerJoin(bookAuthor, eq(books.authorId, bookAuthor.id))
    .innerJoin(bookPublisher, eq(books.publisherId, bookPublisher.id));
}

/** The newest books first. */
export async function listNewBooks(db: Database, limit: number): Promise<Book[]> {
  const rows = await selectBooks(db).orderBy(desc(books.createdAt), desc(books.id)).limit(limit);
  return rows.map(toBook);
}
