import { fieldError } from './fieldError';
import type { ValidationRule } from './validationRule';

/** A required component needs a value that is not empty by its type's emptiness. */
export const validateRequired: ValidationRule = ({ properties, isEmpty }) =>
  properties.required === true && isEmpty ? fieldError('required') : null;
