import { z } from 'zod';
import { idSchema, localisedSchema } from './common';

/**
 * One banner of the home page's slider: its artwork (which carries no words) and its headline in Spanish and
 * English, and in Catalan when written, which the shop lays over the artwork as text.
 */
export const sliderImageSchema = z.object({
  _id: idSchema,
  image: z.string(),
  headline: localisedSchema,
});
export type SliderImage = z.infer<typeof sliderImageSchema>;

export const sliderImagesResponseSchema = z.object({ sliderImages: z.array(sliderImageSchema) });
