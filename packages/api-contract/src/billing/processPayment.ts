import { z } from 'zod';
import { billingCardInputSchema } from './creditCards';
import { billingDollarsSchema, billingPaymentAmountSchema } from './money';

/** Made once per payment (or refund) dialog: a resubmission with it answers the first outcome. */
export const billingIdempotencyKeySchema = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Use letters, digits and _ . : - only.');

export const billingChooseCardMessage = 'Choose a saved card or enter a new card.';

/**
 * POST Patients/ProcessPatientPayment/{patientId}. Pay with a saved card (paymentMethodId) or a
 * card typed now (card). The idempotency key is made once per payment dialog: a resubmission
 * with it answers the first outcome and never charges again.
 */
export const billingProcessPaymentBodySchema = z
  .object({
    amount: billingPaymentAmountSchema,
    paymentMethodId: z.uuid().optional(),
    card: billingCardInputSchema.extend({ saveCard: z.boolean().default(false) }).optional(),
    idempotencyKey: billingIdempotencyKeySchema,
  })
  .refine((body) => (body.paymentMethodId === undefined) !== (body.card === undefined), {
    message: billingChooseCardMessage,
    path: ['paymentMethodId'],
  })
  .meta({ id: 'BillingProcessPaymentBody' });
export type BillingProcessPaymentBody = z.infer<typeof billingProcessPaymentBodySchema>;

/** What the payment-success dialog shows: patient, payment type and amount paid. */
export const billingPaymentSucceededSchema = z
  .object({
    status: z.literal('succeeded'),
    paymentId: z.uuid(),
    patientName: z.string(),
    /** e.g. 'Visa •••• 4242'. */
    paymentType: z.string(),
    amountPaid: billingDollarsSchema,
    /** The balance right after this payment. */
    newBalance: billingDollarsSchema,
  })
  .meta({ id: 'BillingPaymentSucceeded' });
export type BillingPaymentSucceeded = z.infer<typeof billingPaymentSucceededSchema>;
