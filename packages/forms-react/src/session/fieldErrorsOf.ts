import type { FieldErrorCode } from '@clinic/api-contract';
import { type FieldError, isFieldError } from '@clinic/forms-core';

/** A refused save's `fieldErrorCodes` as they come over the wire: per component id, the codes. */
export type FieldErrorCodes = Readonly<Record<string, readonly FieldErrorCode[]>>;

/**
 * The codes this client can word (forms-core FieldError), per component id; a code it does not
 * know is left out (the app then shows the reply's message instead), as are ids left without one.
 */
export function fieldErrorsOf(codes: FieldErrorCodes | undefined): Record<string, FieldError[]> {
  const errors: Record<string, FieldError[]> = {};
  for (const [id, list] of Object.entries(codes ?? {})) {
    const known = list.filter(isFieldError);
    if (known.length > 0) errors[id] = known;
  }
  return errors;
}
