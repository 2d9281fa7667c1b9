import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Localised texts are two columns (`*_eng`, `*_esp`) so that each language can be indexed for search.
export const authors = pgTable(
  'authors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameEng: text('name_eng').notNull(),
    nameEsp: text('name_esp').notNull(),
    biographyEng: text('biography_eng').notNull(),
    biographyEsp: text('biography_esp').notNull(),
    image: text('image').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('authors_name_eng_idx').on(table.nameEng)],
);

export const publishers = pgTable(
  'publishers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameEng: text('name_eng').notNull(),
    nameEsp: text('name_esp').notNull(),
    informationEng: text('information_eng').notNull(),
    informationEsp: text('information_esp').notNull(),
    image: text('image').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('publishers_name_eng_idx').on(table.nameEng)],
);

export const books = pgTable(
  'books',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameEng: text('name_eng').notNull(),
    nameEsp: text('name_esp').notNull(),
    titleEng: text('title_eng').notNull(),
    titleEsp: text('title_esp').notNull(),
    infoEng: text('info_eng').notNull(),
    infoEsp: text('info_esp').notNull(),
    image: text('image').notNull(),
    category: text('category').array().notNull().default(sql`'{}'::text[]`),
    authorId: uuid('author_id')
      .notNull()
      .references(() => authors.id),
    publisherId: uuid('publisher_id')
      .notNull()
      .references(() => publishers.id),
    pagesCount: integer('pages_count').notNull(),
    language: text('language').notNull(),
    year: integer('year').notNull(),
    // Exact money: numeric(10,2), never a float.
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('books_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('books_category_idx').using('gin', table.category),
    index('books_author_idx').on(table.authorId),
    index('books_publisher_idx').on(table.publisherId),
  ],
);
