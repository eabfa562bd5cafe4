import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, portalLogins } from '../../../db/schema';
import { pdfTextPieces } from '../../../documents/pdfText.testing';
import { mailJobsTo } from '../../../testing/queuedMail';
import { signInPortal } from '../../../testing/signIn';
import { createStaffBillingTest, type StaffBillingTest } from './billingStaffTest.testing';

describe('invoices: issued by staff, e-mailed, opened in the portal', () => {
  let b: StaffBillingTest;
  beforeAll(async () => {
    b = await createStaffBillingTest();
  });
  afterAll(async () => {
    await b.t.close();
  });

  it('numbers an invoice, e-mails the patient its number, balance and a portal link, and the portal lists and opens it', async () => {
    const alex = b.people.alexId;
    const issued = await b.call('POST', `/api/core/Patients/${alex}/Billing/Invoices`);
    expect(issued.statusCode).toBe(200);
    const [invoice] = issued.json();
    expect(invoice.number).toBeGreaterThanOrEqual(1001);
    const balance = (await b.call('GET', `/api/core/Patients/${alex}/Billing`)).json().balanceCents;
    expect(invoice.balanceCents).toBe(balance);
    expect(invoice.emailedAt).not.toBeNull();

    const number = `INV-${String(invoice.number).padStart(6, '0')}`;
    const [login] = await b.t.database.db
      .select()
      .from(portalLogins)
      .where(eq(portalLogins.id, b.people.demoLoginId));
    const [job] = await mailJobsTo(b.t.app, login?.email ?? '');
    const mail = job && 'mail' in job.data ? job.data.mail : undefined;
    expect(mail).toMatchObject({ to: login?.email });
    expect(mail?.subject).toContain(number);
    expect(mail?.text).toContain('/billing');

    const portal = await signInPortal(b.t, b.people.demoLoginId, alex);
    const listed = await b.t.app.inject({
      method: 'GET',
      url: `/api/portal/Patients/${alex}/Invoices`,
      headers: portal.headers,
    });
    expect(listed.json()).toEqual([invoice]);
    const pdf = await b.t.app.inject({
      method: 'GET',
      url: `/api/portal/Patients/${alex}/Invoices/${invoice.id}/Pdf`,
      headers: { ...portal.headers, 'accept-language': 'es' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfTextPieces(pdf.rawPayload).join(' ');
    expect(text).toContain(`Estado de cuenta ${number}`);
    expect(text).toContain('Saldo pendiente');
  });

  it("answers 404, with an audit row, for another patient's invoice", async () => {
    const issued = await b.call('POST', `/api/core/Patients/${b.people.samId}/Billing/Invoices`);
    const [samInvoice] = issued.json();
    const portal = await signInPortal(b.t, b.people.demoLoginId, b.people.alexId);
    const other = await b.t.app.inject({
      method: 'GET',
      url: `/api/portal/Patients/${b.people.alexId}/Invoices/${samInvoice.id}/Pdf`,
      headers: portal.headers,
    });
    expect(other.statusCode).toBe(404);
    const [row] = await b.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.resourceId, samInvoice.id))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row?.outcome).toBe('denied');
    const foreignList = await b.t.app.inject({
      method: 'GET',
      url: `/api/portal/Patients/${b.people.samId}/Invoices`,
      headers: portal.headers,
    });
    expect(foreignList.statusCode).toBe(404);
  });
});
