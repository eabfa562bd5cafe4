import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import { randomClientIp } from './clientAddress';
import { baseUrl } from './e2eEnvironment';
import { linkIn, waitForMail } from './mailbox';
import { portalMarkerKey, sessionCookieNames, storeSessionCookie, storeSessionMarker } from './storedSession';

/**
 * Portal sessions for browser tests: a fresh portal login per test, signed in through the real
 * UI (`signInToPortal`) or straight through the API (`signInToPortalViaApi`, faster).
 *
 * SendLink sends at most one link a minute per address and requesting network, so a test should
 * sign in with its own login (`newPortalLogin`) rather than a shared demo address. Each sign-in
 * also claims a random client address (X-Forwarded-For, honoured with TRUST_PROXY=true as the e2e
 * server runs), so the per-client limit of 30 links in 5 minutes never throttles a long test run.
 */

/** The seeded demo patients (server/src/db/seed/data/patients.ts). */
export const demoPatients = {
  alex: {
    firstName: 'Alex',
    lastName: 'Rivera',
    name: 'Alex R.',
    dateOfBirth: '1990-04-12',
    email: 'demo@example.org',
  },
  sam: {
    firstName: 'Sam',
    lastName: 'Rivera',
    name: 'Sam R.',
    dateOfBirth: '2015-09-30',
    email: 'demo@example.org',
  },
  jordan: {
    firstName: 'Jordan',
    lastName: 'Lee',
    name: 'Jordan L.',
    dateOfBirth: '1985-01-20',
    email: 'jordan@example.org',
  },
} as const;
export type DemoPatientKey = keyof typeof demoPatients;

export const staffAdmin = { email: 'admin@example.org', password: 'e2e-admin-password' };

/** The portal's storage keys (portal.md section 3): the session's marker and the language. */
export const portalStorageKeys = { user: portalMarkerKey, lang: 'lang' } as const;

interface PatientChoice {
  id: string;
  firstName: string;
  lastInitial: string;
  name: string;
}

async function apiContext(headers: Record<string, string> = {}): Promise<APIRequestContext> {
  return request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: headers });
}

async function jsonOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (response.status() === 204 ? null : await response.json()) as T;
}

/**
 * A token ends 30 minutes after it was issued unless the client takes the renewed one the server
 * offers (server/src/auth/sessionPolicy.ts); a run lasts longer, so a worker signs in again well
 * before that rather than tracking renewals.
 */
const staffTokenMaxAgeMs = 20 * 60_000;
let staffSignIn: { token: Promise<string>; at: number } | undefined;

/** A tech-staff (admin) bearer token for /api/core, signed in once per worker and every 20 minutes. */
export function staffToken(): Promise<string> {
  if (!staffSignIn || Date.now() - staffSignIn.at > staffTokenMaxAgeMs) {
    staffSignIn = {
      at: Date.now(),
      token: (async () => {
        const api = await apiContext({ 'X-Forwarded-For': randomClientIp() });
        const reply = await jsonOf<{ token: string }>(
          await api.post('/api/core/Auth/Login', { data: staffAdmin }),
          'staff sign-in',
        );
        await api.dispose();
        return reply.token;
      })(),
    };
  }
  return staffSignIn.token;
}

/** A call to the staff API as the admin; resolves with the parsed reply (null for 204). */
export async function staffApi<T>(method: string, path: string, body?: unknown): Promise<T> {
  const api = await apiContext({ Authorization: `Bearer ${await staffToken()}` });
  try {
    return await jsonOf<T>(await api.fetch(path, { method, data: body }), `${method} ${path}`);
  } finally {
    await api.dispose();
  }
}

/** A call to the portal API with a portal token; resolves with the parsed reply (null for 204). */
export async function portalApi<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const api = await apiContext({ Authorization: `Bearer ${token}` });
  try {
    return await jsonOf<T>(await api.fetch(path, { method, data: body }), `${method} ${path}`);
  } finally {
    await api.dispose();
  }
}

export interface PortalSettingsPatch {
  newPatientRegistrationEnabled?: boolean;
  appointmentRequestEnable?: boolean;
  appointmentRequestNewPatientEnable?: boolean;
  organizationName?: string;
}

/** Changes the portal flags through the staff API; resolves with the previous values to restore. */
export async function setPortalSettings(patch: PortalSettingsPatch): Promise<PortalSettingsPatch> {
  const before = await staffApi<Required<PortalSettingsPatch>>('GET', '/api/core/OrganizationSettings');
  await staffApi('PATCH', '/api/core/OrganizationSettings', patch);
  const keys = Object.keys(patch) as (keyof PortalSettingsPatch)[];
  return Object.fromEntries(keys.map((key) => [key, before[key]]));
}

/** The id of a seeded patient. */
export async function patientId(patient: DemoPatientKey): Promise<string> {
  const { firstName, lastName } = demoPatients[patient];
  const page = await staffApi<{ items: { id: string; firstName: string; lastName: string }[] }>(
    'POST',
    '/api/core/Patients/Search',
    { searchPhrase: `${firstName} ${lastName}`, page: 0, pageSize: 10 },
  );
  const found = page.items.find((p) => p.firstName === firstName && p.lastName === lastName);
  if (!found) throw new Error(`no seeded patient ${firstName} ${lastName}`);
  return found.id;
}

/**
 * A new portal login (a unique address) for the given seeded patients; resolves with its e-mail.
 * Tests get their own address, so the one-link-a-minute limit never meets another test.
 */
export async function newPortalLogin(
  patients: readonly DemoPatientKey[],
  options: { language?: 'en' | 'es' } = {},
): Promise<string> {
  const email = `e2e-${randomUUID().slice(0, 12)}@example.org`;
  const patientIds = await Promise.all(patients.map(patientId));
  await staffApi('PUT', '/api/core/PortalLogins', { email, language: options.language ?? 'en', patientIds });
  return email;
}

/**
 * The sign-in mail among others to the same address: a document shared with the patient mails a
 * notice, which may arrive while a test waits for its link.
 */
const signInSubject = /^(Your sign-in link|Su enlace para iniciar sesión)$/;

/** Asks for a sign-in link by API and resolves with the link caught in the mail. */
export async function requestSignInLink(email: string): Promise<string> {
  const since = new Date().toISOString();
  const api = await apiContext({ 'X-Forwarded-For': randomClientIp() });
  await jsonOf(await api.post('/api/portal/Auth/SendLink', { data: { email } }), 'SendLink');
  await api.dispose();
  return linkIn(await waitForMail(email, { since, subject: signInSubject }), '/confirm/');
}

/** The e-mailed code at the end of a `/confirm/{hash}` link. */
export function codeOf(link: string): string {
  return decodeURIComponent(new URL(link).pathname.split('/').pop() ?? '');
}

/** A date of birth as YYYY-MM-DD (the API) from YYYY-MM-DD or MM/DD/YYYY. */
function isoDate(date: string): string {
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date);
  return us ? `${us[3]}-${us[1]}-${us[2]}` : date;
}

/** A date of birth as typed on the confirm page (MM/DD/YYYY) from YYYY-MM-DD or MM/DD/YYYY. */
export function typedDate(date: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : date;
}

/** The link's patient matching "Alex R.", "Alex" or "Alex Rivera". */
async function choiceFor(code: string, patientName: string): Promise<PatientChoice> {
  const api = await apiContext();
  const choices = await jsonOf<PatientChoice[]>(
    await api.get(`/api/portal/Accesses/Patients/${encodeURIComponent(code)}`),
    'link patients',
  );
  await api.dispose();
  const wanted = patientName.trim();
  const choice = choices.find(
    (c) =>
      c.name === wanted || c.firstName === wanted || wanted.startsWith(`${c.firstName} ${c.lastInitial}`),
  );
  if (!choice)
    throw new Error(`the link has no patient "${patientName}" (${choices.map((c) => c.name).join(', ')})`);
  return choice;
}

/**
 * Signs in through the real UI: /signin, send the link, open the mailed link, choose the patient,
 * type the date of birth, Log in; resolves on `landing` (default /home). `dob` is YYYY-MM-DD or MM/DD/YYYY.
 */
export async function signInToPortal(
  page: Page,
  email: string,
  patientName: string,
  dob: string,
  landing: RegExp = /\/home$/,
): Promise<void> {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomClientIp() });
  await page.goto('/signin');
  const since = new Date().toISOString();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Link sent, please check your email.')).toBeVisible();
  const link = linkIn(await waitForMail(email, { since, subject: signInSubject }), '/confirm/');
  const choice = await choiceFor(codeOf(link), patientName);
  await page.goto(new URL(link).pathname);
  await page.getByRole('radio', { name: choice.name }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Date of birth' }).fill(typedDate(dob));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(landing);
}

/** A portal session made by API: the bearer token and whom it acts for (the Login reply). */
interface PortalApiSession {
  token: string;
  user: { loginId: string; LocationId: string | null; Patient: { Id: string } };
}

/** Signs in by API as an API client (SendLink, the caught mail, Login): the reply holds the token. */
async function portalApiSession(email: string, patientName: string, dob: string): Promise<PortalApiSession> {
  const code = codeOf(await requestSignInLink(email));
  const choice = await choiceFor(code, patientName);
  const api = await apiContext({ 'X-Forwarded-For': randomClientIp() });
  const reply = await jsonOf<PortalApiSession>(
    await api.post('/api/portal/Auth/Login', {
      data: { patientId: choice.id, dateOfBirth: isoDate(dob), code },
    }),
    'Login',
  );
  await api.dispose();
  return reply;
}

/** Signs in by API and resolves with the portal's bearer token. */
export async function portalToken(email: string, patientName: string, dob: string): Promise<string> {
  return (await portalApiSession(email, patientName, dob)).token;
}

/**
 * The fast variant for tests that are not about signing in: signs in by API, puts the session in
 * the page's context as the portal keeps it (the HttpOnly cookie and the `user` marker) and opens
 * `landing` (default /home). Resolves with the token, for the test's own API calls.
 */
export async function signInToPortalViaApi(
  page: Page,
  email: string,
  patientName: string,
  dob: string,
  landing = '/home',
): Promise<string> {
  const { token, user } = await portalApiSession(email, patientName, dob);
  await storeSessionCookie(page, baseUrl(), sessionCookieNames.portal, token);
  await storeSessionMarker(page, portalMarkerKey, JSON.stringify(user));
  await page.goto(landing);
  return token;
}

/** A fresh login for one seeded patient, signed in by API; resolves with the login's e-mail and token. */
export async function signInAsNewLogin(
  page: Page,
  patient: DemoPatientKey,
  landing = '/home',
): Promise<{ email: string; token: string }> {
  const email = await newPortalLogin([patient]);
  const { name, dateOfBirth } = demoPatients[patient];
  const token = await signInToPortalViaApi(page, email, name, dateOfBirth, landing);
  return { email, token };
}
