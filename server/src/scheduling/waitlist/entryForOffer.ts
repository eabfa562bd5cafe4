import { eq } from 'drizzle-orm';
import { notFound, refusedWith } from '../../app/httpError';
import type { Queryable } from '../../db/database';
import { patients, portalLogins, waitlistEntries } from '../../db/schema';
import { type BookingScope, loadBookingScope } from '../bookingScope';

export type EntryRow = typeof waitlistEntries.$inferSelect;

/** An entry and where its offers are e-mailed (the portal login's address, else the chart's). */
export function selectEntryForOffer(db: Queryable, entryId: string) {
  return db
    .select({ entry: waitlistEntries, email: portalLogins.email, chartEmail: patients.email })
    .from(waitlistEntries)
    .innerJoin(patients, eq(patients.id, waitlistEntries.patientId))
    .leftJoin(portalLogins, eq(portalLogins.id, waitlistEntries.loginId))
    .where(eq(waitlistEntries.id, entryId));
}

/** 404 for an unknown entry; 409 when it was removed or booked, so nothing can be offered. */
export function assertEntryOpen(entry: EntryRow | undefined): asserts entry is EntryRow {
  if (!entry) throw notFound();
  if (entry.status === 'cancelled') throw refusedWith(409, 'waitlistEntryClosed');
  if (entry.status === 'booked') throw refusedWith(409, 'waitlistEntryBooked');
}

/** The service and location the patient asked for, with the clinician staff chose (or any). */
export async function entryBookingScope(
  db: Queryable,
  entry: EntryRow,
  clinicianId: string | null,
): Promise<BookingScope> {
  if (!entry.serviceId) throw refusedWith(400, 'serviceUnavailable');
  if (!entry.locationId) throw refusedWith(400, 'locationUnavailable');
  if (entry.clinicianId && clinicianId && entry.clinicianId !== clinicianId)
    throw refusedWith(400, 'waitlistOtherClinician');
  return loadBookingScope(db, {
    serviceId: entry.serviceId,
    locationId: entry.locationId,
    clinicianId: clinicianId ?? entry.clinicianId,
  });
}
