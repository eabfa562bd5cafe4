import { z } from 'zod';

/**
 * What a statement line is, so that the portal words it in the patient's language. `other` is a
 * line named by the clinic (a service such as 'Individual Therapy'): its `description` is shown
 * as it is, being the clinic's own name for it.
 */
export const billingStatementLineKinds = [
  'patientPayment',
  'insurancePayment',
  'copay',
  'missedAppointmentFee',
  'refund',
  'adjustment',
  'writeOff',
  'other',
] as const;
export const billingStatementLineKindSchema = z.enum(billingStatementLineKinds);
export type BillingStatementLineKind = z.infer<typeof billingStatementLineKindSchema>;

/** A line's details as values: the card it was paid with, else `details` is shown as it is (a CPT code, an EOB). */
export const billingStatementLineParamsSchema = z
  .object({ cardBrand: z.string(), cardLast4: z.string() })
  .partial()
  .meta({ id: 'BillingStatementLineParams' });
export type BillingStatementLineParams = z.infer<typeof billingStatementLineParamsSchema>;
