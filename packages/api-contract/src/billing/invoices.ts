import { z } from 'zod';
import { isoInstantSchema } from '../common/calendarDates';

/** An invoice (statement) issued to a patient: the ledger up to the moment it was issued. */
export const billingInvoiceSchema = z
  .object({
    id: z.uuid(),
    /** The clinic-wide invoice number, shown as INV-001001. */
    number: z.number().int(),
    issuedAt: isoInstantSchema,
    /** The balance due on the invoice, in cents. */
    balanceCents: z.number().int(),
    /** When it was queued to be e-mailed to the patient; null when the patient has no e-mail. */
    emailedAt: isoInstantSchema.nullable(),
  })
  .meta({ id: 'BillingInvoice' });
export type BillingInvoice = z.infer<typeof billingInvoiceSchema>;

/** Newest first. */
export const billingInvoiceListSchema = z.array(billingInvoiceSchema).meta({ id: 'BillingInvoiceList' });

export const billingInvoiceParamsSchema = z.object({ patientId: z.uuid(), invoiceId: z.uuid() });
export const billingPortalInvoiceParamsSchema = z.object({ id: z.uuid(), invoiceId: z.uuid() });

/** "INV-001001": how an invoice number is written on the PDF, the e-mail and both apps. */
export const invoiceNumberText = (number: number): string => `INV-${String(number).padStart(6, '0')}`;
