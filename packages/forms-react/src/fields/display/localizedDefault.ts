/**
 * A property still holding the catalogue's English default ('Example text', 'Add Record', or an
 * empty remove label) shows in the form's language; anything the author wrote shows as written.
 */
export function localizedDefault(value: unknown, englishDefault: string, translated: string): string {
  if (typeof value !== 'string' || value === englishDefault) return translated;
  return value;
}
