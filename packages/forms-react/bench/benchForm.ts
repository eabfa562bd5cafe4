/**
 * The one form every library renders, from which each page builds its own schema. It repeats a
 * block of ten fields as a clinic's intake form would have them: text, number, date, e-mail, text
 * area, dropdown, radio group, a text field shown only when that radio group's answer is "Yes",
 * a checkbox and another text field. Every other block starts filled in (default text, date,
 * dropdown and "Yes"), so half the conditional fields start shown and half hidden. Labels are
 * "Field 1".."Field N", every fifth field required.
 */
export type BenchFieldKind =
  | 'text'
  | 'number'
  | 'date'
  | 'email'
  | 'textarea'
  | 'dropdown'
  | 'radio'
  | 'checkbox';

export interface BenchField {
  index: number;
  kind: BenchFieldKind;
  label: string;
  required: boolean;
  options: string[];
  /** The answer a new form starts with, if any (a date as YYYY-MM-DD). */
  defaultValue?: string;
  /** Shown only while the radio group `field` is answered `equals`. */
  shownWhen?: { field: number; equals: string };
}

const block: readonly BenchFieldKind[] = [
  'text',
  'number',
  'date',
  'email',
  'textarea',
  'dropdown',
  'radio',
  'text',
  'checkbox',
  'text',
];
/** Position in the block of the conditional text field and of the radio group it follows. */
const conditionalAt = 7;
const radioAt = 6;

const optionsOf = (kind: BenchFieldKind) =>
  kind === 'dropdown'
    ? ['One', 'Two', 'Three', 'Four', 'Five']
    : kind === 'radio'
      ? ['Yes', 'No', 'Unsure']
      : [];

function defaultOf(kind: BenchFieldKind, position: number): string | undefined {
  if (position === 0) return 'Jane Doe';
  if (kind === 'date') return '2026-01-15';
  if (kind === 'dropdown') return 'Two';
  if (kind === 'radio') return 'Yes';
  return undefined;
}

export function benchFields(count: number): BenchField[] {
  return Array.from({ length: count }, (_, i) => {
    const index = i + 1;
    const position = i % block.length;
    const kind = block[position] ?? 'text';
    const filled = Math.floor(i / block.length) % 2 === 0;
    const defaultValue = filled ? defaultOf(kind, position) : undefined;
    const radio = index - position + radioAt;
    return {
      index,
      kind,
      label: `Field ${index}`,
      required: index % 5 === 0,
      options: optionsOf(kind),
      ...(defaultValue === undefined ? {} : { defaultValue }),
      ...(position === conditionalAt ? { shownWhen: { field: radio, equals: 'Yes' } } : {}),
    };
  });
}

/** Whether a field shows when the form opens: unconditional, or its radio group's default matches. */
export function initiallyVisible(field: BenchField, fields: readonly BenchField[]): boolean {
  if (!field.shownWhen) return true;
  const { field: source, equals } = field.shownWhen;
  return fields[source - 1]?.defaultValue === equals;
}

/** The first always-shown text field at or after `fraction` of the form (0.5: the middle). */
export function textFieldAt(fields: readonly BenchField[], fraction: number): BenchField {
  const from = Math.floor(fields.length * fraction);
  const found = fields.slice(from).find((field) => field.kind === 'text' && !field.shownWhen);
  const first = fields.find((field) => field.kind === 'text');
  if (!found && !first) throw new Error('The bench form has no text field');
  return (found ?? first) as BenchField;
}

/** "field12" → 12: every page names a field's control by its key. */
export function fieldIndexOfKey(key: string | null | undefined): number | null {
  const match = key ? /field(\d+)/.exec(key) : null;
  return match?.[1] ? Number(match[1]) : null;
}
