import { z } from 'zod';
import { billingDollarsSchema } from './money';

/** A hosted payment request for the patient's balance (GET Patients/ImaginePaymentRequest/{id}). */
export const billingPaymentRequestSchema = z
  .object({
    id: z.uuid(),
    patientId: z.uuid(),
    patientName: z.string(),
    amount: billingDollarsSchema,
    /** open until paid (the balance reaches 0) or cancelled (disabled by the patient). */
    status: z.enum(['open', 'paid', 'cancelled']),
    disabled: z.boolean(),
    lastFetchedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'BillingPaymentRequest' });
export type BillingPaymentRequest = z.infer<typeof billingPaymentRequestSchema>;

/** GET Patients/getPaymentRequestId/{patientId}: null when nothing is owed. */
export const billingPaymentRequestIdSchema = z
  .object({ paymentRequestId: z.uuid().nullable() })
  .meta({ id: 'BillingPaymentRequestId' });
export type BillingPaymentRequestId = z.infer<typeof billingPaymentRequestIdSchema>;

/** POST Patients/UpdateLastRequestIdFetchTime/{requestId}?disable= */
export const billingUpdateFetchTimeQuerySchema = z.object({
  /** true closes the request: it can no longer be paid. */
  disable: z.stringbool().default(false),
});
