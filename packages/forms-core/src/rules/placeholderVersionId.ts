/** The id a new, not yet saved form version carries until the server assigns one (the empty GUID). */
export const PLACEHOLDER_VERSION_ID = '00000000-0000-0000-0000-000000000000';

/** A version without an id, or with the placeholder, has not been saved yet. */
export function isPlaceholderVersionId(id: string | null | undefined): boolean {
  return id === null || id === undefined || id === '' || id === PLACEHOLDER_VERSION_ID;
}
