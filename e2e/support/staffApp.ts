import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { randomClientIp } from './clientAddress';
import { staffAdmin, staffApi } from './portalSession';
import { appRequestHeaders, staffMarkerKey, storeSessionMarker } from './storedSession';

/** Helpers of the staff app's browser tests (apps/staff at /staff/). */

/** A short unique suffix so each test's clinic data never meets another test's. */
export function uniqueSuffix(): string {
  return randomUUID().slice(0, 8);
}

type StaffAccount = { email: string; password: string };

/**
 * Signs in through the staff sign-in page as the seeded admin (or `account`) and waits for the
 * signed-in layout: for the tests of signing in itself and walk-throughs done with the apps alone.
 * Each page claims its own client address, so the per-client sign-in limit (20 failures in 15
 * minutes) never throttles a run.
 */
export async function signInToStaffThroughUi(
  page: Page,
  landing = '/staff/',
  account: StaffAccount = staffAdmin,
): Promise<void> {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomClientIp() });
  await page.goto(landing);
  await expect(page).toHaveURL(/\/staff\/signin/);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /^User menu for/ })).toBeVisible({ timeout: 20_000 });
}

/**
 * Opens `landing` signed in as the seeded admin (or `account`), for tests that are not about
 * signing in: a session of the test's own from the sign-in call the app makes, whose HttpOnly
 * cookie the server sets in the page's context, plus the app's marker, so the app boots once, on
 * `landing`. Waits for the signed-in layout.
 */
export async function signInToStaff(
  page: Page,
  landing = '/staff/',
  account: StaffAccount = staffAdmin,
): Promise<void> {
  const clientIp = randomClientIp();
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': clientIp });
  // page.request follows the test's baseURL (a spec may run its own server).
  // page.request shares the context's cookies: the session cookie set here is the page's.
  const reply = await page.request.post('/api/core/Auth/Login', {
    data: account,
    headers: { 'X-Forwarded-For': clientIp, ...appRequestHeaders },
  });
  if (!reply.ok()) throw new Error(`staff sign-in: ${reply.status()} ${await reply.text()}`);
  const { user } = (await reply.json()) as { user: { id: string } };
  await storeSessionMarker(page, staffMarkerKey, user.id);
  await page.goto(landing);
  await expect(page.getByRole('button', { name: /^User menu for/ })).toBeVisible({ timeout: 20_000 });
}

interface Created {
  id: string;
}

/**
 * A bookable corner of the clinic made by API: service, location (in `timeZone`), place of
 * service, clinician free every day 08:00-18:00 on the location's clock.
 */
export async function bookableClinic(suffix = uniqueSuffix(), timeZone = 'UTC') {
  const service = await staffApi<Created>('PUT', '/api/core/Services', {
    name: `E2E service ${suffix}`,
    durationMinutes: 30,
  });
  const location = await staffApi<Created>('PUT', '/api/core/Locations', {
    name: `E2E location ${suffix}`,
    timeZone,
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
    /** Unique per clinic: tells its appointments from another test's at the same time. */
    serviceName: `E2E service ${suffix}`,
    locationId: location.id,
    placeOfServiceId: place.id,
    clinicianId: clinician.id,
  };
}

/** A new patient with a portal login of their own (in `language`); resolves with what the portal sign-in needs. */
export async function patientWithLogin(suffix = uniqueSuffix(), language: 'en' | 'es' = 'en') {
  const firstName = `Pat${suffix}`;
  const lastName = 'Tester';
  const dateOfBirth = '1992-06-15';
  const patient = await staffApi<Created>('PUT', '/api/core/Patients', { firstName, lastName, dateOfBirth });
  const email = `e2e-staff-${suffix}@example.org`;
  await staffApi('PUT', '/api/core/PortalLogins', { email, language, patientIds: [patient.id] });
  return { id: patient.id, firstName, lastName, name: `${firstName} ${lastName}`, dateOfBirth, email };
}

/** Picks `option` in the Mantine select (a textbox) or multi-select (a combobox) labelled `label`. */
export async function chooseOption(page: Page, label: string, option: string | RegExp): Promise<void> {
  const field = page.getByRole('textbox', { name: label }).or(page.getByRole('combobox', { name: label }));
  await field.click();
  await page.getByRole('option', { name: option }).click();
  // A multi-select stays open for more choices: leaving the field closes it. Not by Tab, which
  // focuses the next field, and a next select opens on focus and covers what comes below.
  await field.blur();
  await expect(page.getByRole('listbox', { name: label, exact: true })).toHaveCount(0);
}

/** Picks an IANA zone in the location dialog's searchable "Time zone" select. */
export async function chooseTimeZone(page: Page, zone: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Time zone' }).fill(zone);
  const escaped = zone.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  await page.getByRole('option', { name: new RegExp(`^${escaped} \\(`) }).click();
}

/** Opens a tab of the staff settings from the main navigation. */
export async function openSettings(page: Page, tab: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page.getByRole('tab', { name: tab }).click();
}

/** A new staff account as Settings → Staff users → "Add staff user" asks for it. */
export interface NewStaffUser {
  email: string;
  first: string;
  last: string;
  password: string;
}

/** Opens "Add staff user" (on the Staff users tab) and fills it in; answers the dialog. */
export async function fillNewStaffUser(page: Page, user: NewStaffUser): Promise<Locator> {
  await page.getByRole('button', { name: 'Add staff user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add staff user' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
  await dialog.getByRole('textbox', { name: 'First name' }).fill(user.first);
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(user.last);
  await dialog.getByRole('textbox', { name: 'Password' }).fill(user.password);
  return dialog;
}

/** Signs out through the user menu and its confirmation. */
export async function signOutOfStaff(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/staff\/signin/);
}

/**
 * Creates a form from the Forms page's "New form" dialog and waits for its builder; answers
 * the new form's id, read from the builder's address.
 */
export async function createFormInBuilder(page: Page, formName: string): Promise<string> {
  await page.getByRole('link', { name: 'Forms', exact: true }).click();
  await page.getByRole('button', { name: 'New form' }).click();
  const newForm = page.getByRole('dialog', { name: 'New form' });
  await newForm.getByLabel('Name').fill(formName);
  await newForm.getByRole('button', { name: 'New form' }).click();
  await expect(page).toHaveURL(/\/staff\/forms\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: formName })).toBeVisible();
  return page.url().split('/').at(-1) ?? '';
}
