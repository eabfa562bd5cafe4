import { EMPTY_VALUE_TEXT, formatDisplayDate } from '@clinic/forms-core';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A component's value as one line of text for print: '--' when empty (forms.md section 9),
 * dates as MM/DD/YYYY, choices by their text, lists joined, table rows one per line.
 */
export function formatPrintValue(value: unknown): string {
  if (value === null || value === undefined) return EMPTY_VALUE_TEXT;
  if (typeof value === 'string') {
    if (value.trim() === '') return EMPTY_VALUE_TEXT;
    return isoDate.test(value) ? formatDisplayDate(value) : value;
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    const parts = value.map(formatPrintValue).filter((part) => part !== EMPTY_VALUE_TEXT);
    const joiner = value.some((item) => typeof item === 'object' && item !== null) ? '\n' : ', ';
    return parts.length > 0 ? parts.join(joiner) : EMPTY_VALUE_TEXT;
  }
  if (typeof value === 'object') return formatObject(value as Record<string, unknown>);
  return EMPTY_VALUE_TEXT;
}

function formatObject(value: Record<string, unknown>): string {
  // Dropdown v2 {value, otherValue}; assessment answers {text, value}.
  if ('otherValue' in value)
    return formatPrintValue(value.value) === EMPTY_VALUE_TEXT
      ? formatPrintValue(value.otherValue)
      : formatPrintValue(value.value);
  if (typeof value.text === 'string' && 'value' in value)
    return `${value.text} (${formatPrintValue(value.value)})`;
  const parts = Object.entries(value)
    .filter(([key]) => key !== 'id')
    .map(([key, item]) => [key, formatPrintValue(item)] as const)
    .filter(([, text]) => text !== EMPTY_VALUE_TEXT)
    .map(([key, text]) => `${key}: ${text}`);
  return parts.length > 0 ? parts.join('; ') : EMPTY_VALUE_TEXT;
}
