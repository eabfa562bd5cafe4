import { expect, type Page, test } from '@playwright/test';
import { waitForMail } from '../support/mailbox';
import { portalApi, portalToken, signInToPortalViaApi, staffApi } from '../support/portalSession';
import {
  bookableClinic,
  chooseOption,
  patientWithLogin,
  signInToStaff,
  uniqueSuffix,
} from '../support/staffApp';

/**
 * Billing a clinic runs on (issue 18): staff post a charge in the chart, take a payment with the
 * patient's saved card, refund part of it and send an invoice; the patient then sees the balance
 * and the invoice in the portal, in their language.
 */

const portalTexts = {
  en: {
    title: 'Billing (Payments and Invoices)',
    balance: 'Balance due',
    invoices: 'Invoices',
    download: 'Download PDF',
    mail: /Your statement INV-\d{6}/,
  },
  es: {
    title: 'Facturación (pagos y facturas)',
    balance: 'Saldo pendiente',
    invoices: 'Facturas',
    download: 'Descargar PDF',
    mail: /Su estado de cuenta INV-\d{6}/,
  },
} as const;

/** The chart's Billing totals show this balance. */
async function expectChartBalance(page: Page, balance: string) {
  const billing = page.getByRole('region', { name: 'Billing' });
  await expect(billing.getByTestId('billing-Balance')).toHaveText(balance);
}

for (const language of ['en', 'es'] as const) {
  test(`staff charge, take a payment, refund part and invoice; the patient sees it (${language})`, async ({
    page,
    browser,
  }) => {
    const suffix = uniqueSuffix();
    // A location and a clinician of its own, named by the suffix; the patient is registered there,
    // so the desk's payments count to that location's takings.
    const clinic = await bookableClinic(suffix);
    const patient = await patientWithLogin(suffix, language);
    await staffApi('PATCH', `/api/core/Patients/${patient.id}`, { locationId: clinic.locationId });
    // The patient saved a card in the portal (Payment Methods) before coming to the desk.
    const token = await portalToken(patient.email, patient.name, patient.dateOfBirth);
    await portalApi(token, 'POST', `/api/portal/Patients/addCreditCard/${patient.id}`, {
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getFullYear() + 3,
      cvc: '123',
      holderName: patient.name,
      makeDefault: true,
    });

    await signInToStaff(page, `/staff/patients/${patient.id}`);
    const billing = page.getByRole('region', { name: 'Billing' });
    await expect(billing.getByText('No charges or payments yet.')).toBeVisible();

    // A charge: service, code, units, amount, date of service (today), location, clinician.
    await billing.getByRole('button', { name: 'Post charge' }).click();
    const charge = page.getByRole('dialog', { name: 'Post a charge' });
    await charge
      .getByRole('textbox', { name: 'Service', exact: true })
      .fill('Individual therapy, 45 minutes');
    await charge.getByRole('textbox', { name: 'CPT/HCPCS code' }).fill('90834');
    await charge.getByRole('textbox', { name: 'Amount' }).fill('150');
    await chooseOption(page, 'Location', `E2E location ${suffix}`);
    await chooseOption(page, 'Clinician', `Casey Booker${suffix}`);
    await charge.getByRole('button', { name: 'Post charge' }).click();
    await expect(charge).toBeHidden();
    await expectChartBalance(page, '$150.00');
    const ledger = billing.getByRole('table', { name: /^Ledger/ });
    await expect(ledger.getByRole('row', { name: /Individual therapy, 45 minutes/ })).toContainText(
      '90834 × 1',
    );

    // A desk payment with the saved card.
    await billing.getByRole('button', { name: 'Take payment' }).click();
    const pay = page.getByRole('dialog', { name: 'Take a payment' });
    await expect(pay.getByRole('combobox', { name: 'Card' })).toHaveValue(/Visa •••• 4242/);
    await pay.getByRole('textbox', { name: 'Amount' }).fill('100');
    await pay.getByRole('button', { name: 'Charge card' }).click();
    await expect(billing.getByRole('status')).toHaveText(
      'Paid $100.00 with Visa •••• 4242. New balance $50.00.',
    );
    await expectChartBalance(page, '$50.00');

    // A partial refund of it: the balance rises by the refund.
    await ledger
      .getByRole('row', { name: /Patient payment/ })
      .getByRole('button', { name: 'Refund' })
      .click();
    const refund = page.getByRole('dialog', { name: 'Refund a payment' });
    await expect(refund).toContainText('Payment of $100.00; $100.00 can still be refunded.');
    await refund.getByRole('textbox', { name: 'Amount to refund' }).fill('30');
    await refund.getByRole('textbox', { name: 'Reason' }).fill('Overpaid');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(refund).toBeHidden();
    await expectChartBalance(page, '$80.00');
    // The ledger is oldest first: the refund is its last line, a negative payment.
    await expect(ledger.getByRole('row').last()).toContainText(/Refund.*-\$30\.00.*\$80\.00/);

    // The invoice, e-mailed in the patient's language.
    const since = new Date().toISOString();
    await billing.getByRole('button', { name: 'Send invoice' }).click();
    const invoicePanel = billing.getByRole('region', { name: 'Invoices' });
    await expect(invoicePanel.getByRole('status')).toHaveText('Invoice issued and e-mailed to the patient.');
    const invoices = invoicePanel.getByRole('table', { name: 'Invoices, newest first' });
    const invoiceRow = invoices.getByRole('row', { name: /INV-\d{6}/ });
    await expect(invoiceRow).toContainText('$80.00');
    const number = (await invoiceRow.getByRole('cell').first().textContent()) ?? '';
    const mail = await waitForMail(patient.email, { since, subject: portalTexts[language].mail });
    expect(mail.subject).toContain(number);

    // The day's takings at the patient's location: the payment, the refund and what is left.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Takings' })
      .click();
    await chooseOption(page, 'Location', `E2E location ${suffix}`);
    const totals = page.getByRole('table', { name: 'Totals per location' });
    await expect(totals.getByRole('row', { name: new RegExp(`E2E location ${suffix}`) })).toContainText(
      /\$100\.00 \(1\).*\$30\.00 \(1\).*\$70\.00/,
    );
    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await csv).suggestedFilename()).toMatch(/^takings-\d{4}-\d{2}-\d{2}\.csv$/);

    // The patient, in the portal, sees the balance and the invoice and downloads its PDF.
    const context = await browser.newContext();
    const portal = await context.newPage();
    if (language === 'es') await portal.addInitScript(() => localStorage.setItem('lang', 'es'));
    const words = portalTexts[language];
    await signInToPortalViaApi(portal, patient.email, patient.name, patient.dateOfBirth, '/billing');
    await expect(portal.getByRole('heading', { name: words.title })).toBeVisible();
    await expect(portal.getByLabel(words.balance, { exact: true })).toHaveText('$80.00');
    const portalInvoices = portal.getByRole('region', { name: words.invoices });
    const portalRow = portalInvoices.getByRole('row', { name: new RegExp(number) });
    await expect(portalRow).toContainText('$80.00');
    const download = portal.waitForEvent('download');
    await portalRow.getByRole('button', { name: new RegExp(number) }).click();
    expect((await download).suggestedFilename()).toBe(`${number}.pdf`);
    await context.close();
  });
}
