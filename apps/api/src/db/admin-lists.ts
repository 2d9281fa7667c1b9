import {
  type AdminAuthorListItem,
  type AdminComment,
  type AdminCommentsQuery,
  type AdminCreatorsQuery,
  type AdminPublisherListItem,
  type AdminUser,
  type AdminUsersQuery,
  adminCommentsQuerySchema,
  adminCreatorsQuerySchema,
  adminUsersQuerySchema,
  type Role,
} from '@bookshop/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  isNotNull,
  isNull,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { localisedOf } from './localised';
import { authors, books, commentEvaluations, comments, publishers, users } from './schema';

// The back office's lists (issue 20): moderation, users, authors and publishers, a page at a time.

interface Page {
  total: number;
  page: number;
  pageSize: number;
}

/** `text` found anywhere in `key` (a stored or computed search key: lower-case, unaccented). */
function contains(key: SQLWrapper, text: string): SQL {
  // LIKE's own characters match literally.
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${key} like '%' || search_key(${escaped}) || '%'`;
}

/**
 * Names as a Spanish reader orders them: accents ignored (á with a), ñ after n (ICU's Spanish
 * collation, or its rules where ICU has only the root locale: migration 0015), then by code point and
 * id so the order is total.
 */
function bySpanishCollation(name: SQLWrapper, id: AnyPgColumn): SQL[] {
  return [sql`${name} collate "spanish"`, sql`${name} collate "C"`, asc(id)];
}

/** Every comment of the shop, newest first, with its book, author and how readers judged it. */
export async function listAdminComments(
  db: Database,
  asked: AdminCommentsQuery,
): Promise<{ comments: AdminComment[] } & Page> {
  const query = adminCommentsQuerySchema.parse(asked);
  const where = and(
    query.book ? eq(comments.bookId, query.book) : undefined,
    query.user ? eq(comments.userId, query.user) : undefined,
  );
  const judged = (value: 'like' | 'dislike') =>
    sql<number>`(select count(*) from ${commentEvaluations} where ${commentEvaluations.commentId} = ${comments.id} and ${commentEvaluations.value} = ${value})::int`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: comments.id,
        text: comments.text,
        createdAt: comments.createdAt,
        bookId: books.id,
        bookEng: books.nameEng,
        bookEsp: books.nameEsp,
        bookCat: books.nameCat,
        authorId: users.id,
        authorName: users.name,
        authorSurname: users.surname,
        likes: judged('like'),
        dislikes: judged('dislike'),
      })
      .from(comments)
      .innerJoin(books, eq(books.id, comments.bookId))
      // A deleted account's comments stay, anonymised: they are moderated like any other.
      .leftJoin(users, eq(users.id, comments.userId))
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(comments).where(where),
  ]);
  return {
    comments: rows.map((row) => ({
      _id: row.id,
      text: row.text,
      createdAt: new Date(row.createdAt).toISOString(),
      book: { _id: row.bookId, name: localisedOf(row.bookEng, row.bookEsp, row.bookCat) },
      author:
        row.authorId === null
          ? null
          : { _id: row.authorId, name: row.authorName ?? '', surname: row.authorSurname ?? '' },
      likes: Number(row.likes),
      dislikes: Number(row.dislikes),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Only what the back office shows of a user: never the password hash or the activation token. */
const adminUserColumns = {
  id: users.id,
  name: users.name,
  surname: users.surname,
  email: users.email,
  role: users.role,
  activated: users.activated,
  createdAt: users.createdAt,
};

function toAdminUser(row: {
  id: string;
  name: string;
  surname: string;
  email: string;
  role: Role;
  activated: boolean;
  createdAt: Date | string;
}): AdminUser {
  return {
    _id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    role: row.role,
    activated: row.activated,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Users by name, those whose name, surname or e-mail holds `q` (case and accents ignored). */
export async function listAdminUsers(
  db: Database,
  asked: AdminUsersQuery,
): Promise<{ users: AdminUser[] } & Page> {
  const query = adminUsersQuerySchema.parse(asked);
  const where = query.q
    ? contains(sql`search_key(${users.name} || ' ' || ${users.surname} || ' ' || ${users.email})`, query.q)
    : undefined;
  const fullName = sql`${users.name} || ' ' || ${users.surname}`;
  const [rows, [counted]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(...bySpanishCollation(fullName, users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    users: rows.map(toAdminUser),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function findAdminUser(db: Database, id: string): Promise<AdminUser | undefined> {
  const [row] = await db.select(adminUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return row && toAdminUser(row);
}

/** Grants or removes the admin role; undefined when there is no such user. */
export async function setUserRole(db: Database, id: string, role: Role): Promise<AdminUser | undefined> {
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning(adminUserColumns);
  return row && toAdminUser(row);
}

const creators = {
  author: { table: authors, column: books.authorId },
  publisher: { table: publishers, column: books.publisherId },
} as const;

/** Every author or publisher, published or not, by name in the asked language, a page at a time. */
async function listCreators(db: Database, kind: keyof typeof creators, asked: AdminCreatorsQuery) {
  const query = adminCreatorsQuerySchema.parse(asked);
  const { table, column } = creators[kind];
  const conditions: SQL[] = [];
  if (query.q) {
    const found = or(
      contains(table.nameEngKey, query.q),
      contains(table.nameEspKey, query.q),
      contains(table.nameCatKey, query.q),
    );
    if (found) conditions.push(found);
  }
  if (query.published === 'yes') conditions.push(isNull(table.withdrawnAt));
  if (query.published === 'no') conditions.push(isNotNull(table.withdrawnAt));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const name = {
    eng: sql`${table.nameEng}`,
    esp: sql`${table.nameEsp}`,
    cat: sql`coalesce(${table.nameCat}, ${table.nameEsp})`,
  }[query.language];
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        row: table,
        // Written out in full: drizzle leaves columns unqualified in a one-table select.
        publishedBooks: sql<number>`(select count(*) from books b where b.${sql.identifier(column.name)} = ${sql.identifier(kind === 'author' ? 'authors' : 'publishers')}.id and b.withdrawn_at is null)::int`,
      })
      .from(table)
      .where(where)
      .orderBy(...bySpanishCollation(name, table.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { rows, total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function listAdminAuthors(
  db: Database,
  asked: AdminCreatorsQuery,
): Promise<{ authors: AdminAuthorListItem[] } & Page> {
  const { rows, ...page } = await listCreators(db, 'author', asked);
  return {
    authors: rows.map(({ row, publishedBooks }) => {
      const author = row as typeof authors.$inferSelect;
      return {
        _id: author.id,
        name: localisedOf(author.nameEng, author.nameEsp, author.nameCat),
        biography: localisedOf(author.biographyEng, author.biographyEsp, author.biographyCat),
        image: author.image,
        published: author.withdrawnAt === null,
        publishedBooks: Number(publishedBooks),
      };
    }),
    ...page,
  };
}

export async function listAdminPublishers(
  db: Database,
  asked: AdminCreatorsQuery,
): Promise<{ publishers: AdminPublisherListItem[] } & Page> {
  const { rows, ...page } = await listCreators(db, 'publisher', asked);
  return {
    publishers: rows.map(({ row, publishedBooks }) => {
      const publisher = row as typeof publishers.$inferSelect;
      return {
        _id: publisher.id,
        name: localisedOf(publisher.nameEng, publisher.nameEsp, publisher.nameCat),
        information: localisedOf(
          publisher.informationEng,
          publisher.informationEsp,
          publisher.informationCat,
        ),
        image: publisher.image,
        published: publisher.withdrawnAt === null,
        publishedBooks: Number(publishedBooks),
      };
    }),
    ...page,
  };
}
