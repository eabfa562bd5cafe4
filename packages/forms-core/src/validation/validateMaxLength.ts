import { fieldError } from './fieldError';
import { toFiniteNumber } from './toFiniteNumber';
import type { ValidationRule } from './validationRule';

/** Trimmed text at most maxLength long (null means no limit), checked only when there is text. */
export const validateMaxLength: ValidationRule = ({ value, properties, isEmpty }) => {
  const maxLength = toFiniteNumber(properties.maxLength);
  if (isEmpty || maxLength === null || typeof value !== 'string') return null;
  return value.trim().length > maxLength ? fieldError('maxLength', maxLength) : null;
};
