import type { FastifyInstance } from 'fastify';
import { type ZodType, z } from 'zod';

/** Paths of the strings in a request part that hold a NUL character. */
function nulPaths(value: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    nulPaths(item, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}

/** Refuses every string with a NUL character, naming its field. */
const withoutNul = z.unknown().superRefine((data, context) => {
  for (const path of nulPaths(data)) {
    context.addIssue({ code: 'custom', path, message: 'Text cannot contain NUL characters' });
  }
});

/**
 * Requests are validated with the contract's zod schemas; responses are declared as JSON Schema
 * generated from the same zod schemas, so Fastify serialises them fast and drops stray fields.
 * PostgreSQL text cannot hold NUL: such a string is refused here, naming its field, for every route,
 * instead of failing in the database.
 */
export function useZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => (data) => {
    const checked = withoutNul.safeParse(data);
    if (!checked.success) return { error: checked.error };
    const result = (schema as ZodType).safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  });
}

export function responseSchema(schema: ZodType): object {
  return z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
}
