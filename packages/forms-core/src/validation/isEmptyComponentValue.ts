import type { EmptinessKind } from '../catalogue/validationRuleNames';
import { isBlankValue } from './isBlankValue';
import { isDialCodeOnly } from './isDialCodeOnly';
import { isRecord } from './isRecord';

/** Composite values are empty when their key part is; anything else falls back to isBlankValue. */
function isEmptyPart(value: unknown, key: string): boolean {
  return isRecord(value) ? isBlankValue(value[key]) : isBlankValue(value);
}

const emptinessChecks: Record<EmptinessKind, (value: unknown) => boolean> = {
  plain: isBlankValue,
  dropdownV2: (value) => isEmptyPart(value, 'value') && isEmptyPart(value, 'otherValue'),
  signature: (value) => isEmptyPart(value, 'signature'),
  picture: (value) => isEmptyPart(value, 'picture'),
  phone: (value) => isBlankValue(value) || (typeof value === 'string' && isDialCodeOnly(value)),
  // " -  - " is what three empty parts joined by " - " look like.
  frequencyDuration: (value) =>
    typeof value === 'string' ? value.replace(/[\s-]/g, '') === '' : isBlankValue(value),
  assessment: (value) => isEmptyPart(value, 'text') && isEmptyPart(value, 'value'),
  document: (value) => isEmptyPart(value, 'id'),
  treatmentPlan: (value) => isEmptyPart(value, 'document'),
};

/** Whether a value is empty for a type of the given emptiness kind. */
export function isEmptyComponentValue(kind: EmptinessKind, value: unknown): boolean {
  return emptinessChecks[kind](value);
}
