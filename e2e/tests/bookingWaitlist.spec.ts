import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { cardNameOf } from '../support/bookedAppointments';
import { randomClientIp } from '../support/clientAddress';
import { baseUrl } from '../support/e2eEnvironment';
import { linkIn, waitForMail } from '../support/mailbox';
import {
  demoPatients,
  newPortalLogin,
  portalApi,
  signInAsNewLogin,
  signInToPortal,
  staffApi,
} from '../support/portalSession';

/** The /waitlist/{code} page of a waitlist e-mail: the offered slot, accept, and closed offers. */

interface Appointment {
  id: string;
  appointmentDate: string;
  status: string;
  serviceId: string;
  locationId: string;
  clinicianId: string;
}

test('a freed earlier slot is offered by e-mail and accepted on the waitlist page', async ({
  page,
  playwright,
}) => {
  const { email, token } = await signInAsNewLogin(page, 'jordan', '/home');
  const { upcoming } = await portalApi<{ upcoming: Appointment[] }>(token, 'GET', '/api/portal/Appointments');
  const current = upcoming.filter((a) => a.status === 'Show').at(-1);
  if (!current) throw new Error('Jordan has no upcoming appointment');
  await portalApi(token, 'PUT', '/api/portal/Waitlist', {
    serviceId: current.serviceId,
    locationId: current.locationId,
    currentAppointmentId: current.id,
  });

  // A visitor holds an earlier slot with the same clinician; staff decline it, which frees it.
  const visitor = await playwright.request.newContext({
    baseURL: baseUrl(),
    extraHTTPHeaders: { 'X-Forwarded-For': randomClientIp() },
  });
  const scope = {
    serviceId: current.serviceId,
    locationId: current.locationId,
    clinicianId: current.clinicianId,
  };
  const { dates } = await (
    await visitor.post('/api/portal/AppointmentRequests/Dates', { data: { ...scope, days: 30 } })
  ).json();
  const date = dates[0] as string;
  const { hours } = await (
    await visitor.post('/api/portal/AppointmentRequests/Hours', { data: { ...scope, date } })
  ).json();
  const start = `${date}T${hours[0]}`;
  expect(start < current.appointmentDate).toBe(true);
  const places = await (
    await visitor.get(`/api/portal/Catalog/PlacesOfService?locationId=${scope.locationId}`)
  ).json();
  const held = await visitor.put('/api/portal/AppointmentRequests', {
    data: {
      ...scope,
      placeOfServiceId: places[0].id,
      start,
      paymentInfo: { method: 'self-pay' },
      patientInfo: {
        firstName: 'Wren',
        lastName: 'Visitor',
        dateOfBirth: '1991-03-03',
        email: `wren-${randomUUID().slice(0, 8)}@example.org`,
        phone: '(503) 555-0111',
      },
    },
  });
  expect(held.status()).toBe(200);
  const since = new Date().toISOString();
  await staffApi('PATCH', `/api/core/AppointmentRequests/${(await held.json()).id}/Decline`, {
    reason: 'e2e',
  });
  await visitor.dispose();

  const link = linkIn(await waitForMail(email, { since, subject: /earlier appointment/ }), '/waitlist/');
  // A slow network: the appointments the portal loads at start, read before the patient accepts,
  // arrive only after. They must not pass for the list after accepting.
  let answerStartLoad = () => {};
  const accepted = new Promise<void>((resolve) => {
    answerStartLoad = resolve;
  });
  await page.route(
    '**/api/portal/Appointments',
    async (route) => {
      const readBeforeAccepting = await route.fetch();
      await accepted;
      await route.fulfill({ response: readBeforeAccepting }).catch(() => {});
    },
    { times: 1 },
  );
  page.on('response', (response) => {
    if (response.url().endsWith('/Accept')) answerStartLoad();
  });
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'An earlier appointment is available' })).toBeVisible();
  await expect(page.getByText('This time is held for you until', { exact: false })).toBeVisible();
  const [year, month, day] = date.split('-');
  await expect(page.getByRole('row', { name: /Date/ })).toContainText(`${month}/${day}/${year}`);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('status')).toContainText('You accepted this appointment.');
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Go to Appointments' }).click();
  // Named by its time: Jordan may have another visit that day.
  await expect(page.getByRole('article', { name: cardNameOf(start) })).toContainText('Scheduled');
});

test('an expired offer says so and cannot be accepted; a broken link says it is not valid', async ({
  page,
}) => {
  await signInAsNewLogin(page, 'sam', '/home');
  // An offer expires after two hours: its reply is stood in for rather than waited for.
  const code = 'A'.repeat(43);
  await page.route(`**/api/portal/Waitlist/Offer/${code}`, (route) =>
    route.fulfill({
      json: {
        status: 'expired',
        date: '2030-05-06',
        time: '09:00',
        endTime: '09:30',
        clinicianName: 'David Okafor, MD',
        locationName: 'Riverbend Downtown',
        locationAddress: '400 N High St, Suite 210, Columbus, OH 43215',
        expiresAt: '2030-05-01T12:00:00.000Z',
        appointmentId: null,
      },
    }),
  );
  await page.goto(`/waitlist/${code}`);
  await expect(page.getByRole('status')).toContainText(
    'This offer has expired. You are still on the waitlist.',
  );
  await expect(page.getByRole('row', { name: /Time/ })).toContainText('09:00 AM – 09:30 AM');
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  await page.goto('/waitlist/not-a-real-code');
  await expect(page.getByRole('alert')).toContainText('This link is not valid.');
});

test('a waitlist link opened signed out returns to the offer after sign-in', async ({ page }) => {
  const email = await newPortalLogin(['sam']);
  // The offer's reply is stood in for: what is tested is the way back to it through sign-in.
  const code = 'B'.repeat(43);
  await page.route(`**/api/portal/Waitlist/Offer/${code}`, (route) =>
    route.fulfill({
      json: {
        status: 'offered',
        date: '2030-05-06',
        time: '09:00',
        endTime: '09:30',
        clinicianName: 'David Okafor, MD',
        locationName: 'Riverbend Downtown',
        locationAddress: '400 N High St, Suite 210, Columbus, OH 43215',
        expiresAt: '2030-05-06T08:00:00.000Z',
        appointmentId: null,
      },
    }),
  );
  await page.goto(`/waitlist/${code}`);
  await expect(page).toHaveURL(/\/signin$/);
  const { name, dateOfBirth } = demoPatients.sam;
  await signInToPortal(page, email, name, dateOfBirth, new RegExp(`/waitlist/${code}$`));
  await expect(page.getByRole('heading', { name: 'An earlier appointment is available' })).toBeVisible();
});
