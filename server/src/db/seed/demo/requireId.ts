/** The id stored under `key`; a missing one is a mistake in the demo data, so it fails loudly. */
export function requireId<K extends string>(ids: ReadonlyMap<K, string>, key: K, what: string): string {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Demo seed: no ${what} "${key}"`);
  return id;
}
