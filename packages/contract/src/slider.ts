import { z } from 'zod';
import { idSchema } from './common';

/**
 * One banner of the home page's slider: its artwork (which carries no words) and its headline in each
 * language, which the shop lays over the artwork as text.
 */
export const sliderImageSchema = z.object({
  _id: idSchema,
  image: z.string(),
  headline: z.object({ eng: z.string(), esp: z.string() }),
});
export type SliderImage = z.infer<typeof sliderImageSchema>;

export const sliderImagesResponseSchema = z.object({ sliderImages: z.array(sliderImageSchema) });
