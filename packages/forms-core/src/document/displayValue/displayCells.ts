import type { DisplayCell, DisplayEmpty, DisplayText } from './displayValueTypes';

export const EMPTY_DISPLAY: DisplayEmpty = { kind: 'empty' };

/** Text as shown: empty when blank (nothing but spaces). */
export function textCell(text: string | null | undefined): DisplayText | DisplayEmpty {
  return typeof text === 'string' && text.trim() !== '' ? { kind: 'text', text } : EMPTY_DISPLAY;
}

/** A stored scalar (text, number, boolean as written) as shown; anything else is empty. */
export function scalarCell(value: unknown): DisplayText | DisplayEmpty {
  if (typeof value === 'string') return textCell(value);
  if (typeof value === 'number') return Number.isFinite(value) ? textCell(String(value)) : EMPTY_DISPLAY;
  return EMPTY_DISPLAY;
}

/** Lines as shown: blank lines dropped, one line as text, none as empty. */
export function linesCell(lines: readonly (string | null | undefined)[]): DisplayCell {
  const kept = lines.filter((line): line is string => typeof line === 'string' && line.trim() !== '');
  if (kept.length === 0) return EMPTY_DISPLAY;
  return kept.length === 1 ? { kind: 'text', text: kept[0] as string } : { kind: 'lines', lines: kept };
}

export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field of a stored record (rows are typed by the catalogue's value schemas, read leniently). */
export function fieldOf(row: object, name: string): unknown {
  return (row as Readonly<Record<string, unknown>>)[name];
}

/** The records of a stored list; anything that is not a record is skipped. */
export function recordsOf(value: unknown): Readonly<Record<string, unknown>>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}
