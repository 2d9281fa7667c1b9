import type { Database } from './client';

/**
 * A query of a hot path built once per database and kept (drizzle otherwise writes its SQL anew on
 * every call: about 70 µs for the session's select with its join). On PostgreSQL `build` names it
 * (`.prepare(name)`), so each pooled connection also parses and plans it once.
 */
export function builtOnce<Q>(build: (db: Database) => Q): (db: Database) => Q {
  const built = new WeakMap<Database, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
