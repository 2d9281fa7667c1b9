import { z } from 'zod';
import { idSchema } from './common';

/** SPEC section 9: the home slider turns every 5 s. */
export const SLIDER_INTERVAL_MS = 5000;

export const sliderImageSchema = z.object({
  _id: idSchema,
  image: z.string(),
  alt: z.object({ eng: z.string(), esp: z.string() }),
});
export type SliderImage = z.infer<typeof sliderImageSchema>;

export const sliderImagesResponseSchema = z.object({ sliderImages: z.array(sliderImageSchema) });
