/** Object.entries that keeps the key type of a Record keyed by a union (the demo data's keys). */
export function entriesOf<K extends string, V>(record: Readonly<Record<K, V>>): Array<[K, V]> {
  return Object.entries(record) as Array<[K, V]>;
}
