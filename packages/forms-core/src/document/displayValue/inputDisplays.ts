import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { isDialCodeOnly } from '../../validation/isDialCodeOnly';
import { EMPTY_DISPLAY, scalarCell, textCell } from './displayCells';
import { displayDate, displayTime } from './displayDates';
import { displayTexts } from './displayTexts';
import type { DisplayFormatter } from './displayValueTypes';

/** Text as typed; line breaks are kept by every rendering. */
export const textDisplay: DisplayFormatter = (value) => scalarCell(value);

/** Numbers, and numeric text as stored, followed by the input's unit when it has one ("72 kg"). */
export const numberDisplay: DisplayFormatter = (value, properties) => {
  const unit = typeof properties.unit === 'string' ? properties.unit.trim() : '';
  const shown = scalarCell(value);
  return unit !== '' && shown.kind === 'text' && shown.text.trim() !== ''
    ? textCell(`${shown.text} ${unit}`)
    : shown;
};

/** forms.md section 9: a password shows as five asterisks, never its text. */
export const passwordDisplay: DisplayFormatter = (value, _properties, { language }) =>
  typeof value === 'string' && value !== ''
    ? { kind: 'text', text: displayTexts[language].passwordMask }
    : EMPTY_DISPLAY;

/** "+1 202 555 0142": international format when the number parses (US by default), else as typed. */
export function formatPhoneInternational(text: string): string {
  const parsed = parsePhoneNumberFromString(text.trim(), 'US');
  return parsed ? parsed.formatInternational() : text.trim();
}

/** A dial code alone counts as empty (forms.md section 4). */
export const phoneDisplay: DisplayFormatter = (value) =>
  typeof value === 'string' && !isDialCodeOnly(value)
    ? textCell(formatPhoneInternational(value))
    : EMPTY_DISPLAY;

export const datePickerDisplay: DisplayFormatter = (value, _properties, context) =>
  displayDate(value, context);

export const timePickerDisplay: DisplayFormatter = (value, _properties, context) =>
  displayTime(value, context);
