import type { DocumentLanguage } from '../documentLanguage';
import { defaultTextLabel } from './defaultOptionTexts';
import { isRecord } from './displayCells';

/** What a stored choice is matched against, and what is shown for it. */
interface Option {
  value: string;
  label: string;
}

const labelKeys = ['label', 'text', 'name', 'value'] as const;

/** An option is a text, or a record (a resolved {{collections.name}} or a {value, label} object). */
function optionOf(item: unknown): Option | null {
  if (typeof item === 'string' || typeof item === 'number')
    return { value: String(item), label: String(item) };
  if (!isRecord(item)) return null;
  const label = labelKeys
    .map((key) => item[key])
    .find((part) => typeof part === 'string' || typeof part === 'number');
  if (label === undefined) return null;
  const value = typeof item.value === 'string' || typeof item.value === 'number' ? item.value : label;
  return { value: String(value), label: String(label) };
}

/**
 * The shown text of stored choices: each option's label (catalogue defaults translated), or the
 * stored value itself for an option no longer listed. Numbers and numeric text match alike.
 */
export function optionLabels(
  options: unknown,
  values: readonly unknown[],
  language: DocumentLanguage,
): string[] {
  const listed = Array.isArray(options) ? options.map(optionOf).filter((o): o is Option => o !== null) : [];
  return values
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .filter((value) => String(value).trim() !== '')
    .map((value) => {
      const option = listed.find((candidate) => candidate.value === String(value));
      return defaultTextLabel(option?.label ?? String(value), language);
    });
}
