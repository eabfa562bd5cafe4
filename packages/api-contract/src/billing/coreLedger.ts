import { z } from 'zod';
import { isoDateSchema, isoInstantSchema } from '../common/calendarDates';
import { codedIssue } from '../serverMessages/validationCodes';
import { billingCreditCardSchema } from './creditCards';
import { billingIdempotencyKeySchema } from './processPayment';

/** Whole cents, as the staff billing API speaks (the database keeps cents too). */
const centsSchema = z.number().int();
/** An amount typed by staff: more than 0, at most $999,999.99. */
export const coreBillingAmountCentsSchema = z
  .number()
  .int('Enter an amount in whole cents.')
  .positive('Enter an amount greater than $0.00.')
  .max(99_999_999, 'Enter an amount of at most $999,999.99.');

export const coreBillingEntryTypes = [
  'imported',
  'charge',
  'payment',
  'refund',
  'adjustment',
  'writeOff',
] as const;
export const coreBillingEntryTypeSchema = z.enum(coreBillingEntryTypes);
export type CoreBillingEntryType = z.infer<typeof coreBillingEntryTypeSchema>;

/** Why a balance was adjusted or written off; `other` needs a note. */
export const coreBillingAdjustmentReasons = [
  'contractual',
  'billingCorrection',
  'courtesyDiscount',
  'smallBalance',
  'badDebt',
  'financialHardship',
  'timelyFiling',
  'other',
] as const;
export const coreBillingAdjustmentReasonSchema = z.enum(coreBillingAdjustmentReasons);
export type CoreBillingAdjustmentReason = z.infer<typeof coreBillingAdjustmentReasonSchema>;

/** CPT (5 digits, or 4 digits and a letter) or HCPCS level II (a letter and 4 digits), with an optional modifier. */
export const coreBillingServiceCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{5}(-[A-Z0-9]{2})?$/, 'Enter a CPT or HCPCS code such as 90834 or G0444.');

/** POST api/core/Patients/{patientId}/Billing/Charges */
export const coreBillingChargeBodySchema = z
  .object({
    service: z.string().trim().min(1, 'Enter the service.').max(200),
    serviceCode: coreBillingServiceCodeSchema,
    units: z.number().int().min(1, 'Enter at least 1 unit.').max(99, 'Enter at most 99 units.'),
    /** The charge in total (not per unit). */
    amountCents: coreBillingAmountCentsSchema,
    dateOfService: isoDateSchema,
    locationId: z.uuid(),
    clinicianId: z.uuid(),
  })
  .meta({ id: 'CoreBillingChargeBody' });
export type CoreBillingChargeBody = z.infer<typeof coreBillingChargeBodySchema>;

/**
 * POST api/core/Patients/{patientId}/Billing/Adjustments. A write-off always lowers the balance
 * (never below $0); an adjustment lowers it (credit) or raises it (debit).
 */
export const coreBillingAdjustmentBodySchema = z
  .object({
    kind: z.enum(['adjustment', 'writeOff']),
    direction: z.enum(['credit', 'debit']).default('credit'),
    amountCents: coreBillingAmountCentsSchema,
    reason: coreBillingAdjustmentReasonSchema,
    note: z.string().trim().max(500).default(''),
  })
  .refine((body) => body.reason !== 'other' || body.note.length > 0, {
    ...codedIssue('noteReasonMissing'),
    path: ['note'],
  })
  .refine((body) => body.kind === 'adjustment' || body.direction === 'credit', {
    ...codedIssue('writeOffRaisesBalance'),
    path: ['direction'],
  })
  .meta({ id: 'CoreBillingAdjustmentBody' });
export type CoreBillingAdjustmentBody = z.infer<typeof coreBillingAdjustmentBodySchema>;

/** One ledger line, oldest first; charges/payments/adjustments are signed cents. */
export const coreBillingLedgerLineSchema = z
  .object({
    id: z.uuid(),
    entryType: coreBillingEntryTypeSchema,
    /** The date of service of a charge, else the day it was posted. */
    date: isoDateSchema.nullable(),
    description: z.string(),
    details: z.string(),
    serviceCode: z.string().nullable(),
    units: z.number().int().nullable(),
    location: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    clinician: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    reason: coreBillingAdjustmentReasonSchema.nullable(),
    note: z.string(),
    chargesCents: centsSchema,
    paymentsCents: centsSchema,
    adjustmentsCents: centsSchema,
    /** The balance right after this line. */
    balanceCents: centsSchema,
    postedAt: isoInstantSchema,
    paymentId: z.uuid().nullable(),
    /** A payment line's amount still refundable (0 once fully refunded); null on other lines. */
    refundableCents: centsSchema.nullable(),
  })
  .meta({ id: 'CoreBillingLedgerLine' });
export type CoreBillingLedgerLine = z.infer<typeof coreBillingLedgerLineSchema>;

/** GET api/core/Patients/{patientId}/Billing: the ledger, its totals and the saved cards. */
export const coreBillingLedgerSchema = z
  .object({
    patientId: z.uuid(),
    balanceCents: centsSchema,
    chargesCents: centsSchema,
    paymentsCents: centsSchema,
    adjustmentsCents: centsSchema,
    lines: z.array(coreBillingLedgerLineSchema),
    cards: z.array(billingCreditCardSchema),
  })
  .meta({ id: 'CoreBillingLedger' });
export type CoreBillingLedger = z.infer<typeof coreBillingLedgerSchema>;

/** POST api/core/Patients/{patientId}/Billing/Payments: a desk payment with a saved card. */
export const coreBillingPaymentBodySchema = z
  .object({
    amountCents: coreBillingAmountCentsSchema,
    paymentMethodId: z.uuid(),
    idempotencyKey: billingIdempotencyKeySchema,
  })
  .meta({ id: 'CoreBillingPaymentBody' });
export type CoreBillingPaymentBody = z.infer<typeof coreBillingPaymentBodySchema>;

/** POST api/core/Patients/{patientId}/Billing/Payments/{paymentId}/Refunds */
export const coreBillingRefundBodySchema = z
  .object({
    amountCents: coreBillingAmountCentsSchema,
    reason: z.string().trim().max(500).default(''),
    idempotencyKey: billingIdempotencyKeySchema,
  })
  .meta({ id: 'CoreBillingRefundBody' });
export type CoreBillingRefundBody = z.infer<typeof coreBillingRefundBodySchema>;

export const coreBillingPatientParamsSchema = z.object({ patientId: z.uuid() });
export const coreBillingPaymentParamsSchema = z.object({ patientId: z.uuid(), paymentId: z.uuid() });
