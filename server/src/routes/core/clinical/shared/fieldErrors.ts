import { badRequest } from '../../../../app/httpError';

/** Collects validation messages per body field, then answers them all at once as a 400. */
export class FieldErrors {
  private readonly byField: Record<string, string[]> = {};

  add(field: string, message: string): void {
    this.byField[field] = [...(this.byField[field] ?? []), message];
  }

  /** Adds every message of a { field: message } map (e.g. validateDiagnosisModal's answer). */
  addAll(errors: Partial<Record<string, string>>): void {
    for (const [field, message] of Object.entries(errors)) if (message) this.add(field, message);
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
