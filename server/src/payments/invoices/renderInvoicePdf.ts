import { invoiceNumberText } from '@clinic/api-contract';
import { type DocumentLanguage, formatMoneyUsd } from '@clinic/forms-core';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import PDFDocument from 'pdfkit';
import { requestLanguage } from '../../app/requestLanguage';
import { recordAudit } from '../../audit/recordAudit';
import type { Queryable } from '../../db/database';
import { patients, paymentHistory } from '../../db/schema';
import { sendAttachment } from '../../files/sendStoredFile';
import { centsToDollars } from '../money';
import { type InvoiceRow, organizationName } from './invoices';
import { invoiceTexts } from './invoiceTexts';

const money = (cents: number) => (cents === 0 ? '' : formatMoneyUsd(centsToDollars(cents)));

/** The invoice's PDF: the clinic, the patient, the ledger lines it covers and the balance due. */
export async function renderInvoicePdf(
  db: Queryable,
  invoice: InvoiceRow,
  language: DocumentLanguage,
): Promise<Buffer> {
  const words = invoiceTexts[language];
  const [patient] = await db.select().from(patients).where(eq(patients.id, invoice.patientId));
  const lines = await db
    .select()
    .from(paymentHistory)
    .where(and(eq(paymentHistory.patientId, invoice.patientId), lte(paymentHistory.seq, invoice.throughSeq)))
    .orderBy(asc(paymentHistory.seq));
  const organization = await organizationName(db);
  const number = invoiceNumberText(invoice.number);
  const name = patient ? [patient.firstName, patient.lastName].filter(Boolean).join(' ') : '';
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: `${words.title} ${number}` } });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.font('Helvetica-Bold').fontSize(14).text(organization);
    pdf.moveDown(0.5).fontSize(16).text(`${words.title} ${number}`).moveDown(0.3);
    const details: [string, string][] = [
      [words.patient, name],
      [words.accountNumber, patient?.accountNumber ?? ''],
      [words.issued, new Date(invoice.createdAt).toISOString().slice(0, 10)],
    ];
    for (const [label, value] of details) {
      pdf.font('Helvetica-Bold').fontSize(9).text(`${label}: `, { continued: true });
      pdf.font('Helvetica').text(value);
    }
    pdf.moveDown();
    pdf.font('Helvetica').fontSize(9);
    if (lines.length === 0) pdf.text(words.noLines);
    else
      pdf.table({
        data: [
          words.columns.map((column) => ({
            text: column,
            type: 'TH' as const,
            font: { src: 'Helvetica-Bold' },
          })),
          ...lines.map((line) => [
            line.date ?? '',
            line.description,
            line.details,
            money(line.chargesCents),
            money(line.paymentsCents),
            formatMoneyUsd(centsToDollars(line.balanceCents)),
          ]),
        ],
      });
    pdf.moveDown();
    pdf
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(`${words.balanceDue}: ${formatMoneyUsd(centsToDollars(invoice.balanceCents))}`);
    pdf.font('Helvetica').fontSize(9).moveDown(0.5).text(words.payOnline);
    pdf.end();
  });
}

/** Answers with the invoice's PDF in the caller's language, and writes the read's audit row. */
export async function sendInvoicePdf(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  invoice: InvoiceRow,
): Promise<FastifyReply> {
  const pdf = await renderInvoicePdf(db, invoice, requestLanguage(request));
  await recordAudit(db, request, {
    action: 'read',
    resource: 'Invoice',
    resourceId: invoice.id,
    patientId: invoice.patientId,
  });
  return sendAttachment(reply, 'application/pdf', `${invoiceNumberText(invoice.number)}.pdf`).send(pdf);
}
