import type { SliderImage } from '@bookshop/contract';
import { asc } from 'drizzle-orm';
import type { Database } from './client';
import { localisedOf } from './localised';
import { sliderImages } from './schema';

export async function listSliderImages(db: Database): Promise<SliderImage[]> {
  const rows = await db.select().from(sliderImages).orderBy(asc(sliderImages.position));
  return rows.map((row) => ({
    _id: row.id,
    image: row.image,
    headline: localisedOf(row.headlineEng, row.headlineEsp, row.headlineCat),
  }));
}
