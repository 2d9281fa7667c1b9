/** The server names ids `_id` (SPEC section 3); the client calls them `id`, at every depth. */
export type WithId<T> = T extends readonly (infer Item)[]
  ? WithId<Item>[]
  : T extends object
    ? { [Key in keyof T as Key extends '_id' ? 'id' : Key]: WithId<T[Key]> }
    : T;

export function withId<T>(value: T): WithId<T> {
  if (Array.isArray(value)) return value.map(withId) as WithId<T>;
  if (value === null || typeof value !== 'object') return value as WithId<T>;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    result[key === '_id' ? 'id' : key] = withId(field);
  }
  return result as WithId<T>;
}
