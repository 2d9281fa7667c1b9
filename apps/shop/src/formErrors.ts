import { fieldErrors } from '@bookshop/contract';
import { ApiError } from '@bookshop/data';
import type { ZodType } from 'zod';
import { translateMessage, type Words } from './i18n/words';

export interface FormErrors {
  fields: Record<string, string>;
  form?: string;
}

/** Checks a form with the same zod schema the server uses; messages come back translated. */
export function validate<T>(
  schema: ZodType<T>,
  values: unknown,
  words: Words,
): { data: T } | { errors: FormErrors } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  return { errors: { fields: translateAll(fieldErrors(parsed.error), words) } };
}

/** The server's refusal as form errors: per field when it named fields, otherwise one line. */
export function serverErrors(error: unknown, words: Words): FormErrors {
  if (error instanceof ApiError) {
    const fields = translateAll(error.fields, words);
    return Object.keys(fields).length > 0
      ? { fields }
      : { fields: {}, form: translateMessage(error.message, words) };
  }
  return { fields: {}, form: words.loadError };
}

function translateAll(fields: Record<string, string>, words: Words): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [field, translateMessage(message, words)]),
  );
}
