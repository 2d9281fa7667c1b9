import { z } from 'zod';
import { KNOWN_LANGUAGES, type LocalisedText } from './languages';
import { messages } from './messages';

/** A language code the code knows (`languages.ts`); which ones a shop offers is checked by the API. */
export const languageSchema = z.enum(KNOWN_LANGUAGES);

/** A text in Spanish and English, and in Catalan when written (read it with `textIn`). */
export const localisedSchema = z.object({
  eng: z.string(),
  esp: z.string(),
  cat: z.string().optional(),
}) satisfies z.ZodType<LocalisedText>;
export type Localised = z.infer<typeof localisedSchema>;

/** A text that must be given (admin forms). */
export const requiredText = (max = 5000) => z.string().trim().min(1, messages.fieldRequired).max(max);
/** A text admins give in Spanish and English; Catalan may be left out, but not over its limit. */
export const requiredLocalisedSchema = (max = 5000) =>
  z.strictObject({
    eng: requiredText(max),
    esp: requiredText(max),
    // Blank is as good as missing: `textIn` reads Spanish then.
    cat: z.string().trim().max(max).optional(),
  });

export const idSchema = z.string().min(1);

/** Ids the server makes are UUIDs; anything else cannot exist (a 404, never a database error). */
export const uuidSchema = z.uuid();

/** Euros as a JSON number with at most 2 decimals. */
export const moneySchema = z
  .number()
  .nonnegative(messages.priceInvalid)
  // Whole cents, with room for float error (19.99 * 100); a positive amount below a cent is no price.
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6 && (value === 0 || value >= 0.01),
    {
      message: messages.priceInvalid,
    },
  );

/** An image: a path on this server or an https URL. */
export const imageUrlSchema = z
  .string()
  .trim()
  .min(1, messages.fieldRequired)
  .max(2000)
  .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), { message: messages.imageNotUrl });

/** The error body of every non-2xx answer (ARCHITECTURE "API contract"). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /**
     * The books a basket or a checkout refused (409 `notEnoughStock` or `bookWithdrawn`), each with
     * its name, the copies left and why, so that the shopper is told which book and in their language.
     */
    books: z
      .array(
        z.object({
          _id: z.string(),
          name: localisedSchema,
          stock: z.number().int().nonnegative(),
          reason: z.enum(['notEnoughStock', 'bookWithdrawn']),
        }),
      )
      .optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Field path -> its first message (`email`, `name.eng`, ...): the `fields` of an error body. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    fields[field] ??= issue.message;
  }
  return fields;
}
