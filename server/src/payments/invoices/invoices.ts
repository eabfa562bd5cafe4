import type { BillingInvoice } from '@clinic/api-contract';
import { invoiceNumberText } from '@clinic/api-contract';
import { formatMoneyUsd } from '@clinic/forms-core';
import { and, desc, eq, isNull, max } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../app/httpError';
import { recordAudit } from '../../audit/recordAudit';
import type { Database, Queryable } from '../../db/database';
import {
  invoices,
  organizationSettings,
  patients,
  paymentHistory,
  portalLoginPatients,
  portalLogins,
} from '../../db/schema';
import { queueMail } from '../../mail/mailQueue';
import { centsToDollars } from '../money';
import { invoiceTexts } from './invoiceTexts';

export type InvoiceRow = typeof invoices.$inferSelect;

export const toInvoice = (row: InvoiceRow): BillingInvoice => ({
  id: row.id,
  number: row.number,
  issuedAt: new Date(row.createdAt).toISOString(),
  balanceCents: row.balanceCents,
  emailedAt: row.emailedAt ? new Date(row.emailedAt).toISOString() : null,
});

export function listInvoices(db: Queryable, patientId: string): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.patientId, patientId)).orderBy(desc(invoices.number));
}

/** One of the patient's invoices; another patient's, or an unknown id, is 404. */
export async function findInvoice(db: Queryable, patientId: string, invoiceId: string): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.patientId, patientId)));
  if (!row) throw notFound();
  return row;
}

export async function organizationName(db: Queryable): Promise<string> {
  const [settings] = await db
    .select({ name: organizationSettings.organizationName })
    .from(organizationSettings)
    .where(eq(organizationSettings.id, 1));
  return settings?.name ?? '';
}

/**
 * Issues an invoice of the ledger as it stands (the patient row locked, so no posting slips in
 * between) and queues an e-mail to each of the patient's portal logins in its language, or to
 * the patient's own address. The e-mail names the number and balance only and sends the patient
 * to the portal: no health information travels by mail. One transaction with its audit row.
 */
export async function issueInvoice(
  db: Database,
  request: FastifyRequest,
  patientId: string,
  issuedById: string,
  publicUrl: string,
): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    const [patient] = await tx
      .select({ balanceCents: patients.balanceCents, email: patients.email })
      .from(patients)
      .where(eq(patients.id, patientId))
      .for('update');
    if (!patient) throw notFound();
    const [last] = await tx
      .select({ seq: max(paymentHistory.seq) })
      .from(paymentHistory)
      .where(eq(paymentHistory.patientId, patientId));
    const logins = await tx
      .select({ email: portalLogins.email, language: portalLogins.language })
      .from(portalLoginPatients)
      .innerJoin(portalLogins, eq(portalLogins.id, portalLoginPatients.loginId))
      .where(and(eq(portalLoginPatients.patientId, patientId), isNull(portalLogins.deletedAt)));
    const recipients =
      logins.length > 0 ? logins : patient.email ? [{ email: patient.email, language: 'en' }] : [];
    const [invoice] = await tx
      .insert(invoices)
      .values({
        patientId,
        throughSeq: Number(last?.seq ?? 0),
        balanceCents: patient.balanceCents,
        issuedById,
        emailedAt: recipients.length > 0 ? new Date().toISOString() : null,
      })
      .returning();
    if (!invoice) throw new Error('invoice insert returned nothing');
    const organization = await organizationName(tx);
    const link = `${publicUrl}/billing`;
    for (const recipient of recipients) {
      const words = invoiceTexts[recipient.language === 'es' ? 'es' : 'en'];
      const number = invoiceNumberText(invoice.number);
      await queueMail(request.server.jobs, tx, {
        to: recipient.email,
        subject: words.mailSubject(number, organization),
        text: `${words.mailText(number, formatMoneyUsd(centsToDollars(invoice.balanceCents)), organization)}\n\n${link}\n`,
        links: [link],
      });
    }
    await recordAudit(tx, request, {
      action: 'create',
      resource: 'Invoice',
      resourceId: invoice.id,
      patientId,
    });
    return invoice;
  });
}
