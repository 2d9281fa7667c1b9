import type { FastifyInstance } from 'fastify';
import { type ZodType, z } from 'zod';

/**
 * Requests are validated with the contract's zod schemas; responses are declared as JSON Schema
 * generated from the same zod schemas, so Fastify serialises them fast and drops stray fields.
 */
export function useZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => (data) => {
    const result = (schema as ZodType).safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  });
}

export function responseSchema(schema: ZodType): object {
  return z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
}
