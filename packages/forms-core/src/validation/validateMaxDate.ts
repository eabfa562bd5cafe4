import { formatDisplayDate } from '../rules/formatDateValues';
import { isIsoDate } from '../rules/isoDate';
import { validationMessages } from './validationMessages';
import type { ValidationRule } from './validationRule';

/** On or before maxValue; a bound that is not a YYYY-MM-DD date (e.g. an unresolved expression) is ignored. */
export const validateMaxDate: ValidationRule = ({ value, properties, isEmpty }) => {
  const { maxValue } = properties;
  if (isEmpty || !isIsoDate(value) || !isIsoDate(maxValue)) return null;
  // ISO dates order as strings.
  return value > maxValue ? validationMessages.maxDate(formatDisplayDate(maxValue)) : null;
};
