import { fieldError } from './fieldError';
import { isRecord } from './isRecord';
import { toFiniteNumber } from './toFiniteNumber';
import type { ValidationRule } from './validationRule';

/** The selected options: a multiple choice value is the list; a dropdown v2 keeps it in `value` when multiselect is on. */
function selectedOptions(value: unknown, multiselect: unknown): readonly unknown[] | null {
  if (Array.isArray(value)) return value;
  if (isRecord(value) && multiselect === true && Array.isArray(value.value)) return value.value;
  return null;
}

/** At most maxOptions selections; null or 0 means no maximum. */
export const validateMaxOptions: ValidationRule = ({ value, properties }) => {
  const maxOptions = toFiniteNumber(properties.maxOptions);
  const selected = selectedOptions(value, properties.multiselect);
  if (maxOptions === null || maxOptions <= 0 || selected === null) return null;
  return selected.length > maxOptions ? fieldError('maxOptions', maxOptions) : null;
};
