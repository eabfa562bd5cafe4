import { toFiniteNumber } from './toFiniteNumber';
import { validationMessages } from './validationMessages';
import type { ValidationRule } from './validationRule';

export const validateMinValue: ValidationRule = ({ value, properties, isEmpty }) => {
  const number = toFiniteNumber(value);
  const minValue = toFiniteNumber(properties.minValue);
  if (isEmpty || number === null || minValue === null) return null;
  return number < minValue ? validationMessages.minValue(minValue) : null;
};
