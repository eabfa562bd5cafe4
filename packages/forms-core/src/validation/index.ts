export {
  checkDose,
  type DoseCheck,
  type DoseProblem,
  type DoseWarning,
  maxStrengthMultiple,
  maxUnitsPerDose,
  readDosage,
} from './doseCheck';
export { doseCheckText, unconfirmedDoseText } from './doseCheckText';
export {
  FIELD_ERROR_RULES,
  type FieldError,
  type FieldErrorRule,
  type FieldErrors,
  fieldError,
  isFieldError,
} from './fieldError';
export { fieldErrorText } from './fieldErrorText';
export { isDialCodeOnly } from './isDialCodeOnly';
export { isEmptyComponentValue } from './isEmptyComponentValue';
export {
  type ComponentValidationOptions,
  hasValueShape,
  type ValidatedComponent,
  validateComponentValue,
} from './validateComponentValue';
export { validateDateFormat } from './validateDateFormat';
export {
  type DiagnosisModalErrors,
  type DiagnosisModalForm,
  validateDiagnosisModal,
} from './validateDiagnosisModal';
export { validateEmail } from './validateEmail';
export { validateMaxDate } from './validateMaxDate';
export { validateMaxLength } from './validateMaxLength';
export { validateMaxOptions } from './validateMaxOptions';
export { validateMaxValue } from './validateMaxValue';
export { validateMinDate } from './validateMinDate';
export { validateMinLength } from './validateMinLength';
export { validateMinValue } from './validateMinValue';
export { validateMustBeTicked } from './validateMustBeTicked';
export { validatePhone } from './validatePhone';
export { validateRequired } from './validateRequired';
export { validateSignatureRequired } from './validateSignatureRequired';
export { signedByMaxLength, validateSignedBy } from './validateSignedBy';
export { validationMessages } from './validationMessages';
export type { ValidationRule, ValidationRuleInput } from './validationRule';
export { validationRules } from './validationRules';
