import { fieldErrors, inLanguage, type Language, textIn } from '@bookshop/contract';
import { ApiError } from '@bookshop/data';
import type { ZodType } from 'zod';
import { errorText } from '../i18n/errors';
import { shopWords } from '../i18n/words';

export interface FormErrors {
  fields: Record<string, string>;
  form?: string;
}

/** Checks a form with the same zod schema the server uses; each field's code comes back as its text. */
export function validate<T>(
  schema: ZodType<T>,
  values: unknown,
  language: Language,
): { data: T } | { errors: FormErrors } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  return { errors: { fields: fieldTexts(fieldErrors(parsed.error), language) } };
}

/** The server's refusal as one line: its form message, or each named field with its message. */
export function serverErrorLine(error: unknown, language: Language): string {
  const { form, fields } = serverErrors(error, language);
  return (
    form ??
    Object.entries(fields)
      .map(([field, message]) => `${field}: ${message}`)
      .join('; ')
  );
}

/** The server's refusal as form errors: per field when it named fields, otherwise one line. */
export function serverErrors(error: unknown, language: Language): FormErrors {
  const words = inLanguage(shopWords, language);
  if (error instanceof ApiError) {
    // A refusal of stock names each book in the reader's language.
    if (error.books.length > 0) {
      const refused = error.books.map((book) =>
        words.stock.refused(textIn(book.name, language), book.stock, book.reason),
      );
      return { fields: {}, form: refused.join(' ') };
    }
    const fields = fieldTexts(error.fields, language);
    return Object.keys(fields).length > 0
      ? { fields }
      : { fields: {}, form: errorText(error.serverCode, language, words.somethingFailed) };
  }
  return { fields: {}, form: words.loadError };
}

function fieldTexts(fields: Record<string, string>, language: Language): Record<string, string> {
  const fallback = inLanguage(shopWords, language).fieldInvalid;
  return Object.fromEntries(
    Object.entries(fields).map(([field, code]) => [field, errorText(code, language, fallback)]),
  );
}
