import { EMPTY_VALUE_TEXT } from '@clinic/forms-core';

/** A table cell as text: '--' when empty, lists joined, a lookup reference by its name. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return EMPTY_VALUE_TEXT;
  if (typeof value === 'string') return value.trim() === '' ? EMPTY_VALUE_TEXT : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const parts = value.map(cellText).filter((part) => part !== EMPTY_VALUE_TEXT);
    return parts.length ? parts.join(', ') : EMPTY_VALUE_TEXT;
  }
  if (typeof value === 'object' && 'name' in value) return cellText((value as { name: unknown }).name);
  return EMPTY_VALUE_TEXT;
}
