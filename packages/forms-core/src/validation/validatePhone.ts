import { isValidPhoneNumber } from 'libphonenumber-js';
import { fieldError } from './fieldError';
import type { ValidationRule } from './validationRule';

/** Numbers without a dial code are read as US numbers (spec section 9: preferred country US). */
export const validatePhone: ValidationRule = ({ value, isEmpty }) => {
  if (isEmpty) return null;
  return typeof value === 'string' && isValidPhoneNumber(value.trim(), 'US') ? null : fieldError('phone');
};
