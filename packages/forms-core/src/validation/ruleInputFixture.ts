import type { Properties } from '../model/layout';
import { isBlankValue } from './isBlankValue';
import type { ValidationRuleInput } from './validationRule';

/** Test support: a rule input whose emptiness is the plain one, as for text fields. */
export function ruleInput(value: unknown, properties: Properties = {}, filling = false): ValidationRuleInput {
  return { value, properties, isEmpty: isBlankValue(value), filling };
}
