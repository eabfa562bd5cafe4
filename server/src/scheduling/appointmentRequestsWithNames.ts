import type {
  AppointmentRequest,
  AppointmentRequestListItem,
  AppointmentRequestStatus,
} from '@clinic/api-contract';
import { eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import {
  appointmentRequests,
  appointments,
  clinicians,
  locations,
  patients,
  placesOfService,
  services,
} from '../db/schema';
import { joinedClinicianName } from './bookingScope';
import { awaitsEmailVerification } from './requester/emailVerification';
import { isTelehealthCode } from './videoVisit/telehealthPlace';
import { formatWallClock, parseWallClock } from './wallClock';

export type AppointmentRequestRow = typeof appointmentRequests.$inferSelect;

/** Appointment requests with the names shown beside them. */
export function selectRequestsWithNames(db: Queryable, where: SQL | undefined) {
  return db
    .select({
      request: appointmentRequests,
      locationName: locations.name,
      clinicianFirstName: clinicians.firstName,
      clinicianLastName: clinicians.lastName,
      clinicianCredentials: clinicians.credentials,
      serviceName: services.name,
      placeOfServiceName: placesOfService.name,
      placeOfServiceCode: placesOfService.code,
      patientFirstName: patients.firstName,
      patientLastName: patients.lastName,
      appointmentStatus: appointments.status,
      appointmentVideoVisitUrl: appointments.videoVisitUrl,
    })
    .from(appointmentRequests)
    .leftJoin(locations, eq(locations.id, appointmentRequests.locationId))
    .leftJoin(clinicians, eq(clinicians.id, appointmentRequests.clinicianId))
    .leftJoin(services, eq(services.id, appointmentRequests.serviceId))
    .leftJoin(placesOfService, eq(placesOfService.id, appointmentRequests.placeOfServiceId))
    .leftJoin(patients, eq(patients.id, appointmentRequests.patientId))
    .leftJoin(appointments, eq(appointments.id, appointmentRequests.appointmentId))
    .where(where);
}

export type RequestWithNames = Awaited<ReturnType<typeof selectRequestsWithNames>>[number];

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const wallClockOrNull = (text: string | null) => (text ? formatWallClock(parseWallClock(text)) : null);

export function toAppointmentRequestDto(row: RequestWithNames): AppointmentRequest {
  const r = row.request;
  return {
    id: r.id,
    status: r.status as AppointmentRequestStatus,
    patientId: r.patientId,
    serviceId: r.serviceId,
    serviceName: row.serviceName,
    locationId: r.locationId,
    locationName: row.locationName,
    placeOfServiceId: r.placeOfServiceId,
    placeOfServiceName: row.placeOfServiceName,
    clinicianId: r.clinicianId,
    clinicianName: joinedClinicianName(row),
    requestedStart: wallClockOrNull(r.requestedStart),
    requestedEnd: wallClockOrNull(r.requestedEnd),
    patientInfo: asRecord(r.patientInfo),
    insurance: asRecord(r.insurance),
    paymentInfo: asRecord(r.paymentInfo),
    appointmentId: r.appointmentId,
    declineReason: r.declineReason,
    createdAt: r.createdAt,
    reviewedAt: r.reviewedAt,
    cancelledAt: r.cancelledAt,
    rescheduleOfAppointmentId: r.rescheduleOfAppointmentId,
  };
}

/** A request as staff see it: who asked (a patient, or a visitor's own words) beside it. */
export function toAppointmentRequestListItem(row: RequestWithNames): AppointmentRequestListItem {
  const dto = toAppointmentRequestDto(row);
  const info = dto.patientInfo;
  const visitorName = [info.firstName, info.lastName].filter((part) => typeof part === 'string').join(' ');
  return {
    ...dto,
    // Still a visitor while unconfirmed; approval makes them a patient.
    isNewPatient: row.request.loginId === null,
    patientName:
      row.patientFirstName !== null
        ? `${row.patientFirstName} ${row.patientLastName ?? ''}`.trim()
        : visitorName,
    emailVerified: !awaitsEmailVerification(row.request),
    loginLink: row.request.loginLink,
    appointmentStatus: row.appointmentStatus,
    telehealth: isTelehealthCode(row.placeOfServiceCode),
    videoVisitUrl: row.appointmentVideoVisitUrl,
  };
}
