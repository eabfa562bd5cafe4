import { isRecord } from './propertyReaders';

/** One choice of a dropdown or choice list: what is stored, and what is shown. */
export interface ChoiceOption {
  value: string | number;
  label: string;
}

const labelKeys = ['label', 'text', 'name', 'value'] as const;

function optionOf(item: unknown): ChoiceOption | null {
  if (typeof item === 'string') return item.trim() === '' ? null : { value: item, label: item };
  if (typeof item === 'number' && Number.isFinite(item)) return { value: item, label: String(item) };
  if (!isRecord(item)) return null;
  // A {{collections.name}} reference resolves to records: show their label, store their value.
  const label = labelKeys
    .map((key) => item[key])
    .find((part) => typeof part === 'string' || typeof part === 'number');
  const value = typeof item.value === 'string' || typeof item.value === 'number' ? item.value : label;
  if (label === undefined || value === undefined) return null;
  return { value: value as string | number, label: String(label) };
}

/** The options property as a list of distinct choices (a list of texts, or resolved collection records). */
export function choiceOptions(raw: unknown): ChoiceOption[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const options: ChoiceOption[] = [];
  for (const item of raw) {
    const option = optionOf(item);
    if (!option || seen.has(String(option.value))) continue;
    seen.add(String(option.value));
    options.push(option);
  }
  return options;
}

/** The option a stored value names (numbers and numeric text match); null when none does. */
export function optionFor(options: readonly ChoiceOption[], value: unknown): ChoiceOption | null {
  return options.find((option) => String(option.value) === String(value)) ?? null;
}
