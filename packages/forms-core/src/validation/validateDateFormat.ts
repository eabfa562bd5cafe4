import { isIsoDate } from '../rules/isoDate';
import { validationMessages } from './validationMessages';
import type { ValidationRule } from './validationRule';

/** Strict YYYY-MM-DD of a real calendar day. */
export const validateDateFormat: ValidationRule = ({ value, isEmpty }) =>
  isEmpty || isIsoDate(value) ? null : validationMessages.dateFormat;
