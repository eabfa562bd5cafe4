import { and, arrayContains, asc, eq, inArray } from 'drizzle-orm';
import { refused } from '../app/httpError';
import type { Queryable } from '../db/database';
import { clinicianAvailability, clinicians, locations, services } from '../db/schema';

export type LocationRow = typeof locations.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type ClinicianRow = typeof clinicians.$inferSelect;

/** A service at a location, and who may see the patient there. */
export interface BookingScope {
  location: LocationRow;
  service: ServiceRow;
  /** Active clinicians offering the service with weekly hours at the location, by last then first name. */
  clinicians: ClinicianRow[];
}

export interface BookingScopeIds {
  serviceId: string;
  locationId: string;
  /** Null or omitted: any clinician. */
  clinicianId?: string | null | undefined;
}

/** Loads and checks the wizard's service, location and clinician choices (400 when they do not fit). */
export async function loadBookingScope(db: Queryable, ids: BookingScopeIds): Promise<BookingScope> {
  const [location] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.id, ids.locationId), eq(locations.active, true)));
  if (!location) throw refused(400, 'locationUnavailable', 'The chosen location is not available.');
  const [service] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, ids.serviceId), eq(services.active, true)));
  if (!service) throw refused(400, 'serviceUnavailable', 'The chosen service is not available.');
  if (!location.serviceIds.includes(service.id)) {
    throw refused(400, 'serviceNotAtLocation', 'The chosen service is not offered at this location.');
  }
  const withHoursHere = db
    .select({ id: clinicianAvailability.clinicianId })
    .from(clinicianAvailability)
    .where(eq(clinicianAvailability.locationId, location.id));
  const candidates = await db
    .select()
    .from(clinicians)
    .where(
      and(
        eq(clinicians.active, true),
        arrayContains(clinicians.serviceIds, [service.id]),
        inArray(clinicians.id, withHoursHere),
        ids.clinicianId ? eq(clinicians.id, ids.clinicianId) : undefined,
      ),
    )
    .orderBy(asc(clinicians.lastName), asc(clinicians.firstName), asc(clinicians.id));
  if (ids.clinicianId && candidates.length === 0) {
    throw refused(
      400,
      'clinicianNotOffering',
      'The chosen clinician does not offer this service at this location.',
    );
  }
  return { location, service, clinicians: candidates };
}

/** "Maya Chen, LCSW". */
export function clinicianDisplayName(
  clinician: Pick<ClinicianRow, 'firstName' | 'lastName' | 'credentials'>,
) {
  const name = `${clinician.firstName} ${clinician.lastName}`;
  return clinician.credentials ? `${name}, ${clinician.credentials}` : name;
}

/** The display name from a left join on clinicians (null when there is no clinician). */
export function joinedClinicianName(row: {
  clinicianFirstName: string | null;
  clinicianLastName: string | null;
  clinicianCredentials: string | null;
}): string | null {
  if (row.clinicianFirstName === null || row.clinicianLastName === null) return null;
  return clinicianDisplayName({
    firstName: row.clinicianFirstName,
    lastName: row.clinicianLastName,
    credentials: row.clinicianCredentials ?? '',
  });
}
