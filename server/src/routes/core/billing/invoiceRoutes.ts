import {
  billingInvoiceListSchema,
  billingInvoiceParamsSchema,
  coreBillingPatientParamsSchema,
  errorReplySchema,
} from '@clinic/api-contract';
import { z } from 'zod';
import type { AppInstance } from '../../../app/appInstance';
import { recordAudit } from '../../../audit/recordAudit';
import { staffOf } from '../../../auth/authenticate';
import { findInvoice, issueInvoice, listInvoices, toInvoice } from '../../../payments/invoices/invoices';
import { sendInvoicePdf } from '../../../payments/invoices/renderInvoicePdf';
import { requirePatient } from '../clinical/shared/clinicalScope';

const tags = ['core: billing'];
const security = [{ bearer: [] }];
const errors = { 400: errorReplySchema, 401: errorReplySchema, 404: errorReplySchema } as const;

/** Invoices (statements): issued and e-mailed by staff, listed, opened as PDF. */
export async function coreInvoiceRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;
  const path = '/api/core/Patients/:patientId/Billing/Invoices';

  app.get(
    path,
    {
      schema: {
        tags,
        summary: "A patient's invoices, newest first",
        security,
        params: coreBillingPatientParamsSchema,
        response: { 200: billingInvoiceListSchema, ...errors },
      },
    },
    async (request) => {
      staffOf(request);
      const { patientId } = request.params;
      await requirePatient(db, patientId);
      const rows = await listInvoices(db, patientId);
      await recordAudit(db, request, { action: 'list', resource: 'Invoice', patientId });
      return rows.map(toInvoice);
    },
  );

  app.post(
    path,
    {
      schema: {
        tags,
        summary:
          'Issues an invoice of the ledger as it stands and e-mails the patient that it is in the portal',
        security,
        params: coreBillingPatientParamsSchema,
        response: { 200: billingInvoiceListSchema, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { patientId } = request.params;
      await issueInvoice(db, request, patientId, staff.staffUserId, app.deps.config.publicUrl);
      return (await listInvoices(db, patientId)).map(toInvoice);
    },
  );

  app.get(
    `${path}/:invoiceId/Pdf`,
    {
      schema: {
        tags,
        summary: 'The invoice as a PDF',
        security,
        params: billingInvoiceParamsSchema,
        response: {
          200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string() } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      staffOf(request);
      const invoice = await findInvoice(db, request.params.patientId, request.params.invoiceId);
      return sendInvoicePdf(db, request, reply, invoice);
    },
  );
}
