import { expect, type Locator, type Page } from '@playwright/test';
import { chooseService, continueToDateAndTime } from './bookingWizard';
import { clinic, patient, patientName } from './emptyClinic';
import { type CaughtMail, linkIn, waitForMail } from './mailbox';
import { typeCard } from './portalCards';
import { typedDate } from './portalSession';
import { chooseOption, openSettings } from './staffApp';

/**
 * Issue 18, "Done when": the day at the desk of the clinic set up from an empty database
 * (e2e/tests/clinicFromEmptyDatabase.spec.ts), step by step, in the two apps alone. `mails` reads
 * the spec's own mail catcher.
 */

type Mails = () => Promise<CaughtMail[]>;

/** "YYYY-MM-DD" `days` from today; the clinic's location keeps UTC. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const clinicianName = new RegExp(`${clinic.clinician.first} ${clinic.clinician.last}`);

/** Picks `option` in the select labelled `label` within `scope`, typing `search` first when given. */
async function pick(scope: Locator, label: string, option: string | RegExp, search?: string) {
  const field = scope
    .getByRole('textbox', { name: label, exact: true })
    .or(scope.getByRole('combobox', { name: label, exact: true }));
  await field.click();
  if (search) await field.fill(search);
  await scope.page().getByRole('option', { name: option }).click();
}

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Opens a mailed sign-in link and logs in as the clinic's patient. */
export async function logInWithMailedLink(portal: Page, mail: CaughtMail): Promise<void> {
  await portal.goto(new URL(linkIn(mail, '/confirm/')).pathname);
  await portal.getByRole('radio', { name: `${patient.first} ${patient.last[0]}.` }).check();
  await portal.getByRole('button', { name: 'Next' }).click();
  await portal.getByRole('textbox', { name: 'Date of birth' }).fill(typedDate(patient.dateOfBirth));
  await portal.getByRole('button', { name: 'Log in' }).click();
  await expect(portal).toHaveURL(/\/home$/);
}

/** The form the patient completed waits in the Documents inbox, counted in the menu, until marked reviewed. */
export async function reviewCompletedForm(page: Page): Promise<void> {
  const documents = mainNavigation(page).getByRole('link', { name: /^Documents/ });
  await expect(documents.getByLabel('1 to review')).toBeVisible();
  await documents.click();
  await page
    .getByRole('radiogroup', { name: 'Queue' })
    .getByText(/^Completed by patients/)
    .click();
  const row = page.getByRole('row', { name: new RegExp(clinic.form) });
  await expect(row).toContainText(patientName);
  await row.getByRole('button', { name: `Mark ${clinic.form} of ${patientName} reviewed` }).click();
  await expect(row).toHaveCount(0);
}

/** Staff book the patient for tomorrow at 10:00 on the Schedule; the patient is mailed an invitation. */
export async function bookOnSchedule(page: Page, mails: Mails): Promise<void> {
  const since = new Date().toISOString();
  const date = dayFromToday(1);
  await mainNavigation(page).getByRole('link', { name: 'Schedule' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await page.getByRole('button', { name: 'Book appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book appointment' });
  await pick(dialog, 'Patient', new RegExp(`^${patient.last}, ${patient.first}`), patient.first);
  await pick(dialog, 'Location', clinic.location);
  await pick(dialog, 'Service', clinic.service);
  await pick(dialog, 'Clinician', clinicianName);
  await pick(dialog, 'Place of service', clinic.place);
  await dialog.getByLabel('Date and time').fill(`${date}T10:00`);
  await dialog.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /is booked/ })).toBeVisible();
  const invitation = await waitForMail(patient.email, { mails, since, subject: /confirmed/ });
  expect(invitation.attachments.map((file) => file.content).join()).toContain('METHOD:REQUEST');
}

/** The patient saves a card under Payment Methods, for the desk to charge. */
export async function saveCardInPortal(portal: Page): Promise<void> {
  await portal.goto('/paymentMethods');
  await portal.getByRole('link', { name: 'Add payment method' }).click();
  await typeCard(portal, '4242 4242 4242 4242');
  await portal.getByRole('button', { name: 'Save card' }).click();
  await expect(portal.getByText('The card Visa •••• 4242 was saved.')).toBeVisible();
}

/**
 * In the chart's Billing: a charge for the visit, the patient's payment with the saved card, a
 * refund of part of it and an invoice, e-mailed; resolves with the invoice's number.
 */
export async function billTheVisit(page: Page, chartPath: string, mails: Mails): Promise<string> {
  await page.goto(chartPath);
  const billing = page.getByRole('region', { name: 'Billing' });
  const balance = billing.getByTestId('billing-Balance');
  await expect(billing.getByText('No charges or payments yet.')).toBeVisible();

  await billing.getByRole('button', { name: 'Post charge' }).click();
  const charge = page.getByRole('dialog', { name: 'Post a charge' });
  await charge.getByRole('textbox', { name: 'Service', exact: true }).fill(clinic.service);
  await charge.getByRole('textbox', { name: 'CPT/HCPCS code' }).fill('99203');
  await charge.getByRole('textbox', { name: 'Amount' }).fill('180');
  await chooseOption(page, 'Location', clinic.location);
  await chooseOption(page, 'Clinician', clinicianName);
  await charge.getByRole('button', { name: 'Post charge' }).click();
  await expect(charge).toBeHidden();
  await expect(balance).toHaveText('$180.00');

  await billing.getByRole('button', { name: 'Take payment' }).click();
  const pay = page.getByRole('dialog', { name: 'Take a payment' });
  await expect(pay.getByRole('combobox', { name: 'Card' })).toHaveValue(/Visa •••• 4242/);
  await pay.getByRole('textbox', { name: 'Amount' }).fill('180');
  await pay.getByRole('button', { name: 'Charge card' }).click();
  await expect(billing.getByRole('status')).toHaveText(
    'Paid $180.00 with Visa •••• 4242. New balance $0.00.',
  );

  const ledger = billing.getByRole('table', { name: /^Ledger/ });
  await ledger
    .getByRole('row', { name: /Patient payment/ })
    .getByRole('button', { name: 'Refund' })
    .click();
  const refund = page.getByRole('dialog', { name: 'Refund a payment' });
  await refund.getByRole('textbox', { name: 'Amount to refund' }).fill('40');
  await refund.getByRole('textbox', { name: 'Reason' }).fill('Self-pay discount');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund).toBeHidden();
  await expect(balance).toHaveText('$40.00');

  const since = new Date().toISOString();
  await billing.getByRole('button', { name: 'Send invoice' }).click();
  const invoices = billing.getByRole('region', { name: 'Invoices' });
  await expect(invoices.getByRole('status')).toHaveText('Invoice issued and e-mailed to the patient.');
  const row = invoices.getByRole('row', { name: /INV-\d{6}/ });
  await expect(row).toContainText('$40.00');
  const number = ((await row.getByRole('cell').first().textContent()) ?? '').trim();
  const mail = await waitForMail(patient.email, { mails, since, subject: /Your statement INV-\d{6}/ });
  expect(mail.subject).toContain(number);
  return number;
}

/** The patient's Billing page shows the balance and the invoice. */
export async function seeInvoiceInPortal(portal: Page, number: string): Promise<void> {
  await portal.goto('/billing');
  await expect(portal.getByLabel('Balance due', { exact: true })).toHaveText('$40.00');
  const row = portal.getByRole('region', { name: 'Invoices' }).getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('$40.00');
}

/** The patient asks for a new city in Profile; staff apply it from the queue; the portal shows it applied. */
export async function approveProfileChange(page: Page, portal: Page): Promise<void> {
  await portal.goto('/profile');
  await portal.getByRole('button', { name: 'Request changes' }).click();
  await portal.getByRole('textbox', { name: 'City' }).fill('Astoria');
  await portal.getByRole('button', { name: 'Send to the clinic' }).click();
  await expect(portal.getByText('Your changes were sent to the clinic for review.')).toBeVisible();

  await mainNavigation(page)
    .getByRole('link', { name: /^Change requests/ })
    .click();
  const row = page.getByRole('row', { name: new RegExp(patientName) });
  await expect(row).toContainText('City');
  await row.getByRole('button', { name: /^Review the change request of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile change request' });
  await expect(dialog.getByRole('row', { name: /^City/ }).getByRole('cell').nth(2)).toHaveText('Astoria');
  await dialog.getByRole('button', { name: 'Apply changes' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `The changes were applied to the chart of ${patientName}.`,
  );

  await portal.reload();
  await expect(portal.getByRole('region', { name: 'Contact details' })).toContainText('Astoria');
  await expect(portal.getByRole('region', { name: 'Your change requests' })).toContainText('Applied');
}

/**
 * The patient finds no time to suit them and joins the waitlist from the request wizard; staff
 * offer them a time in three days; the patient accepts it from the mailed link.
 */
export async function offerWaitlistTime(page: Page, portal: Page, mails: Mails): Promise<void> {
  await portal.goto('/new-appointment');
  await chooseService(portal, clinic.service);
  await continueToDateAndTime(portal, { location: clinic.location, clinician: clinicianName });
  await portal.getByRole('button', { name: 'No time suits me' }).click();
  const join = portal.getByRole('dialog', { name: 'Join the waitlist' });
  await join.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(
    portal.getByText('You are on the waitlist. We will e-mail you when a time opens up.'),
  ).toBeVisible();

  await mainNavigation(page).getByRole('link', { name: 'Waitlist' }).click();
  const row = page.getByRole('row', { name: new RegExp(patientName) });
  await expect(row).toContainText('Waiting');
  await row.getByRole('button', { name: `Offer ${patientName} a time for ${clinic.service}` }).click();
  const dialog = page.getByRole('dialog', { name: `Offer a time to ${patientName}` });
  await dialog.getByLabel('Day').fill(dayFromToday(3));
  // The clinician works all day: the first free time is just after midnight.
  await dialog.getByRole('radio', { name: /^12:00 AM – 12:30 AM/ }).check();
  const since = new Date().toISOString();
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByRole('status')).toHaveText(`An offer was e-mailed to ${patientName}.`);
  await expect(row).toContainText('Offer open');

  const offer = await waitForMail(patient.email, { mails, since, subject: /earlier appointment/ });
  await portal.goto(new URL(linkIn(offer, '/waitlist/')).pathname);
  await portal.getByRole('button', { name: 'Accept' }).click();
  await expect(portal.getByRole('status')).toContainText('You accepted this appointment.');
}

/** Tech staff switch the eMAR integration on and sync the patient from the chart. */
export async function syncToEmar(page: Page, chartPath: string): Promise<void> {
  await openSettings(page, 'Organisation');
  const emar = page.getByRole('switch', { name: /^eMAR/ });
  await emar.click();
  await expect(emar).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved');

  await page.goto(chartPath);
  const integrations = page.getByRole('region', { name: 'Integrations' });
  await expect(integrations).toContainText('Not synced');
  await integrations.getByRole('button', { name: 'Sync to eMAR' }).click();
  await expect(integrations).toContainText(/Synced \(id emar-[0-9a-f]{12}\)/);
}
