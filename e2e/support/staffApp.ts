import { randomInt, randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { staffAdmin, staffApi } from './portalSession';

/** Helpers of the staff app's browser tests (apps/staff at /staff/). */

/** A short unique suffix so each test's clinic data never meets another test's. */
export function uniqueSuffix(): string {
  return randomUUID().slice(0, 8);
}

/**
 * Signs in through the staff sign-in page as the seeded admin and waits for the patients list.
 * Each page claims its own client address, so the sign-in limit (10 a minute per address) never
 * throttles a run.
 */
export async function signInToStaff(page: Page, landing = '/staff/'): Promise<void> {
  await page.setExtraHTTPHeaders({
    'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  });
  await page.goto(landing);
  await expect(page).toHaveURL(/\/staff\/signin/);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(staffAdmin.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(staffAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /^User menu for/ })).toBeVisible({ timeout: 20_000 });
}

interface Created {
  id: string;
}

/** A bookable corner of the clinic made by API: service, location, place of service, clinician free every day 08:00-18:00. */
export async function bookableClinic(suffix = uniqueSuffix()) {
  const service = await staffApi<Created>('PUT', '/api/core/Services', {
    name: `E2E service ${suffix}`,
    durationMinutes: 30,
  });
  const location = await staffApi<Created>('PUT', '/api/core/Locations', {
    name: `E2E location ${suffix}`,
    timeZoneHoursShift: 0,
    serviceIds: [service.id],
  });
  const place = await staffApi<Created>('PUT', '/api/core/PlacesOfService', {
    locationId: location.id,
    code: '11',
    name: 'Office',
  });
  const clinician = await staffApi<Created>('PUT', '/api/core/Clinicians', {
    firstName: 'Casey',
    lastName: `Booker${suffix}`,
    serviceIds: [service.id],
  });
  await staffApi('PUT', `/api/core/Clinicians/${clinician.id}/Availability`, {
    slots: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      locationId: location.id,
      weekday,
      startTime: '08:00',
      endTime: '18:00',
    })),
  });
  return {
    serviceId: service.id,
    locationId: location.id,
    placeOfServiceId: place.id,
    clinicianId: clinician.id,
  };
}

/** A new patient with a portal login of their own; resolves with what the portal sign-in needs. */
export async function patientWithLogin(suffix = uniqueSuffix()) {
  const firstName = `Pat${suffix}`;
  const lastName = 'Tester';
  const dateOfBirth = '1992-06-15';
  const patient = await staffApi<Created>('PUT', '/api/core/Patients', { firstName, lastName, dateOfBirth });
  const email = `e2e-staff-${suffix}@example.org`;
  await staffApi('PUT', '/api/core/PortalLogins', { email, language: 'en', patientIds: [patient.id] });
  return { id: patient.id, firstName, lastName, name: `${firstName} ${lastName}`, dateOfBirth, email };
}
