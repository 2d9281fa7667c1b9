import type { AdminPublisher, NewPublisherBody, Publisher, PublisherPatchBody } from '@bookshop/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from './client';
import { catalanOf, catalanPatchOf, localisedOf } from './localised';
import { byEnglishName } from './name-order';
import { publishers } from './schema';

type PublisherRow = typeof publishers.$inferSelect;

function toPublisher(row: PublisherRow): Publisher {
  return {
    _id: row.id,
    name: localisedOf(row.nameEng, row.nameEsp, row.nameCat),
    information: localisedOf(row.informationEng, row.informationEsp, row.informationCat),
    image: row.image,
  };
}

/** All publishers, sorted by English name (SPEC section 3). */
export async function listPublishers(db: Database): Promise<Publisher[]> {
  const rows = await db
    .select()
    .from(publishers)
    .where(isNull(publishers.withdrawnAt))
    .orderBy(...byEnglishName(publishers.nameEng, publishers.id));
  return rows.map(toPublisher);
}

/** A publisher the shop shows (an unpublished one is not found). */
export async function findPublisher(db: Database, id: string): Promise<Publisher | undefined> {
  const [row] = await db
    .select()
    .from(publishers)
    .where(and(eq(publishers.id, id), isNull(publishers.withdrawnAt)))
    .limit(1);
  return row && toPublisher(row);
}

/** A publisher, published or not (the back office). */
export async function findAdminPublisher(db: Database, id: string): Promise<AdminPublisher | undefined> {
  const [row] = await db.select().from(publishers).where(eq(publishers.id, id)).limit(1);
  return row && { ...toPublisher(row), published: row.withdrawnAt === null };
}

/** Changes the given fields; undefined when there is no such publisher. */
export async function updatePublisher(
  db: Database,
  id: string,
  patch: PublisherPatchBody,
): Promise<AdminPublisher | undefined> {
  const values: Partial<typeof publishers.$inferInsert> = {
    nameEng: patch.name?.eng,
    nameEsp: patch.name?.esp,
    nameCat: catalanPatchOf(patch.name),
    informationEng: patch.information?.eng,
    informationEsp: patch.information?.esp,
    informationCat: catalanPatchOf(patch.information),
    image: patch.image,
  };
  const changed = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  if (Object.keys(changed).length > 0) await db.update(publishers).set(changed).where(eq(publishers.id, id));
  return findAdminPublisher(db, id);
}

export async function createPublisher(db: Database, publisher: NewPublisherBody): Promise<Publisher> {
  const [row] = await db
    .insert(publishers)
    .values({
      nameEng: publisher.name.eng,
      nameEsp: publisher.name.esp,
      nameCat: catalanOf(publisher.name),
      informationEng: publisher.information.eng,
      informationEsp: publisher.information.esp,
      informationCat: catalanOf(publisher.information),
      image: publisher.image,
    })
    .returning();
  if (!row) throw new Error('The new publisher could not be read back');
  return toPublisher(row);
}
