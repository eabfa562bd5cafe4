import { splitFrequencyDuration } from '../../rules/frequencyDurationValue';
import { defaultTextLabel } from './defaultOptionTexts';
import { EMPTY_DISPLAY, isRecord, textCell } from './displayCells';
import { displayTexts } from './displayTexts';
import type { DisplayFormatter } from './displayValueTypes';
import { optionLabels } from './optionLabels';

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** Single and multiple choices: the options' labels, joined by ", ". */
const choiceDisplay: DisplayFormatter = (value, properties, { language }) =>
  textCell(optionLabels(properties.options, listOf(value), language).join(', '));

/**
 * Dropdown: v1 stores the option (a list with multiselect); v2 `{value, otherValue}`, whose
 * "Other" text shows as "Other: text" after any chosen option.
 */
export const dropdownDisplay: DisplayFormatter = (value, properties, context) => {
  if (!isRecord(value)) return choiceDisplay(value, properties, context);
  const parts = optionLabels(properties.options, listOf(value.value), context.language);
  const other = typeof value.otherValue === 'string' ? value.otherValue.trim() : '';
  if (other !== '') parts.push(`${displayTexts[context.language].other}: ${other}`);
  return textCell(parts.join(', '));
};

export const singleChoiceDisplay = choiceDisplay;

export const multipleChoiceDisplay: DisplayFormatter = (value, properties, context) =>
  Array.isArray(value) ? choiceDisplay(value, properties, context) : EMPTY_DISPLAY;

/** Yes or No; never set is empty. */
export const checkboxDisplay: DisplayFormatter = (value, _properties, { language }) =>
  typeof value === 'boolean'
    ? { kind: 'text', text: value ? displayTexts[language].yes : displayTexts[language].no }
    : EMPTY_DISPLAY;

/** The chosen answer's text only: its weight feeds the score and is never shown (patients read this). */
export const assessmentQuestionDisplay: DisplayFormatter = (value) =>
  isRecord(value) && typeof value.text === 'string' ? textCell(value.text) : EMPTY_DISPLAY;

/** "Twice - per day - 1 week": the chosen parts, catalogue defaults translated. */
export const frequencyDurationDisplay: DisplayFormatter = (value, _properties, { language }) => {
  if (typeof value !== 'string') return EMPTY_DISPLAY;
  const { first, second, duration } = splitFrequencyDuration(value);
  return textCell(
    [first, second, duration]
      .filter((part) => part.trim() !== '')
      .map((part) => defaultTextLabel(part, language))
      .join(' - '),
  );
};
