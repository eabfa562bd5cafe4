/** Empty per spec section 5: null/undefined, a blank string, or an empty list. 0 and false are filled. */
export function isBlankValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}
