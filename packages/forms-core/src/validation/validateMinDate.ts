import { isIsoDate } from '../rules/isoDate';
import { fieldError } from './fieldError';
import type { ValidationRule } from './validationRule';

/** On or after minValue; a bound that is not a YYYY-MM-DD date (e.g. an unresolved expression) is ignored. */
export const validateMinDate: ValidationRule = ({ value, properties, isEmpty }) => {
  const { minValue } = properties;
  if (isEmpty || !isIsoDate(value) || !isIsoDate(minValue)) return null;
  // ISO dates order as strings.
  return value < minValue ? fieldError('minDate', minValue) : null;
};
