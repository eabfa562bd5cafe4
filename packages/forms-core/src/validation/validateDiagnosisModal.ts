import { isIsoDate } from '../rules/isoDate';
import { type FieldError, fieldError } from './fieldError';
import { isBlankValue } from './isBlankValue';
import { isRecord } from './isRecord';

/** The "Add Diagnosis Code" modal form (spec section 3). */
export interface DiagnosisModalForm {
  icdCodeId?: unknown;
  /** A status {id, name, color} or its name. */
  status?: unknown;
  activeFrom?: unknown;
  resolvedBy?: unknown;
  comments?: unknown;
}

export type DiagnosisModalErrors = Partial<Record<'icdCodeId' | 'activeFrom' | 'resolvedBy', FieldError>>;

/** Status "Resolved" reveals the Resolved by date. */
function isResolved(status: unknown): boolean {
  return (isRecord(status) ? status.name : status) === 'Resolved';
}

/** A date field may stay empty, but what is typed must be a real YYYY-MM-DD date. */
function dateError(value: unknown): FieldError | undefined {
  return isBlankValue(value) || isIsoDate(value) ? undefined : fieldError('dateFormat');
}

/**
 * The modal's checks (spec section 5): the ICD code is required; Active From
 * and, when shown, Resolved by must be valid dates. Fields without an error are absent.
 */
export function validateDiagnosisModal(form: DiagnosisModalForm): DiagnosisModalErrors {
  const errors: DiagnosisModalErrors = {};
  if (isBlankValue(form.icdCodeId)) errors.icdCodeId = fieldError('required');
  const activeFromError = dateError(form.activeFrom);
  if (activeFromError) errors.activeFrom = activeFromError;
  const resolvedByError = isResolved(form.status) ? dateError(form.resolvedBy) : undefined;
  if (resolvedByError) errors.resolvedBy = resolvedByError;
  return errors;
}
