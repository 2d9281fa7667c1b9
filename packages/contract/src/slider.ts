import { z } from 'zod';
import { idSchema, localisedSchema } from './common';
import { messages } from './messages';
import { isSlideLink } from './slideLinks';

/** A slide's link as written by an admin: one of isSlideLink's paths, or null for none. */
export const slideLinkSchema = z
  .string()
  .trim()
  .refine(isSlideLink, { message: messages.slideLinkInvalid })
  .nullable();

/**
 * One banner of the home page's slider: its artwork (which carries no words), its headline in Spanish and
 * English, and in Catalan when written, which the shop lays over the artwork as text, and the collection
 * it opens (`link`, a shop path; null when it leads nowhere).
 */
export const sliderImageSchema = z.object({
  _id: idSchema,
  image: z.string(),
  headline: localisedSchema,
  link: z.string().nullable(),
});
export type SliderImage = z.infer<typeof sliderImageSchema>;

export const sliderImagesResponseSchema = z.object({ sliderImages: z.array(sliderImageSchema) });

/** An admin changes what a slide opens. */
export const slidePatchBodySchema = z.object({ link: slideLinkSchema }).strict();
export type SlidePatchBody = z.infer<typeof slidePatchBodySchema>;
export const sliderImageResponseSchema = z.object({ sliderImage: sliderImageSchema });
