import { isIsoDate } from '../rules/isoDate';
import { fieldError } from './fieldError';
import type { ValidationRule } from './validationRule';

/** On or before maxValue; a bound that is not a YYYY-MM-DD date (e.g. an unresolved expression) is ignored. */
export const validateMaxDate: ValidationRule = ({ value, properties, isEmpty }) => {
  const { maxValue } = properties;
  if (isEmpty || !isIsoDate(value) || !isIsoDate(maxValue)) return null;
  // ISO dates order as strings.
  return value > maxValue ? fieldError('maxDate', maxValue) : null;
};
