import { toIsoDate } from '@clinic/forms-core';

/** Strict YYYY-MM-DD of a real day: toIsoDate refuses impossible days (2023-02-30). */
export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && toIsoDate(value) === value;
}

/**
 * The date text mask MM/DD/YYYY (forms.md section 5). Digits are kept and slashes put in as
 * the user types; "3/" becomes "03/" so a one-digit month or day can be typed naturally.
 */
export function maskDate(text: string): string {
  const padded = text.replace(/^(\d)\//, '0$1/').replace(/^(\d{2})\/(\d)\//, '$1/0$2/');
  const digits = padded.replace(/\D/g, '').slice(0, 8);
  if (digits.length > 4) return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
  // A slash typed at the end of a month or day stays, so "03/" does not swallow the keystroke.
  const slash = padded.endsWith('/') ? '/' : '';
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}${digits.length === 4 ? slash : ''}`;
  return digits.length === 2 ? `${digits}${slash}` : digits;
}

/** YYYY-MM-DD once the masked text is a full real date, else null. */
export function maskedToIso(masked: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(masked);
  if (!match) return null;
  const iso = `${match[3]}-${match[1]}-${match[2]}`;
  return isIsoDate(iso) ? iso : null;
}

/** The masked text of a stored value: an ISO date as MM/DD/YYYY, other text masked as typed. */
export function storedToMasked(value: string | null): string {
  if (value === null) return '';
  if (isIsoDate(value)) return `${value.slice(5, 7)}/${value.slice(8, 10)}/${value.slice(0, 4)}`;
  return maskDate(value);
}

/**
 * What the date text emits: null when cleared, the ISO date once a full date parses; an
 * unfinished or impossible date is kept as typed, so validation answers "This field must have
 * a valid date format" instead of the previous date silently staying.
 */
export function emittedDate(masked: string): string | null {
  if (masked === '') return null;
  return maskedToIso(masked) ?? masked;
}
