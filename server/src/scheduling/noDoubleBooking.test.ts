import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPostgresErrorCode, postgresErrorCodes } from '../db/postgresErrorCode';
import { appointments, locations } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { type DemoClinic, seedDemoClinic } from './schedulingTestKit';

/**
 * The database's own guard (migration 0021): whatever code path writes appointments, one
 * clinician's expected appointments never overlap in time, across locations and zones.
 */
describe('no double booking, kept by the database', () => {
  let t: TestApp;
  let clinic: DemoClinic;
  beforeAll(async () => {
    t = await createTestApp();
    clinic = await seedDemoClinic(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const book = (start: string, end: string, extra: Partial<typeof appointments.$inferInsert> = {}) =>
    t.database.db
      .insert(appointments)
      .values({
        patientId: clinic.alexId,
        locationId: clinic.downtownId,
        clinicianId: clinic.clinicianId('Okafor'),
        appointmentDate: start,
        appointmentEndDate: end,
        ...extra,
      })
      .returning({ id: appointments.id });
  const refusedAsDoubleBooking = async (write: Promise<unknown>) => {
    const error = await write.then(
      () => null,
      (e: unknown) => e,
    );
    expect(hasPostgresErrorCode(error, postgresErrorCodes.exclusionViolation)).toBe(true);
  };

  it('refuses an overlapping appointment of the same clinician; touching ends and others are fine', async () => {
    await book('2025-04-01 09:00:00', '2025-04-01 09:30:00');
    await refusedAsDoubleBooking(book('2025-04-01 09:15:00', '2025-04-01 09:45:00'));
    await book('2025-04-01 09:30:00', '2025-04-01 10:00:00');
    await book('2025-04-01 09:15:00', '2025-04-01 09:45:00', { clinicianId: clinic.clinicianId('Chen') });
  });

  it('a cancelled appointment holds no time; reviving it over another is refused', async () => {
    const [first] = await book('2025-04-02 09:00:00', '2025-04-02 09:30:00', { status: 'Cancelled' });
    await book('2025-04-02 09:00:00', '2025-04-02 09:30:00');
    await refusedAsDoubleBooking(
      t.database.db
        .update(appointments)
        .set({ status: 'Show' })
        .where(eq(appointments.id, first?.id ?? '')),
    );
  });

  it('compares instants: 06:00 at Pacific is 09:00 at Downtown for a clinician working at both', async () => {
    await book('2025-04-03 09:00:00', '2025-04-03 09:30:00');
    await refusedAsDoubleBooking(
      book('2025-04-03 06:00:00', '2025-04-03 06:30:00', { locationId: clinic.pacificId }),
    );
    await book('2025-04-03 07:00:00', '2025-04-03 07:30:00', { locationId: clinic.pacificId });
  });

  it('a location changing zone moves its appointments with it, and never onto another', async () => {
    await book('2025-04-04 09:00:00', '2025-04-04 09:30:00', { locationId: clinic.pacificId });
    await t.database.db.update(locations).set({ timeZone: 'UTC' }).where(eq(locations.id, clinic.pacificId));
    // 09:00 UTC is now 05:00 at Downtown (UTC-4 in April), no longer 12:00.
    await book('2025-04-04 12:00:00', '2025-04-04 12:30:00');
    await refusedAsDoubleBooking(book('2025-04-04 05:00:00', '2025-04-04 05:30:00'));
    // Back to Los Angeles would put 09:00 there on the Downtown 12:00: the change is refused.
    await refusedAsDoubleBooking(
      t.database.db
        .update(locations)
        .set({ timeZone: 'America/Los_Angeles' })
        .where(eq(locations.id, clinic.pacificId)),
    );
  });
});
