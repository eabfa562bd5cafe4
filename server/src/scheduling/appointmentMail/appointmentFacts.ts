import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { appointments, locations, placesOfService } from '../../db/schema';
import { isTelehealthCode } from '../videoVisit/telehealthPlace';
import { effectiveEndMs, parseWallClock } from '../wallClock';

/**
 * What an appointment's mails and calendar file say: when and where, never the service or the
 * clinician (docs/decisions.md "Appointment e-mails"), which could tell a health matter.
 */
export interface AppointmentFacts {
  appointmentId: string;
  patientId: string;
  status: string;
  startWallMs: number;
  endWallMs: number;
  timeZone: string;
  locationName: string;
  locationAddress: string;
  locationPhone: string;
  telehealth: boolean;
  /** A telehealth appointment's video visit link, when one is set. */
  videoVisitUrl: string | null;
}

/** The appointment's facts, or undefined when there is no such appointment. */
export async function loadAppointmentFacts(
  db: Queryable,
  appointmentId: string,
): Promise<AppointmentFacts | undefined> {
  const [row] = await db
    .select({ appointment: appointments, location: locations, placeCode: placesOfService.code })
    .from(appointments)
    .innerJoin(locations, eq(locations.id, appointments.locationId))
    .leftJoin(placesOfService, eq(placesOfService.id, appointments.placeOfServiceId))
    .where(eq(appointments.id, appointmentId));
  if (!row) return undefined;
  const start = parseWallClock(row.appointment.appointmentDate);
  const telehealth = isTelehealthCode(row.placeCode);
  return {
    appointmentId: row.appointment.id,
    patientId: row.appointment.patientId,
    status: row.appointment.status,
    startWallMs: start,
    endWallMs: effectiveEndMs(start, parseWallClock(row.appointment.appointmentEndDate)),
    timeZone: row.location.timeZone,
    locationName: row.location.name,
    locationAddress: row.location.address,
    locationPhone: row.location.phone,
    telehealth,
    videoVisitUrl: telehealth ? row.appointment.videoVisitUrl : null,
  };
}
