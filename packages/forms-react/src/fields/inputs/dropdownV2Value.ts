import { isRecord } from './propertyReaders';

/**
 * Dropdown v2's value (forms.md section 3): the chosen option (a list with multiselect) and
 * the "Other" text. Other chosen but not yet typed is `otherValue: ''`; not chosen is null.
 */
export interface DropdownV2Value {
  value: string | string[] | null;
  otherValue: string | null;
}

function readChoice(raw: unknown): string | string[] | null {
  if (typeof raw === 'string') return raw === '' ? null : raw;
  if (typeof raw === 'number') return String(raw);
  if (Array.isArray(raw))
    return raw.filter((item) => typeof item === 'string' || typeof item === 'number').map(String);
  return null;
}

export function readDropdownV2(raw: unknown): DropdownV2Value | null {
  if (!isRecord(raw)) return null;
  const otherValue = typeof raw.otherValue === 'string' ? raw.otherValue : null;
  return { value: readChoice(raw.value), otherValue };
}

/** The selected option values as a list. */
export function selectedValues(value: DropdownV2Value | null): string[] {
  if (!value || value.value === null) return [];
  return Array.isArray(value.value) ? value.value : [value.value];
}

/** Whether "Other" is offered: only when asked for and multiselect is off (they exclude each other). */
export function offersOther(properties: Readonly<Record<string, unknown>>): boolean {
  return properties.includeOther === true && properties.multiselect !== true;
}
