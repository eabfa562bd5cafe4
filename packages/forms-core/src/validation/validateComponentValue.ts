import type { CatalogueEntry } from '../catalogue/catalogueEntry';
import { getCatalogueEntry } from '../catalogue/catalogueRegistry';
import type { ComponentNode } from '../model/layout';
import { type FieldError, fieldError } from './fieldError';
import { isEmptyComponentValue } from './isEmptyComponentValue';
import { validationRules } from './validationRules';

export type ValidatedComponent = Pick<ComponentNode, 'elType' | 'version' | 'properties'>;

export interface ComponentValidationOptions {
  /** True while a user fills the form in (exempts a client signature from required). */
  filling?: boolean;
}

/**
 * Runs a component's catalogue rules on a value of any shape and returns the rules it breaks
 * (none when valid). Types without rules, and unknown types, pass.
 */
export function validateComponentValue(
  component: ValidatedComponent,
  value: unknown,
  options: ComponentValidationOptions = {},
): FieldError[] {
  const entry = getCatalogueEntry(component.elType, component.version);
  if (!entry || entry.rules.length === 0) return [];
  const isEmpty = isEmptyComponentValue(entry.emptiness, value);
  // A value of the wrong shape would make the other rules meaningless.
  if (!isEmpty && !hasValueShape(entry, value)) return [fieldError('invalidValue')];
  const input = { value, properties: component.properties, isEmpty, filling: options.filling ?? false };
  const errors: FieldError[] = [];
  for (const ruleName of entry.rules) {
    const error = validationRules[ruleName](input);
    if (error !== null) errors.push(error);
  }
  return errors;
}

/** Whether a value has its type's shape (null and undefined stand for no value of any type). */
export function hasValueShape(entry: Pick<CatalogueEntry, 'valueSchema'>, value: unknown): boolean {
  if (value === null || value === undefined || entry.valueSchema === null) return true;
  return entry.valueSchema.safeParse(value).success;
}
