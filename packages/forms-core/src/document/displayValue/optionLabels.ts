import { optionFor, readOptions } from '../../options/choiceOption';
import type { DocumentLanguage } from '../documentLanguage';
import { defaultTextLabel } from './defaultOptionTexts';

/**
 * The shown text of stored choices: each option's label (catalogue defaults translated), or the
 * stored value itself for an option no longer listed. Numbers and numeric text match alike.
 */
export function optionLabels(
  options: unknown,
  values: readonly unknown[],
  language: DocumentLanguage,
): string[] {
  const listed = readOptions(options);
  return values
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .filter((value) => String(value).trim() !== '')
    .map((value) => defaultTextLabel(optionFor(listed, value)?.label ?? String(value), language));
}
