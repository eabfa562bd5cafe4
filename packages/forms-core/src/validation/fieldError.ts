/** The rules a component's value can break, as codes: texts are chosen at the edges (fieldErrorText). */
export const FIELD_ERROR_RULES = [
  'required',
  'minLength',
  'maxLength',
  'email',
  'phone',
  'minValue',
  'maxValue',
  'dateFormat',
  'minDate',
  'maxDate',
  'maxOptions',
  /** A Checkbox whose mustBeTicked property is set (a consent) is not ticked. */
  'mustBeTicked',
  /** A value of the wrong shape for its type: only a broken client or a forged request sends one. */
  'invalidValue',
] as const;

export type FieldErrorRule = (typeof FIELD_ERROR_RULES)[number];

/**
 * One broken rule of one component: its code and the bound it broke (a length, a number, or a
 * YYYY-MM-DD date), so any language can word it.
 */
export interface FieldError {
  rule: FieldErrorRule;
  limit?: number | string;
}

/** Field errors by component id: what the check of a document gives, in the browser and on the server. */
export type FieldErrors = Readonly<Record<string, readonly FieldError[]>>;

const ruleSet: ReadonlySet<string> = new Set(FIELD_ERROR_RULES);

/** Whether a value read from the wire is a FieldError (a 400 reply's `fieldErrorCodes`). */
export function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false;
  const { rule, limit } = value as Record<string, unknown>;
  return (
    typeof rule === 'string' &&
    ruleSet.has(rule) &&
    (limit === undefined || typeof limit === 'number' || typeof limit === 'string')
  );
}

export const fieldError = (rule: FieldErrorRule, limit?: number | string): FieldError =>
  limit === undefined ? { rule } : { rule, limit };
