import { clinicWallClock } from '@clinic/forms-core';
import { useClinicalContext } from '../../services/clinicalContext';
import { useClinicalTexts } from './clinicalTexts';

export interface ClinicalFormat {
  /** A calendar day in the form's language ('--' when empty; unreadable text shown as is). */
  date(value: unknown): string;
  /** A date and time in clinic time. */
  dateTime(value: unknown): string;
  /** Any cell value as text: '--' when empty. */
  text(value: unknown): string;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Dates and cells as the clinical tables show them, in the form's language and clinic time. */
export function useClinicalFormat(): ClinicalFormat {
  const texts = useClinicalTexts();
  const { utcOffsetMinutes } = useClinicalContext();
  const format = (value: unknown, pattern: string) => {
    if (isEmpty(value)) return texts.empty;
    if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date))
      return texts.empty;
    return clinicWallClock(value, utcOffsetMinutes)?.format(pattern) ?? String(value);
  };
  return {
    date: (value) => format(value, texts.dateFormat),
    dateTime: (value) => format(value, texts.dateTimeFormat),
    text: (value) => (isEmpty(value) ? texts.empty : typeof value === 'object' ? texts.empty : String(value)),
  };
}
