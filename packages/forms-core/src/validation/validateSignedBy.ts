import { fieldError } from './fieldError';
import { isRecord } from './isRecord';
import type { ValidationRule } from './validationRule';

/** Spec section 9: Signed By max 50 characters. */
export const signedByMaxLength = 50;

/**
 * The trimmed Signed By text of a signature, at most 50 characters. It reads
 * like any maxLength 50 field: "This field length must be less than 50".
 */
export const validateSignedBy: ValidationRule = ({ value }) => {
  if (!isRecord(value) || typeof value.signedBy !== 'string') return null;
  return value.signedBy.trim().length > signedByMaxLength ? fieldError('maxLength', signedByMaxLength) : null;
};
