import { expect, test } from '@playwright/test';
import { axeScan } from '../support/axeScan';
import { bookedAppointment } from '../support/bookedAppointments';
import { portalApi, portalToken, signInToPortalViaApi, staffApi } from '../support/portalSession';
import {
  bookableClinic,
  chooseOption,
  patientWithLogin,
  signInToStaff,
  uniqueSuffix,
} from '../support/staffApp';

/** Issue 18.4: staff see the waitlist with its offers, filter it and remove an entry the patient then no longer has. */

test('staff see a waiting patient and the slot offered to them, remove the entry, and the patient sees it gone', async ({
  page,
  browser,
}) => {
  const suffix = uniqueSuffix();
  const clinic = await bookableClinic(suffix);
  const waiting = await patientWithLogin();
  const portal = await (await browser.newContext()).newPage();
  const token = await signInToPortalViaApi(
    portal,
    waiting.email,
    waiting.name,
    waiting.dateOfBirth,
    '/appointments',
  );
  await portalApi(token, 'PUT', '/api/portal/Waitlist', {
    serviceId: clinic.serviceId,
    locationId: clinic.locationId,
    daysOfWeek: [],
    partsOfDay: [],
  });
  // Another patient's appointment is cancelled: the freed slot is offered to the waiting one.
  const other = await patientWithLogin();
  const booked = await bookedAppointment(
    await portalToken(other.email, other.name, other.dateOfBirth),
    clinic,
    'later',
  );
  await staffApi('PATCH', `/api/core/Appointments/${booked.id}/Cancel`, { reason: 'e2e' });

  await signInToStaff(page, '/staff/');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Waitlist' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Waitlist' })).toBeVisible();
  await chooseOption(page, 'Location', `E2E location ${suffix}`);
  const row = page.getByRole('row', { name: new RegExp(waiting.name) });
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row.getByRole('cell')).toContainText([
    waiting.name,
    clinic.serviceName,
    'Any clinician',
    `E2E location ${suffix}`,
    'Any day · Any time',
  ]);
  await expect(row).toContainText('Offer open');
  expect((await axeScan(page).include('main').analyze()).violations).toEqual([]);

  await row.getByRole('button', { name: `See 1 offer made to ${waiting.name}` }).click();
  const offers = page.getByRole('dialog', { name: `Offers made to ${waiting.name}` });
  const offer = offers.getByRole('row', { name: /Casey Booker/ });
  await expect(offer).toContainText(`E2E location ${suffix}`);
  await expect(offer).toContainText('Open');
  await offers.getByRole('button', { name: 'Close' }).click();

  // Another service's filter leaves nobody.
  await chooseOption(page, 'Service', 'Initial Assessment');
  await expect(page.getByText('Nobody is on the waitlist here.')).toBeVisible();
  await chooseOption(page, 'Service', clinic.serviceName);
  await expect(row).toBeVisible();

  await row
    .getByRole('button', { name: `Remove ${waiting.name} from the waitlist for ${clinic.serviceName}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Remove from the waitlist?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(`${waiting.name} was removed from the waitlist.`);
  await expect(row).toHaveCount(0);

  // Closed entries show on demand, with the offer the removal declined.
  await page.getByRole('checkbox', { name: 'Show booked and removed entries' }).check();
  await expect(row).toContainText('Removed');
  await row.getByRole('button', { name: `See 1 offer made to ${waiting.name}` }).click();
  await expect(page.getByRole('dialog', { name: `Offers made to ${waiting.name}` })).toContainText(
    'Declined',
  );

  await portal.reload();
  await expect(portal.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    portal.getByRole('region', { name: 'Your waitlist' }).getByRole('article', { name: clinic.serviceName }),
  ).toHaveCount(0);
});
