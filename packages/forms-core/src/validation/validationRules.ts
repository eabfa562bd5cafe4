import type { ValidationRuleName } from '../catalogue/validationRuleNames';
import { validateDateFormat } from './validateDateFormat';
import { validateEmail } from './validateEmail';
import { validateMaxDate } from './validateMaxDate';
import { validateMaxLength } from './validateMaxLength';
import { validateMaxOptions } from './validateMaxOptions';
import { validateMaxValue } from './validateMaxValue';
import { validateMinDate } from './validateMinDate';
import { validateMinLength } from './validateMinLength';
import { validateMinValue } from './validateMinValue';
import { validateMustBeTicked } from './validateMustBeTicked';
import { validatePhone } from './validatePhone';
import { validateRequired } from './validateRequired';
import { validateSignatureRequired } from './validateSignatureRequired';
import { validateSignedBy } from './validateSignedBy';
import type { ValidationRule } from './validationRule';

/** The implementation of every rule the catalogue can name. */
export const validationRules: Readonly<Record<ValidationRuleName, ValidationRule>> = {
  required: validateRequired,
  signatureRequired: validateSignatureRequired,
  minLength: validateMinLength,
  maxLength: validateMaxLength,
  email: validateEmail,
  phone: validatePhone,
  minValue: validateMinValue,
  maxValue: validateMaxValue,
  dateFormat: validateDateFormat,
  minDate: validateMinDate,
  maxDate: validateMaxDate,
  maxOptions: validateMaxOptions,
  signedBy: validateSignedBy,
  mustBeTicked: validateMustBeTicked,
};
