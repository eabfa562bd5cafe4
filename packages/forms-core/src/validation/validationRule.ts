import type { Properties } from '../model/layout';
import type { FieldError } from './fieldError';

export interface ValidationRuleInput {
  /** The component's value from the results, of any shape. */
  value: unknown;
  /** The component's properties, computed expressions already resolved. */
  properties: Properties;
  /** Whether the value is empty by its type's emptiness (see isEmptyComponentValue). */
  isEmpty: boolean;
  /** True while a user is filling the form in, as opposed to a final check. */
  filling: boolean;
}

/** A pure rule (formio/core style): the broken rule's code, or null when the value passes. Never throws. */
export type ValidationRule = (input: ValidationRuleInput) => FieldError | null;
