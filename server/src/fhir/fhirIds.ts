const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our ids are uuids; anything else names nothing (404, never a database error). */
export function isId(value: string): boolean {
  return UUID.test(value);
}

/** A reference search value (`Patient/<id>` or `<id>`, or a canonical URL ending in the id) as our id. */
export function referencedId(value: string, type: string): string | undefined {
  const withoutVersion = value.split('|')[0] ?? '';
  const match = new RegExp(`(?:^|/)(?:${type}/)?([^/]+)$`).exec(withoutVersion);
  const id = match?.[1];
  return id && isId(id) ? id : undefined;
}
