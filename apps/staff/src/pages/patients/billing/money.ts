import { formatMoneyUsd } from '@clinic/forms-core';

/** "$1,234.50" from integer cents. */
export const formatCents = (cents: number): string => formatMoneyUsd(cents / 100);

/** Cents from a dollar amount typed in a NumberInput (rounded: 19.99 * 100 is 1998.999…). */
export const dollarsInputToCents = (value: string | number): number =>
  Math.round((typeof value === 'number' ? value : Number(value) || 0) * 100);
