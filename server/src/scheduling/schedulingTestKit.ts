import type { AppointmentRequestCreateBody } from '@clinic/api-contract';
import { eq } from 'drizzle-orm';
import { clinicians, locations, organizationSettings, placesOfService, services } from '../db/schema';
import type { TestApp } from '../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../testing/demoFixtures';
import { type SignedIn, signInPortal, signInStaff } from '../testing/signIn';
import { setClockForTests } from './clock';
import { verifyEmailPath } from './requester/emailVerification';

/**
 * Shared by the scheduling tests: the demo clinic seeded around a pinned Monday,
 * 2025-03-03 12:00 UTC (07:00 at Downtown, UTC-5; 04:00 at Pacific, UTC-8).
 */
export const pinnedNow = new Date('2025-03-03T12:00:00Z');

export interface DemoClinic extends DemoPeople {
  downtownId: string;
  pacificId: string;
  officeAt: (locationId: string) => string;
  serviceId: (name: string) => string;
  clinicianId: (lastName: string) => string;
}

export function pinClock(at: Date = pinnedNow): void {
  setClockForTests(() => at);
}

export async function seedDemoClinic(t: TestApp): Promise<DemoClinic> {
  pinClock();
  const people = await seedDemoPeople(t, pinnedNow);
  const db = t.database.db;
  const locationRows = await db.select().from(locations);
  const placeRows = await db.select().from(placesOfService);
  const serviceRows = await db.select().from(services);
  const clinicianRows = await db.select().from(clinicians);
  const find = <T>(rows: T[], test: (row: T) => boolean, what: string): T => {
    const row = rows.find(test);
    if (!row) throw new Error(`demo clinic has no ${what}`);
    return row;
  };
  return {
    ...people,
    downtownId: find(locationRows, (l) => l.name === 'Riverbend Downtown', 'Downtown').id,
    pacificId: find(locationRows, (l) => l.name === 'Riverbend Pacific', 'Pacific').id,
    officeAt: (locationId) =>
      find(placeRows, (p) => p.locationId === locationId && p.name === 'Office', 'office').id,
    serviceId: (name) => find(serviceRows, (s) => s.name === name, name).id,
    clinicianId: (lastName) => find(clinicianRows, (c) => c.lastName === lastName, lastName).id,
  };
}

/** Sessions of the demo clinic's people: a staff user, and Alex, Sam (the demo login) and Jordan in the portal. */
export interface DemoSessions {
  staff: SignedIn;
  alex: SignedIn;
  sam: SignedIn;
  jordan: SignedIn;
}

export async function signInDemoClinic(t: TestApp, clinic: DemoClinic): Promise<DemoSessions> {
  return {
    staff: await signInStaff(t),
    alex: await signInPortal(t, clinic.demoLoginId, clinic.alexId),
    sam: await signInPortal(t, clinic.demoLoginId, clinic.samId),
    jordan: await signInPortal(t, clinic.jordanLoginId, clinic.jordanId),
  };
}

/** A Medication Management request with Dr Okafor at Downtown (08:00-12:00 on weekdays). */
export function medicationRequest(
  clinic: DemoClinic,
  start: string,
  extra: Partial<AppointmentRequestCreateBody> = {},
): AppointmentRequestCreateBody {
  return {
    serviceId: clinic.serviceId('Medication Management'),
    locationId: clinic.downtownId,
    placeOfServiceId: clinic.officeAt(clinic.downtownId),
    clinicianId: clinic.clinicianId('Okafor'),
    start,
    paymentInfo: { method: 'self-pay' },
    intakeDocuments: [],
    ...extra,
  };
}

export const visitorInfo = {
  firstName: 'Casey',
  lastName: 'Morgan',
  dateOfBirth: '1992-06-15',
  email: 'casey.morgan@example.org',
  phone: '(614) 555-0199',
};

export async function setRequestSettings(
  t: TestApp,
  settings: { appointmentRequestEnable: boolean; appointmentRequestNewPatientEnable: boolean },
): Promise<void> {
  await t.database.db.update(organizationSettings).set(settings).where(eq(organizationSettings.id, 1));
}

/** The code of the newest link under `path` (e.g. '/verify-email/') mailed to `to`. */
export function mailedCode(t: TestApp, to: string, path: string): string {
  const link = t.sentMail
    .filter((mail) => mail.to === to)
    .flatMap((mail) => mail.links ?? [])
    .findLast((url) => new URL(url).pathname.startsWith(path));
  if (!link) throw new Error(`no ${path} link mailed to ${to}`);
  return new URL(link).pathname.slice(path.length);
}

/** The visitor opens the verification link last mailed to `email`, as the portal page does. */
export async function verifyVisitorEmail(t: TestApp, email: string): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/portal/AppointmentRequests/VerifyEmail',
    payload: { code: mailedCode(t, email, verifyEmailPath) },
  });
  if (res.statusCode !== 200) throw new Error(`verification answered ${res.statusCode}: ${res.body}`);
}
