import type { Author, NewAuthorBody } from '@bookshop/contract';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { byEnglishName } from './order';
import { authors } from './schema';

type AuthorRow = typeof authors.$inferSelect;

function toAuthor(row: AuthorRow): Author {
  return {
    _id: row.id,
    name: { eng: row.nameEng, esp: row.nameEsp },
    biography: { eng: row.biographyEng, esp: row.biographyEsp },
    image: row.image,
  };
}

/** All authors, sorted by English name (SPEC section 3). */
export async function listAuthors(db: Database): Promise<Author[]> {
  const rows = await db
    .select()
    .from(authors)
    .orderBy(...byEnglishName(authors.nameEng, authors.id));
  return rows.map(toAuthor);
}

export async function findAuthor(db: Database, id: string): Promise<Author | undefined> {
  const [row] = await db.select().from(authors).where(eq(authors.id, id)).limit(1);
  return row && toAuthor(row);
}

export async function createAuthor(db: Database, author: NewAuthorBody): Promise<Author> {
  const [row] = await db
    .insert(authors)
    .values({
      nameEng: author.name.eng,
      nameEsp: author.name.esp,
      biographyEng: author.biography.eng,
      biographyEsp: author.biography.esp,
      image: author.image,
    })
    .returning();
  if (!row) throw new Error('The new author could not be read back');
  return toAuthor(row);
}
