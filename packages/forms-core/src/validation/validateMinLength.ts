import { fieldError } from './fieldError';
import { toFiniteNumber } from './toFiniteNumber';
import type { ValidationRule } from './validationRule';

/** Trimmed text at least minLength long, checked only when there is text. */
export const validateMinLength: ValidationRule = ({ value, properties, isEmpty }) => {
  const minLength = toFiniteNumber(properties.minLength);
  if (isEmpty || minLength === null || typeof value !== 'string') return null;
  return value.trim().length < minLength ? fieldError('minLength', minLength) : null;
};
