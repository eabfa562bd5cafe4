import type { Appointment } from '@clinic/api-contract';
import { zoneOffsetHours } from '@clinic/forms-core';
import { eq, type SQL } from 'drizzle-orm';
import { notFound } from '../app/httpError';
import type { Queryable } from '../db/database';
import { appointments, clinicians, locations, placesOfService, services } from '../db/schema';
import { joinedClinicianName } from './bookingScope';
import { isUpcoming } from './isUpcoming';
import { isTelehealthCode } from './videoVisit/telehealthPlace';
import { formatWallClock, parseWallClock, wallToUtcMs } from './wallClock';

/** Appointments with the names shown beside them. */
export function selectAppointmentsWithNames(db: Queryable, where: SQL | undefined) {
  return db
    .select({
      appointment: appointments,
      locationName: locations.name,
      timeZone: locations.timeZone,
      clinicianFirstName: clinicians.firstName,
      clinicianLastName: clinicians.lastName,
      clinicianCredentials: clinicians.credentials,
      serviceName: services.name,
      placeOfServiceName: placesOfService.name,
      placeOfServiceCode: placesOfService.code,
    })
    .from(appointments)
    .innerJoin(locations, eq(locations.id, appointments.locationId))
    .leftJoin(clinicians, eq(clinicians.id, appointments.clinicianId))
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(placesOfService, eq(placesOfService.id, appointments.placeOfServiceId))
    .where(where);
}

export type AppointmentWithNames = Awaited<ReturnType<typeof selectAppointmentsWithNames>>[number];

export function toAppointmentDto(row: AppointmentWithNames, nowUtc: Date): Appointment {
  const a = row.appointment;
  const telehealth = isTelehealthCode(row.placeOfServiceCode);
  return {
    id: a.id,
    patientId: a.patientId,
    episodeOfCareId: a.episodeOfCareId,
    appointmentDate: formatWallClock(parseWallClock(a.appointmentDate)),
    appointmentEndDate: formatWallClock(parseWallClock(a.appointmentEndDate)),
    status: a.status,
    locationId: a.locationId,
    locationName: row.locationName,
    timeZone: row.timeZone,
    timeZoneHoursShift: zoneOffsetHours(
      row.timeZone,
      wallToUtcMs(parseWallClock(a.appointmentDate), row.timeZone),
    ),
    clinicianId: a.clinicianId,
    clinicianName: joinedClinicianName(row),
    serviceId: a.serviceId,
    serviceName: row.serviceName,
    placeOfServiceId: a.placeOfServiceId,
    placeOfServiceName: row.placeOfServiceName,
    telehealth,
    videoVisitUrl: telehealth ? a.videoVisitUrl : null,
    isUpcoming: isUpcoming(a, row.timeZone, nowUtc),
  };
}

/** One appointment as the API answers it after a change, or 404. */
export async function appointmentReply(
  db: Queryable,
  appointmentId: string,
  nowUtc: Date,
): Promise<Appointment> {
  const [row] = await selectAppointmentsWithNames(db, eq(appointments.id, appointmentId));
  if (!row) throw notFound();
  return toAppointmentDto(row, nowUtc);
}
