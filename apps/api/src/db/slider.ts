import type { SliderImage } from '@bookshop/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from './client';
import { localisedOf } from './localised';
import { sliderImages } from './schema';

type SliderImageRow = typeof sliderImages.$inferSelect;

function toSliderImage(row: SliderImageRow): SliderImage {
  return {
    _id: row.id,
    image: row.image,
    headline: localisedOf(row.headlineEng, row.headlineEsp, row.headlineCat),
    link: row.link,
  };
}

export async function listSliderImages(db: Database): Promise<SliderImage[]> {
  const rows = await db.select().from(sliderImages).orderBy(asc(sliderImages.position));
  return rows.map(toSliderImage);
}

/** Sets the collection a slide opens (checked by the contract's slideLinkSchema); undefined for no slide. */
export async function updateSlideLink(
  db: Database,
  id: string,
  link: string | null,
): Promise<SliderImage | undefined> {
  const [row] = await db.update(sliderImages).set({ link }).where(eq(sliderImages.id, id)).returning();
  return row && toSliderImage(row);
}
