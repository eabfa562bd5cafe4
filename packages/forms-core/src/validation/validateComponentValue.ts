import { getCatalogueEntry } from '../catalogue/catalogueRegistry';
import type { ComponentNode } from '../model/layout';
import { isEmptyComponentValue } from './isEmptyComponentValue';
import { validationMessages } from './validationMessages';
import { validationRules } from './validationRules';

export type ValidatedComponent = Pick<ComponentNode, 'elType' | 'version' | 'properties'>;

export interface ComponentValidationOptions {
  /** True while a user fills the form in (exempts a client signature from required). */
  filling?: boolean;
}

/**
 * Runs a component's catalogue rules on a value of any shape and returns its
 * messages (none when valid). Types without rules, and unknown types, pass.
 */
export function validateComponentValue(
  component: ValidatedComponent,
  value: unknown,
  options: ComponentValidationOptions = {},
): string[] {
  const entry = getCatalogueEntry(component.elType, component.version);
  if (!entry || entry.rules.length === 0) return [];
  const isEmpty = isEmptyComponentValue(entry.emptiness, value);
  // A value of the wrong shape would make the rules' messages meaningless.
  if (!isEmpty && entry.valueSchema && !entry.valueSchema.safeParse(value).success) {
    return [validationMessages.invalidValue];
  }
  const input = { value, properties: component.properties, isEmpty, filling: options.filling ?? false };
  const messages: string[] = [];
  for (const ruleName of entry.rules) {
    const message = validationRules[ruleName](input);
    if (message !== null) messages.push(message);
  }
  return messages;
}
