import type { CoreReferenceAvailabilitySlot, CoreReferenceClinician } from '@clinic/api-contract';
import type { clinicianAvailability, clinicians } from '../../../../db/schema';

export function toClinicianDto(row: typeof clinicians.$inferSelect): CoreReferenceClinician {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    credentials: row.credentials,
    email: row.email,
    serviceIds: row.serviceIds,
    videoVisitUrl: row.videoVisitUrl,
  };
}

export function toAvailabilitySlot(
  row: typeof clinicianAvailability.$inferSelect,
): CoreReferenceAvailabilitySlot {
  return { locationId: row.locationId, weekday: row.weekday, startTime: row.startTime, endTime: row.endTime };
}
