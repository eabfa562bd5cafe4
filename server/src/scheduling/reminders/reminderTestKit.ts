import { eq, ne } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { appointments, locations, patients, portalLogins } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/createTestApp';
import { setClockForTests } from '../clock';
import { type DemoClinic, seedDemoClinic } from '../schedulingTestKit';
import { hourMs, parseWallClock, toDbWallClock } from '../wallClock';
import { sweepReminders } from './sweepReminders';

/** The file's test app on the demo clinic, made before its tests and closed after them; the clock is freed after each. */
export function reminderClinic(): { t: TestApp; clinic: DemoClinic } {
  const shared = {} as { t: TestApp; clinic: DemoClinic };
  beforeAll(async () => {
    shared.t = await createTestApp();
    shared.clinic = await seedDemoClinic(shared.t);
  });
  afterAll(async () => {
    setClockForTests(null);
    await shared.t.close();
  });
  afterEach(() => setClockForTests(null));
  return shared;
}

/** Jordan's phone, and consent to texts given (a time) or not (null). */
export async function setJordanPhone(
  t: TestApp,
  clinic: DemoClinic,
  phone: string | null,
  smsRemindersOptedInAt: string | null,
): Promise<void> {
  await t.database.db
    .update(patients)
    .set({ phone, smsRemindersOptedInAt })
    .where(eq(patients.id, clinic.jordanId));
}

/**
 * Shared by the reminder tests: the demo clinic with its own appointments cancelled, so only the
 * appointments a test books are reminded of; Downtown is America/New_York.
 */
export async function clearDemoAppointments(t: TestApp): Promise<void> {
  await t.database.db
    .update(appointments)
    .set({ status: 'Cancelled' })
    .where(ne(appointments.status, 'Cancelled'));
}

/** Jordan's appointment at Downtown at `start` (its wall clock), booked at `bookedAt`. */
export async function bookJordan(
  t: TestApp,
  clinic: DemoClinic,
  start: string,
  bookedAt: string,
): Promise<string> {
  const [row] = await t.database.db
    .insert(appointments)
    .values({
      patientId: clinic.jordanId,
      locationId: clinic.downtownId,
      clinicianId: clinic.clinicianId('Okafor'),
      serviceId: clinic.serviceId('Medication Management'),
      placeOfServiceId: clinic.officeAt(clinic.downtownId),
      appointmentDate: start,
      appointmentEndDate: toDbWallClock(parseWallClock(start) + hourMs),
      createdAt: bookedAt,
    })
    .returning({ id: appointments.id });
  if (!row) throw new Error('no appointment');
  return row.id;
}

/** Runs the sweep at `at` as the scheduled job would, then lets the queued mail and texts go out. */
export async function sweepAt(t: TestApp, at: string): Promise<number> {
  setClockForTests(() => new Date(at));
  const queued = await sweepReminders(t.app.deps, t.app.log);
  await t.app.jobs.drain();
  return queued;
}

export async function setJordanLanguage(t: TestApp, clinic: DemoClinic, language: string): Promise<void> {
  await t.database.db.update(portalLogins).set({ language }).where(eq(portalLogins.id, clinic.jordanLoginId));
}

export async function setDowntownReminders(
  t: TestApp,
  clinic: DemoClinic,
  settings: Partial<typeof locations.$inferInsert>,
): Promise<void> {
  await t.database.db.update(locations).set(settings).where(eq(locations.id, clinic.downtownId));
}
