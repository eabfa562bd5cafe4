import { fieldError } from './fieldError';
import { toFiniteNumber } from './toFiniteNumber';
import type { ValidationRule } from './validationRule';

export const validateMinValue: ValidationRule = ({ value, properties, isEmpty }) => {
  const number = toFiniteNumber(value);
  const minValue = toFiniteNumber(properties.minValue);
  if (isEmpty || number === null || minValue === null) return null;
  return number < minValue ? fieldError('minValue', minValue) : null;
};
