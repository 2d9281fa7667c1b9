import type { AdminAuthor, Author, AuthorPatchBody, NewAuthorBody } from '@bookshop/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from './client';
import { catalanOf, catalanPatchOf, localisedOf } from './localised';
import { byEnglishName } from './name-order';
import { authors } from './schema';

type AuthorRow = typeof authors.$inferSelect;

function toAuthor(row: AuthorRow): Author {
  return {
    _id: row.id,
    name: localisedOf(row.nameEng, row.nameEsp, row.nameCat),
    biography: localisedOf(row.biographyEng, row.biographyEsp, row.biographyCat),
    image: row.image,
  };
}

/** All authors, sorted by English name (SPEC section 3). */
export async function listAuthors(db: Database): Promise<Author[]> {
  const rows = await db
    .select()
    .from(authors)
    .where(isNull(authors.withdrawnAt))
    .orderBy(...byEnglishName(authors.nameEng, authors.id));
  return rows.map(toAuthor);
}

/** An author the shop shows (an unpublished one is not found). */
export async function findAuthor(db: Database, id: string): Promise<Author | undefined> {
  const [row] = await db
    .select()
    .from(authors)
    .where(and(eq(authors.id, id), isNull(authors.withdrawnAt)))
    .limit(1);
  return row && toAuthor(row);
}

/** An author, published or not (the back office). */
export async function findAdminAuthor(db: Database, id: string): Promise<AdminAuthor | undefined> {
  const [row] = await db.select().from(authors).where(eq(authors.id, id)).limit(1);
  return row && { ...toAuthor(row), published: row.withdrawnAt === null };
}

/** Changes the given fields; undefined when there is no such author. */
export async function updateAuthor(
  db: Database,
  id: string,
  patch: AuthorPatchBody,
): Promise<AdminAuthor | undefined> {
  const values: Partial<typeof authors.$inferInsert> = {
    nameEng: patch.name?.eng,
    nameEsp: patch.name?.esp,
    nameCat: catalanPatchOf(patch.name),
    biographyEng: patch.biography?.eng,
    biographyEsp: patch.biography?.esp,
    biographyCat: catalanPatchOf(patch.biography),
    image: patch.image,
  };
  const changed = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  if (Object.keys(changed).length > 0) await db.update(authors).set(changed).where(eq(authors.id, id));
  return findAdminAuthor(db, id);
}

export async function createAuthor(db: Database, author: NewAuthorBody): Promise<Author> {
  const [row] = await db
    .insert(authors)
    .values({
      nameEng: author.name.eng,
      nameEsp: author.name.esp,
      nameCat: catalanOf(author.name),
      biographyEng: author.biography.eng,
      biographyEsp: author.biography.esp,
      biographyCat: catalanOf(author.biography),
      image: author.image,
    })
    .returning();
  if (!row) throw new Error('The new author could not be read back');
  return toAuthor(row);
}
