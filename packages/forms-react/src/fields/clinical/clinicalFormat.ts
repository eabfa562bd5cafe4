import {
  type DisplayEmpty,
  type DisplayText,
  displayDate,
  displayDateTime,
  EMPTY_VALUE_TEXT,
} from '@clinic/forms-core';
import { useDisplayOptions } from '../display/useDisplayValue';

export interface ClinicalFormat {
  /** A calendar day as display values show it ('--' when empty; unreadable text shown as is). */
  date(value: unknown): string;
  /** A date and time in clinic time. */
  dateTime(value: unknown): string;
  /** Any text or number as written: '--' when empty. */
  text(value: unknown): string;
}

const shown = (cell: DisplayText | DisplayEmpty) => (cell.kind === 'text' ? cell.text : EMPTY_VALUE_TEXT);

/**
 * Dates and texts outside the records' tables (pickers, range notes, headings) as forms-core's
 * display values word them: the section 9 formats in every language, in clinic time.
 */
export function useClinicalFormat(): ClinicalFormat {
  const options = useDisplayOptions();
  return {
    date: (value) => shown(displayDate(value, options)),
    dateTime: (value) => shown(displayDateTime(value, options)),
    text: (value) =>
      (typeof value === 'string' && value.trim() !== '') || typeof value === 'number'
        ? String(value)
        : EMPTY_VALUE_TEXT,
  };
}
