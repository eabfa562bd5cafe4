import { validateRequired } from './validateRequired';
import type { ValidationRule } from './validationRule';

/** The patient signs later, so a required client-type signature is exempt while staff fill the form. */
export const validateSignatureRequired: ValidationRule = (input) =>
  input.filling && input.properties.type === 'client' ? null : validateRequired(input);
