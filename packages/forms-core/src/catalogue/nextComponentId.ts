const digits = /^\d+$/;

/**
 * A component id is the type name plus a number (spec section 3). The number is
 * one above the highest in use, so an id freed by a deletion is never reused
 * (documents may still hold results under it).
 */
export function nextComponentId(elType: string, existingIds: Iterable<string>): string {
  let highest = 0;
  for (const id of existingIds) {
    if (!id.startsWith(elType)) continue;
    const suffix = id.slice(elType.length);
    if (digits.test(suffix)) highest = Math.max(highest, Number(suffix));
  }
  return `${elType}${highest + 1}`;
}
