import { z } from 'zod';

/**
 * Why a card or a payment was refused. The card codes are the gateway's (Stripe's) refusals;
 * the others are the portal's own billing rules.
 */
export const paymentRefusalCodes = [
  'cardIncorrectNumber',
  'cardDeclined',
  'cardInsufficientFunds',
  'cardExpired',
  'cardIncorrectCvc',
  'cardProcessingError',
  /** A refused payment stored before its reason was kept as a code. */
  'paymentFailed',
  'paymentStillProcessing',
  /** The idempotency key was reused with another amount. */
  'paymentAmountChanged',
  /** params.balance: the balance due, already formatted as dollars ("$120.00"). */
  'amountOverBalance',
  'chooseCard',
  /** params.max: how many cards a patient may keep. */
  'tooManySavedCards',
  /** The practice-management system did not answer. */
  'billingSystemUnavailable',
  // Staff postings, desk payments and refunds.
  'dateOfServiceInFuture',
  'clinicianUnavailable',
  /** params.balance: the balance, formatted as dollars. */
  'writeOffOverBalance',
  /** params.refundable: what may still be refunded, formatted as dollars. */
  'refundOverPaid',
  'paymentNotRefundable',
  'refundAmountChanged',
  /** params.message: the gateway's own words. */
  'refundFailed',
  'refundStillProcessing',
] as const;
export const paymentRefusalCodeSchema = z.enum(paymentRefusalCodes);
export type PaymentRefusalCode = z.infer<typeof paymentRefusalCodeSchema>;
