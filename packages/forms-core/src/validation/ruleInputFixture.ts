import type { Properties } from '../model/layout';
import type { FieldError } from './fieldError';
import { fieldErrorText } from './fieldErrorText';
import { isBlankValue } from './isBlankValue';
import type { ValidationRuleInput } from './validationRule';

/** Test support: a rule input whose emptiness is the plain one, as for text fields. */
export function ruleInput(value: unknown, properties: Properties = {}, filling = false): ValidationRuleInput {
  return { value, properties, isEmpty: isBlankValue(value), filling };
}

/** Test support: a rule's answer as the English text the user reads (null when it passes). */
export function ruleText(error: FieldError | null): string | null {
  return error === null ? null : fieldErrorText(error, 'en');
}

/** Test support: the English texts of a component's errors. */
export function errorTexts(errors: readonly FieldError[]): string[] {
  return errors.map((error) => fieldErrorText(error, 'en'));
}
