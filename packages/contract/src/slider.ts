import { z } from 'zod';
import { idSchema } from './common';

export const sliderImageSchema = z.object({
  _id: idSchema,
  image: z.string(),
  alt: z.object({ eng: z.string(), esp: z.string() }),
});
export type SliderImage = z.infer<typeof sliderImageSchema>;

export const sliderImagesResponseSchema = z.object({ sliderImages: z.array(sliderImageSchema) });
