/**
 * Choice options (issue 21.3): one model for dropdowns, single and multiple choices and datatable
 * select columns. An option is stored as a plain text (its value is its label, as forms always
 * stored them) or as `{value, label, score?}`: documents keep the value, readers see the label,
 * so renaming a label never changes what old documents say. Every reader goes through here.
 */

/** One option as read: what a document stores, what a reader sees, and its weight in a score. */
export interface ChoiceOption {
  value: string | number;
  label: string;
  score?: number;
}

/** An option as the builder writes it: a text when nothing else is needed. */
export type StoredOption = string | { value: string; label: string; score?: number };

const labelKeys = ['label', 'text', 'name', 'value'] as const;

const isScalar = (part: unknown): part is string | number =>
  typeof part === 'string' || (typeof part === 'number' && Number.isFinite(part));

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One stored option: a text or number, or a record (an authored `{value, label, score}`, or a
 * resolved `{{collections.name}}` record labelled by its label, text or name). Null when blank.
 */
export function readOption(item: unknown): ChoiceOption | null {
  if (typeof item === 'string') return item.trim() === '' ? null : { value: item, label: item };
  if (typeof item === 'number') return Number.isFinite(item) ? { value: item, label: String(item) } : null;
  if (!isRecord(item)) return null;
  const label = labelKeys.map((key) => item[key]).find(isScalar);
  const value = isScalar(item.value) ? item.value : label;
  if (label === undefined || value === undefined || String(value).trim() === '') return null;
  const score = item.score;
  return {
    value,
    label: String(label).trim() === '' ? String(value) : String(label),
    ...(typeof score === 'number' && Number.isFinite(score) ? { score } : {}),
  };
}

/**
 * The options property as distinct choices in their order; a collection reference not yet
 * resolved (a text) or anything else that is no list reads as none.
 */
export function readOptions(raw: unknown): ChoiceOption[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const options: ChoiceOption[] = [];
  for (const item of raw) {
    const option = readOption(item);
    if (!option || seen.has(String(option.value))) continue;
    seen.add(String(option.value));
    options.push(option);
  }
  return options;
}

/** Whether a stored answer is this option's value (numbers and numeric text match alike). */
export function isOptionValue(option: ChoiceOption, value: unknown): boolean {
  return isScalar(value) && String(option.value) === String(value);
}

/** The option a stored answer names; null when none does (an option since removed). */
export function optionFor(options: readonly ChoiceOption[], value: unknown): ChoiceOption | null {
  return options.find((option) => isOptionValue(option, value)) ?? null;
}

/**
 * The option as the builder stores it: a plain text while its value is its label and it has no
 * score, so forms that never use separate values or scores keep the shape they always had.
 */
export function storedOption(option: { value: string; label: string; score?: number }): StoredOption {
  const { value, label, score } = option;
  if (value === label && score === undefined) return value;
  return { value, label, ...(score === undefined ? {} : { score }) };
}

/** Whether any option carries a separate stored value or a score (the builder opens its columns). */
export function hasOptionDetails(raw: unknown): { separateValues: boolean; scores: boolean } {
  const options = readOptions(raw);
  return {
    separateValues: options.some((option) => String(option.value) !== option.label),
    scores: options.some((option) => option.score !== undefined),
  };
}
