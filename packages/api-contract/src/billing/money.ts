import { z } from 'zod';

/** An amount in US dollars with at most 2 decimals: the API speaks dollars, the database cents. */
export const billingDollarsSchema = z.number();

/** Whole cents: 12.5 and 12.50 pass, 12.505 does not (floating point noise tolerated). */
function hasAtMostTwoDecimals(amount: number): boolean {
  return Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

/** A payment amount typed by the patient: more than 0, whole cents. */
export const billingPaymentAmountSchema = z
  .number()
  .positive('Enter an amount greater than $0.00.')
  .max(999_999.99, 'Enter an amount of at most $999,999.99.')
  .refine(hasAtMostTwoDecimals, 'Enter an amount in dollars and cents (at most 2 decimals).');
