import { canAddTextItem } from './canAddTextItem';

/**
 * The builder adds a weighted item (text plus numeric value) only when the text is not
 * blank and a value is present; 0 is a value, an empty or non-numeric input is not.
 */
export function canAddWeightedItem(item: {
  text: string;
  value: number | string | null | undefined;
}): boolean {
  return canAddTextItem(item.text) && weightOf(item.value) !== null;
}

function weightOf(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const weight = Number(value);
  return Number.isFinite(weight) ? weight : null;
}
