import { formatDisplayDate } from '../rules/formatDateValues';
import { isIsoDate } from '../rules/isoDate';
import { validationMessages } from './validationMessages';
import type { ValidationRule } from './validationRule';

/** On or after minValue; a bound that is not a YYYY-MM-DD date (e.g. an unresolved expression) is ignored. */
export const validateMinDate: ValidationRule = ({ value, properties, isEmpty }) => {
  const { minValue } = properties;
  if (isEmpty || !isIsoDate(value) || !isIsoDate(minValue)) return null;
  // ISO dates order as strings.
  return value < minValue ? validationMessages.minDate(formatDisplayDate(minValue)) : null;
};
