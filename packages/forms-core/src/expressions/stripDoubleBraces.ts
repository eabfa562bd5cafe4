import { isPlainData } from './safeAccess';

const MARKERS = /\{\{::|\{\{|\}\}/g;

/**
 * Spec section 5: for users without the tech-staff role or the advanced-options
 * flag, `{{`, `{{::` and `}}` are removed from what they edit, so they cannot
 * enter computed expressions.
 */
export function stripDoubleBraces(text: string): string {
  // Removing a marker can join two halves into a new one (`{{{::}}` → `{{`): repeat until none is left.
  let stripped = text;
  for (let previous = ''; previous !== stripped; ) {
    previous = stripped;
    stripped = stripped.replace(MARKERS, '');
  }
  return stripped;
}

/** stripDoubleBraces over every string inside properties, lists and nested objects included. */
export function stripDoubleBracesFromProperties<T>(value: T): T {
  if (typeof value === 'string') return stripDoubleBraces(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => stripDoubleBracesFromProperties(item)) as T;
  if (isPlainData(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, stripDoubleBracesFromProperties(item)]),
    ) as T;
  }
  return value;
}
