import { fieldErrorText, validateDateFormat, validationMessages } from '@clinic/forms-core';
import type { FieldErrors } from './fieldErrors';

/** The spec's date check (strict, real YYYY-MM-DD days) for a body field; null when it passes. */
function calendarDateError(value: string): string | null {
  const error = validateDateFormat({ value, isEmpty: value.trim() === '', properties: {}, filling: false });
  return error && fieldErrorText(error, 'en');
}

/**
 * A date field of a modal: blank gives null (or "This field is required" when required), a bad
 * date "This field must have a valid date format"; answers the trimmed date otherwise.
 */
export function readCalendarDate(
  errors: FieldErrors,
  field: string,
  value: string | null | undefined,
  required: boolean,
): string | null {
  const text = value?.trim() ?? '';
  if (text === '') {
    if (required) errors.add(field, validationMessages.required);
    return null;
  }
  const error = calendarDateError(text);
  if (error) {
    errors.add(field, error);
    return null;
  }
  return text;
}
