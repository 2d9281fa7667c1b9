import type { FastifyInstance } from 'fastify';
import { type ZodType, z } from 'zod';
import { MAX_NAMED_FIELDS } from './errors';

/** An array or object met while walking a request part, with the way back to its field. */
interface Container {
  value: object;
  key: PropertyKey;
  parent: Container | undefined;
}

function pathOf(container: Container, key: PropertyKey): PropertyKey[] {
  const path: PropertyKey[] = [key];
  for (let at: Container | undefined = container; at?.parent; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * Paths of the strings in a request part that hold a NUL character (the first MAX_NAMED_FIELDS). A
 * loop over a stack, not a recursion: it looks at each value once, so it costs at most the body's own
 * size and never runs out of stack, however deep the body.
 */
function nulPaths(value: unknown): PropertyKey[][] {
  if (typeof value === 'string') return value.includes('\u0000') ? [[]] : [];
  if (value === null || typeof value !== 'object') return [];
  const found: PropertyKey[][] = [];
  const pending: Container[] = [{ value, key: '', parent: undefined }];
  for (let container = pending.pop(); container; container = pending.pop()) {
    const entries: Iterable<[PropertyKey, unknown]> = Array.isArray(container.value)
      ? container.value.entries()
      : Object.entries(container.value);
    for (const [key, item] of entries) {
      if (typeof item === 'string') {
        if (item.includes('\u0000')) {
          found.push(pathOf(container, key));
          if (found.length >= MAX_NAMED_FIELDS) return found;
        }
      } else if (item !== null && typeof item === 'object') {
        pending.push({ value: item, key, parent: container });
      }
    }
  }
  return found;
}

/** Bodies whose JSON text held no NUL escape (http/body.ts): there is nothing to look for in them. */
export const withoutNulCharacters = new WeakSet<object>();

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
    if (!(typeof data === 'object' && data !== null && withoutNulCharacters.has(data))) {
      const checked = withoutNul.safeParse(data);
      if (!checked.success) return { error: checked.error };
    }
    const result = (schema as ZodType).safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  });
}

/** The zod schema each response JSON Schema was made from, for the OpenAPI document (ops/openapi.ts). */
const responseZod = new WeakMap<object, ZodType>();

export function responseSchema(schema: ZodType): object {
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  responseZod.set(jsonSchema, schema);
  return jsonSchema;
}

/** The zod schema behind a route's response schema, when `responseSchema` made it. */
export function zodOfResponse(jsonSchema: unknown): ZodType | undefined {
  return typeof jsonSchema === 'object' && jsonSchema !== null ? responseZod.get(jsonSchema) : undefined;
}
