import { type WaitlistEntry, type WaitlistPartOfDay, waitlistPartsOfDay } from '@clinic/api-contract';
import { eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { clinicians, locations, services, waitlistEntries } from '../../db/schema';
import { joinedClinicianName } from '../bookingScope';

export function selectEntriesWithNames(db: Queryable, where: SQL | undefined) {
  return db
    .select({
      entry: waitlistEntries,
      serviceName: services.name,
      locationName: locations.name,
      clinicianFirstName: clinicians.firstName,
      clinicianLastName: clinicians.lastName,
      clinicianCredentials: clinicians.credentials,
    })
    .from(waitlistEntries)
    .leftJoin(services, eq(services.id, waitlistEntries.serviceId))
    .leftJoin(locations, eq(locations.id, waitlistEntries.locationId))
    .leftJoin(clinicians, eq(clinicians.id, waitlistEntries.clinicianId))
    .where(where);
}

const isPartOfDay = (part: string): part is WaitlistPartOfDay =>
  (waitlistPartsOfDay as readonly string[]).includes(part);

type EntryWithNames = Awaited<ReturnType<typeof selectEntriesWithNames>>[number];

export function toWaitlistEntryDto(row: EntryWithNames): WaitlistEntry {
  const e = row.entry;
  return {
    id: e.id,
    status: e.status,
    serviceId: e.serviceId,
    serviceName: row.serviceName,
    locationId: e.locationId,
    locationName: row.locationName,
    clinicianId: e.clinicianId,
    clinicianName: joinedClinicianName(row),
    currentAppointmentId: e.currentAppointmentId,
    earliestDate: e.earliestDate,
    latestDate: e.latestDate,
    daysOfWeek: e.daysOfWeek,
    partsOfDay: e.partsOfDay.filter(isPartOfDay),
    createdAt: e.createdAt,
  };
}
