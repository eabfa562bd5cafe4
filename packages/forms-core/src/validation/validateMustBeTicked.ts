import { fieldError } from './fieldError';
import type { ValidationRule } from './validationRule';

/**
 * A plain boolean is never validated (forms.md section 5); a Checkbox with mustBeTicked is an
 * acknowledgement (a consent) and must be ticked.
 */
export const validateMustBeTicked: ValidationRule = ({ value, properties }) =>
  properties.mustBeTicked === true && value !== true ? fieldError('mustBeTicked') : null;
