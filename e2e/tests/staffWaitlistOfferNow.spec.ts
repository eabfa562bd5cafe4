import { expect, test } from '@playwright/test';
import { axeScan } from '../support/axeScan';
import { linkIn, waitForMail } from '../support/mailbox';
import { portalApi, signInToPortalViaApi } from '../support/portalSession';
import {
  bookableClinic,
  chooseOption,
  patientWithLogin,
  signInToStaff,
  uniqueSuffix,
} from '../support/staffApp';

/** Issue 18.4: staff offer a waiting patient a chosen free time; the patient accepts it in the portal. */

const portalTexts = {
  en: {
    subject: /earlier appointment/,
    heading: 'An earlier appointment is available',
    accept: 'Accept',
    accepted: 'You accepted this appointment.',
  },
  es: {
    subject: /cita disponible antes/,
    heading: 'Hay una cita más temprana disponible',
    accept: 'Aceptar',
    accepted: 'Aceptó esta cita.',
  },
} as const;

/** "YYYY-MM-DD" two days ahead (UTC): in the future at the test clinic (UTC) in any browser zone. */
function dayAfterTomorrow(): string {
  return new Date(Date.now() + 2 * 24 * 3600_000).toISOString().slice(0, 10);
}

for (const language of ['en', 'es'] as const) {
  test(`staff offer a waiting patient a free time now and the patient accepts it (${language})`, async ({
    page,
    browser,
  }) => {
    const texts = portalTexts[language];
    const suffix = uniqueSuffix();
    const clinic = await bookableClinic(suffix);
    const waiting = await patientWithLogin(suffix, language);
    const portal = await (await browser.newContext()).newPage();
    await portal.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    const token = await signInToPortalViaApi(
      portal,
      waiting.email,
      waiting.name,
      waiting.dateOfBirth,
      '/home',
    );
    await portalApi(token, 'PUT', '/api/portal/Waitlist', {
      serviceId: clinic.serviceId,
      locationId: clinic.locationId,
      daysOfWeek: [],
      partsOfDay: [],
    });

    await signInToStaff(page, '/staff/waitlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Waitlist' })).toBeVisible();
    await chooseOption(page, 'Location', `E2E location ${suffix}`);
    const row = page.getByRole('row', { name: new RegExp(waiting.name) });
    await expect(row).toContainText('Waiting');
    await row.getByRole('button', { name: `Offer ${waiting.name} a time for ${clinic.serviceName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Offer a time to ${waiting.name}` });
    const date = dayAfterTomorrow();
    await dialog.getByLabel('Day').fill(date);
    // The clinician works 08:00-18:00 and the service takes 30 minutes.
    const first = dialog.getByRole('radio', { name: `08:00 AM – 08:30 AM · Casey Booker${suffix}` });
    await expect(first).toBeVisible();
    expect((await axeScan(page).include('.mantine-Modal-body').analyze()).violations).toEqual([]);
    const since = new Date().toISOString();
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await expect(dialog.getByText('Choose a time.')).toBeVisible();
    await first.check();
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toHaveText(`An offer was e-mailed to ${waiting.name}.`);
    await expect(row).toContainText('Offer open');

    // A second offer while this one is open is refused with the reason.
    await row.getByRole('button', { name: `Offer ${waiting.name} a time for ${clinic.serviceName}` }).click();
    await dialog.getByLabel('Day').fill(date);
    await dialog.getByRole('radio', { name: `09:00 AM – 09:30 AM · Casey Booker${suffix}` }).check();
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await expect(dialog.getByRole('alert')).toContainText('This patient already has an offer to answer.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const mail = await waitForMail(waiting.email, { since, subject: texts.subject });
    await portal.goto(new URL(linkIn(mail, '/waitlist/')).pathname);
    await expect(portal.getByRole('heading', { name: texts.heading })).toBeVisible();
    const [year, month, day] = date.split('-');
    await expect(portal.getByRole('main')).toContainText(`${month}/${day}/${year}`);
    await portal.getByRole('button', { name: texts.accept }).click();
    await expect(portal.getByRole('status')).toContainText(texts.accepted);

    await page.reload();
    await chooseOption(page, 'Location', `E2E location ${suffix}`);
    await page.getByRole('checkbox', { name: 'Show booked and removed entries' }).check();
    await expect(row).toContainText('Booked');
    await row.getByRole('button', { name: `See 1 offer made to ${waiting.name}` }).click();
    const offers = page.getByRole('dialog', { name: `Offers made to ${waiting.name}` });
    await expect(offers.getByRole('row', { name: /Casey Booker/ })).toContainText('Accepted');
  });
}
