import { validationMessages } from './validationMessages';
import type { ValidationRule } from './validationRule';

/** A required component needs a value that is not empty by its type's emptiness. */
export const validateRequired: ValidationRule = ({ properties, isEmpty }) =>
  properties.required === true && isEmpty ? validationMessages.required : null;
