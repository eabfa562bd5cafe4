import { z } from 'zod';
import { fieldError } from './fieldError';
import type { ValidationRule } from './validationRule';

/** zod's e-mail pattern: a practical address check, not full RFC 5322. */
const emailPattern = z.regexes.email;

export const validateEmail: ValidationRule = ({ value, isEmpty }) => {
  if (isEmpty) return null;
  return typeof value === 'string' && emailPattern.test(value.trim()) ? null : fieldError('email');
};
