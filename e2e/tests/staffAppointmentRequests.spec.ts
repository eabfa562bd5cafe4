import { expect, test } from '@playwright/test';
import { linkIn, waitForMail } from '../support/mailbox';
import { portalApi, portalToken } from '../support/portalSession';
import { bookableClinic, patientWithLogin, signInToStaff, uniqueSuffix } from '../support/staffApp';
import { registerVisitor } from '../support/visitorRegistration';

interface Slot {
  start: string;
}

/** The first free start the portal offers for the service (location wall clock 'YYYY-MM-DDTHH:mm'). */
async function firstFreeSlot(
  token: string,
  clinic: Awaited<ReturnType<typeof bookableClinic>>,
): Promise<Slot> {
  const { dates } = await portalApi<{ dates: string[] }>(
    token,
    'POST',
    '/api/portal/AppointmentRequests/Dates',
    {
      serviceId: clinic.serviceId,
      locationId: clinic.locationId,
      clinicianId: clinic.clinicianId,
      days: 14,
    },
  );
  for (const date of dates) {
    const { hours } = await portalApi<{ hours: string[] }>(
      token,
      'POST',
      '/api/portal/AppointmentRequests/Hours',
      {
        serviceId: clinic.serviceId,
        locationId: clinic.locationId,
        clinicianId: clinic.clinicianId,
        date,
      },
    );
    const hour = hours.at(-1);
    if (hour) return { start: `${date}T${hour.slice(0, 5)}` };
  }
  throw new Error('no free slot in two weeks');
}

async function requestAppointment(token: string, clinic: Awaited<ReturnType<typeof bookableClinic>>) {
  const slot = await firstFreeSlot(token, clinic);
  const request = await portalApi<{ id: string }>(token, 'PUT', '/api/portal/AppointmentRequests', {
    serviceId: clinic.serviceId,
    locationId: clinic.locationId,
    placeOfServiceId: clinic.placeOfServiceId,
    clinicianId: clinic.clinicianId,
    start: slot.start,
    paymentInfo: { method: 'self-pay' },
  });
  return { ...slot, requestId: request.id };
}

test('a request sent in the portal appears live in the queue; staff approve it and the patient sees the appointment', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const clinic = await bookableClinic(suffix);
  const patient = await patientWithLogin(suffix);
  const token = await portalToken(patient.email, patient.firstName, patient.dateOfBirth);

  await signInToStaff(page, '/staff/appointment-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment requests' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Unconfirmed' })).toBeChecked();
  const row = page.getByRole('row', { name: new RegExp(patient.name) });
  await expect(row).toHaveCount(0);

  // The patient asks; the open queue shows it without a reload.
  const { requestId, start } = await requestAppointment(token, clinic);
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText(`E2E service ${suffix}`);
  await expect(row).toContainText(`Casey Booker${suffix}`);
  await expect(page.getByRole('link', { name: /Appointment requests/ })).toContainText(/\d/);

  await row.getByRole('button', { name: 'Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Appointment request' });
  await expect(dialog).toContainText(patient.name);
  await expect(dialog.getByText('Payment method', { exact: true })).toBeVisible();
  await expect(dialog).toContainText('Self-pay');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog', { name: 'Approve request' })
    .getByRole('textbox', { name: 'Notes for the appointment' })
    .fill('First visit');
  await page
    .getByRole('dialog', { name: 'Approve request' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByRole('status')).toHaveText('The request was approved and the appointment booked.');
  await expect(row).toHaveCount(0);
  await page
    .locator('label')
    .filter({ hasText: /^Approved$/ })
    .click();
  await expect(page.getByRole('row', { name: new RegExp(patient.name) })).toContainText('Approved');

  // The portal shows the outcome: the request is approved and the appointment is booked.
  const request = await portalApi<{ status: string; appointmentId: string | null }>(
    token,
    'GET',
    `/api/portal/AppointmentRequests/${requestId}`,
  );
  expect(request.status).toBe('Approved');
  const appointments = await portalApi<{
    upcoming: { id: string; appointmentDate: string; serviceName: string }[];
  }>(token, 'GET', '/api/portal/Appointments');
  expect(appointments.upcoming).toContainEqual(
    expect.objectContaining({ id: request.appointmentId, serviceName: `E2E service ${suffix}` }),
  );
  expect(appointments.upcoming.find((a) => a.id === request.appointmentId)?.appointmentDate).toContain(start);
});

test('staff decline a request with a reason the patient reads in the portal', async ({ page }) => {
  const suffix = uniqueSuffix();
  const clinic = await bookableClinic(suffix);
  const patient = await patientWithLogin(suffix);
  const token = await portalToken(patient.email, patient.firstName, patient.dateOfBirth);
  const { requestId } = await requestAppointment(token, clinic);

  await signInToStaff(page, '/staff/appointment-requests');
  const row = page.getByRole('row', { name: new RegExp(patient.name) });
  await row.getByRole('button', { name: 'Review' }).click();
  await page
    .getByRole('dialog', { name: 'Appointment request' })
    .getByRole('button', { name: 'Decline' })
    .click();
  const decline = page.getByRole('dialog', { name: 'Decline request' });
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(decline.getByText('Enter a reason.')).toBeVisible();
  await decline.getByRole('textbox', { name: 'Reason' }).fill('The clinician is away that week.');
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('status')).toHaveText('The request was declined.');
  await expect(row).toHaveCount(0);

  const request = await portalApi<{ status: string; declineReason: string | null }>(
    token,
    'GET',
    `/api/portal/AppointmentRequests/${requestId}`,
  );
  expect(request).toMatchObject({ status: 'Declined', declineReason: 'The clinician is away that week.' });
});

test('a new-patient registration shows as such in the queue, and approving it creates the patient', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const clinic = await bookableClinic(suffix);
  const visitor = await registerVisitor(clinic, {
    lastName: `Newcomer${suffix}`,
    email: `e2e-reg-${suffix}@example.org`,
  });
  // The visitor confirms their address with the mailed link before staff can approve.
  const verification = await waitForMail(`e2e-reg-${suffix}@example.org`, { subject: /Confirm your e-mail/ });
  const verified = await visitor.post('/api/portal/AppointmentRequests/VerifyEmail', {
    data: { code: new URL(linkIn(verification, '/verify-email/')).pathname.split('/').pop() },
  });
  expect(verified.status()).toBe(200);
  await visitor.dispose();

  await signInToStaff(page, '/staff/appointment-requests');
  const row = page.getByRole('row', { name: new RegExp(`Newcomer${suffix}`) });
  await expect(row).toContainText('Registration');
  await expect(row).toContainText('No appointment requested');
  await expect(row).toContainText('New-patient registration');
  await expect(row).toContainText(`E2E location ${suffix}`);
  await row.getByRole('button', { name: /^Review the registration/ }).click();
  const dialog = page.getByRole('dialog', { name: 'New-patient registration' });
  await expect(dialog).toContainText(`Quinn Newcomer${suffix}`);
  // What the visitor typed reads as the wizard asked it: labels and dates, never keys or ISO dates.
  await expect(dialog.getByText('Date of birth', { exact: true })).toBeVisible();
  await expect(dialog).toContainText('02/14/1994');
  await expect(dialog).not.toContainText('1994-02-14');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve registration' });
  await expect(approve).toContainText('creates the patient');
  await expect(approve).toContainText(`portal login for e2e-reg-${suffix}@example.org`);
  await expect(approve.getByRole('combobox')).toHaveCount(0);
  await approve.getByRole('button', { name: 'Approve registration' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'The registration was approved: the patient and their portal login were created.',
  );
});
