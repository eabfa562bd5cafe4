import { type FieldError, fieldErrorText } from '@clinic/forms-core';
import { badRequest } from '../../../../app/httpError';

/** Collects validation messages per body field, then answers them all at once as a 400. */
export class FieldErrors {
  private readonly byField: Record<string, string[]> = {};

  add(field: string, message: string): void {
    this.byField[field] = [...(this.byField[field] ?? []), message];
  }

  /** Adds every error of a { field: error } map (validateDiagnosisModal's answer), in English. */
  addAll(errors: Partial<Record<string, FieldError>>): void {
    for (const [field, error] of Object.entries(errors))
      if (error) this.add(field, fieldErrorText(error, 'en'));
  }

  throwIfAny(): void {
    const entries = Object.entries(this.byField);
    if (entries.length === 0) return;
    throw badRequest(
      entries.flatMap(([field, messages]) => messages.map((m) => `${field}: ${m}`)),
      this.byField,
    );
  }
}
