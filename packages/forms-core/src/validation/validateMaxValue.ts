import { fieldError } from './fieldError';
import { toFiniteNumber } from './toFiniteNumber';
import type { ValidationRule } from './validationRule';

export const validateMaxValue: ValidationRule = ({ value, properties, isEmpty }) => {
  const number = toFiniteNumber(value);
  const maxValue = toFiniteNumber(properties.maxValue);
  if (isEmpty || number === null || maxValue === null) return null;
  return number > maxValue ? fieldError('maxValue', maxValue) : null;
};
