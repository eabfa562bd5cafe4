import { isIsoDate } from '../rules/isoDate';
import { fieldError } from './fieldError';
import type { ValidationRule } from './validationRule';

/** Strict YYYY-MM-DD of a real calendar day. */
export const validateDateFormat: ValidationRule = ({ value, isEmpty }) =>
  isEmpty || isIsoDate(value) ? null : fieldError('dateFormat');
