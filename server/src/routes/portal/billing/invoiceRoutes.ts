import {
  billingInvoiceListSchema,
  billingPortalInvoiceParamsSchema,
  errorReplySchema,
  idParamsSchema,
} from '@clinic/api-contract';
import { z } from 'zod';
import type { AppInstance } from '../../../app/appInstance';
import { recordAudit } from '../../../audit/recordAudit';
import { recordPortalRead } from '../../../audit/recordPortalRead';
import { findInvoice, listInvoices, toInvoice } from '../../../payments/invoices/invoices';
import { sendInvoicePdf } from '../../../payments/invoices/renderInvoicePdf';
import { bearerSecurity, billingTags } from './billingRouteDocs';
import { loadOwnPatient, ownPatientId } from './ownPatient';

const errors = { 401: errorReplySchema, 404: errorReplySchema } as const;

/** The signed-in patient's invoices on the Billing page, and each one's PDF. */
export async function invoiceRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/portal/Patients/:id/Invoices',
    {
      schema: {
        tags: billingTags,
        summary: "The signed-in patient's invoices, newest first",
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: billingInvoiceListSchema, ...errors },
      },
    },
    async (request) => {
      const id = ownPatientId(request, request.params.id);
      const [rows] = await Promise.all([
        listInvoices(app.deps.db, id),
        recordPortalRead(app.deps, request, { action: 'list', resource: 'Invoice' }),
      ]);
      return rows.map(toInvoice);
    },
  );

  app.get(
    '/api/portal/Patients/:id/Invoices/:invoiceId/Pdf',
    {
      schema: {
        tags: billingTags,
        summary: 'One of the signed-in patient’s invoices as a PDF, in the portal’s language',
        security: bearerSecurity,
        params: billingPortalInvoiceParamsSchema,
        response: {
          200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string() } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const db = app.deps.db;
      const patient = await loadOwnPatient(db, request, request.params.id);
      const invoice = await findInvoice(db, patient.id, request.params.invoiceId).catch(
        async (error: unknown) => {
          await recordAudit(db, request, {
            action: 'read',
            resource: 'Invoice',
            resourceId: request.params.invoiceId,
            outcome: 'denied',
          });
          throw error;
        },
      );
      return sendInvoicePdf(db, request, reply, invoice);
    },
  );
}
