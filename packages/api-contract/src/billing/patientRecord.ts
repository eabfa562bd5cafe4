import { z } from 'zod';
import { isoDateSchema } from '../common/calendarDates';
import { billingCreditCardSchema } from './creditCards';
import { billingDollarsSchema } from './money';
import { billingStatementLineKindSchema, billingStatementLineParamsSchema } from './statementLines';

/** One statement line; `date` null shows 'Not selected' in the portal. Amounts in dollars. */
export const billingPaymentHistoryLineSchema = z
  .object({
    id: z.uuid(),
    date: isoDateSchema.nullable(),
    /** The line in English, as before; the portal words `kind` and `params` instead. */
    description: z.string(),
    kind: billingStatementLineKindSchema,
    params: billingStatementLineParamsSchema,
    charges: billingDollarsSchema,
    payments: billingDollarsSchema,
    /** The running balance after this line. */
    balance: billingDollarsSchema,
    /** In English, as before (a card line reads 'Visa ending 4242'). */
    details: z.string(),
    /** The amount of the line itself, whichever side it is on. */
    amount: billingDollarsSchema,
  })
  .meta({ id: 'BillingPaymentHistoryLine' });
export type BillingPaymentHistoryLine = z.infer<typeof billingPaymentHistoryLineSchema>;

/** Newest first. */
export const billingPaymentHistorySchema = z
  .array(billingPaymentHistoryLineSchema)
  .meta({ id: 'BillingPaymentHistory' });

/** GET Patients/{id}: the signed-in patient's record (portal.md section 3 "Patient record"). */
export const billingPatientRecordSchema = z
  .object({
    id: z.uuid(),
    accountNumber: z.string(),
    firstName: z.string(),
    middleName: z.string(),
    lastName: z.string(),
    dateOfBirth: isoDateSchema,
    email: z.string().nullable(),
    phone: z.string().nullable(),
    addressLine1: z.string(),
    addressLine2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    locationId: z.uuid().nullable(),
    /** Amount owed, in dollars. */
    balance: billingDollarsSchema,
    creditCards: z.array(billingCreditCardSchema),
    paymentHistory: billingPaymentHistorySchema,
  })
  .meta({ id: 'BillingPatientRecord' });
export type BillingPatientRecord = z.infer<typeof billingPatientRecordSchema>;

/** POST Patients/patientBalanceDetails/{id}: the balance and where it comes from. */
export const billingBalanceDetailsSchema = z
  .object({
    patientId: z.uuid(),
    accountNumber: z.string(),
    balance: billingDollarsSchema,
    /** Sum of every charge on the statement. */
    charges: billingDollarsSchema,
    /** Sum of every payment (insurance and patient) on the statement. */
    payments: billingDollarsSchema,
    lastPayment: z
      .object({ date: isoDateSchema.nullable(), amount: billingDollarsSchema, details: z.string() })
      .nullable(),
  })
  .meta({ id: 'BillingBalanceDetails' });
export type BillingBalanceDetails = z.infer<typeof billingBalanceDetailsSchema>;

/** The calls that take nothing in their POST body: an absent body (null to Fastify) or an empty JSON object. */
export const billingEmptyBodySchema = z.object({}).nullish();
