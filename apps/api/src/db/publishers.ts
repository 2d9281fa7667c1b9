import type { NewPublisherBody, Publisher } from '@bookshop/contract';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { byEnglishName } from './order';
import { publishers } from './schema';

type PublisherRow = typeof publishers.$inferSelect;

function toPublisher(row: PublisherRow): Publisher {
  return {
    _id: row.id,
    name: { eng: row.nameEng, esp: row.nameEsp },
    information: { eng: row.informationEng, esp: row.informationEsp },
    image: row.image,
  };
}

/** All publishers, sorted by English name (SPEC section 3). */
export async function listPublishers(db: Database): Promise<Publisher[]> {
  const rows = await db
    .select()
    .from(publishers)
    .orderBy(...byEnglishName(publishers.nameEng, publishers.id));
  return rows.map(toPublisher);
}

export async function findPublisher(db: Database, id: string): Promise<Publisher | undefined> {
  const [row] = await db.select().from(publishers).where(eq(publishers.id, id)).limit(1);
  return row && toPublisher(row);
}

export async function createPublisher(db: Database, publisher: NewPublisherBody): Promise<Publisher> {
  const [row] = await db
    .insert(publishers)
    .values({
      nameEng: publisher.name.eng,
      nameEsp: publisher.name.esp,
      informationEng: publisher.information.eng,
      informationEsp: publisher.information.esp,
      image: publisher.image,
    })
    .returning();
  if (!row) throw new Error('The new publisher could not be read back');
  return toPublisher(row);
}
