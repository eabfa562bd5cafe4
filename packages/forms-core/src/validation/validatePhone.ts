import { isValidPhoneNumber } from 'libphonenumber-js';
import { validationMessages } from './validationMessages';
import type { ValidationRule } from './validationRule';

/** Numbers without a dial code are read as US numbers (spec section 9: preferred country US). */
export const validatePhone: ValidationRule = ({ value, isEmpty }) => {
  if (isEmpty) return null;
  return typeof value === 'string' && isValidPhoneNumber(value.trim(), 'US')
    ? null
    : validationMessages.phone;
};
