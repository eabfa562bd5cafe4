const statements = new WeakMap<object, Map<string, unknown>>();

/**
 * A statement built and prepared once per database and name, for the hottest queries: drizzle
 * builds its SQL once instead of on every request, and PostgreSQL parses and plans it once per
 * connection (a named statement). `name` must stand for one statement text.
 */
export function preparedOnce<T>(db: object, name: string, prepare: () => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  if (!byName.has(name)) byName.set(name, prepare());
  return byName.get(name) as T;
}
