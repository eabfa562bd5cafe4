import type { ScheduleBookBody } from '@clinic/api-contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app/appInstance';
import { notFound, refusedWith } from '../../app/httpError';
import { recordAudit } from '../../audit/recordAudit';
import { appointments, patients, placesOfService } from '../../db/schema';
import { queuePatientAppointmentMails } from '../appointmentMail/patientAppointmentMails';
import { locationToday } from '../availability';
import { loadBookingScope } from '../bookingScope';
import { announceAppointmentToStaff } from '../cancellation/announceCancellation';
import { episodeForBooking } from '../patientRecords';
import { bookedVideoVisitUrl } from '../videoVisit/bookedVideoVisitUrl';
import { addMinutes, parseWallClock, toDbWallClock } from '../wallClock';
import { claimStaffSlot } from './claimStaffSlot';

/**
 * Staff book a patient with a clinician in one transaction (the clinician locked, their hours
 * and time re-checked, an audit row); the patient is e-mailed the confirmation with its
 * calendar file and the schedules open elsewhere refresh.
 */
export async function bookByStaff(
  deps: AppDeps,
  request: FastifyRequest,
  body: ScheduleBookBody,
): Promise<string> {
  const appointmentId = await deps.db.transaction(async (tx) => {
    const [patient] = await tx
      .select({ id: patients.id })
      .from(patients)
      .where(eq(patients.id, body.patientId));
    if (!patient) throw notFound();
    const scope = await loadBookingScope(tx, body);
    const placeOfServiceId = body.placeOfServiceId ?? null;
    if (placeOfServiceId) {
      const [place] = await tx
        .select({ id: placesOfService.id })
        .from(placesOfService)
        .where(
          and(eq(placesOfService.id, placeOfServiceId), eq(placesOfService.locationId, scope.location.id)),
        );
      if (!place) throw refusedWith(400, 'placeOfServiceUnavailable');
    }
    const start = parseWallClock(body.start);
    await claimStaffSlot(tx, scope, body.clinicianId, start);
    const episodeOfCareId = await episodeForBooking(
      tx,
      patient.id,
      scope.location.id,
      locationToday(scope.location.timeZone),
    );
    const [row] = await tx
      .insert(appointments)
      .values({
        patientId: patient.id,
        episodeOfCareId,
        locationId: scope.location.id,
        clinicianId: body.clinicianId,
        serviceId: scope.service.id,
        placeOfServiceId,
        appointmentDate: toDbWallClock(start),
        appointmentEndDate: toDbWallClock(addMinutes(start, scope.service.durationMinutes)),
        status: 'Show',
        notes: body.notes ?? '',
        videoVisitUrl: await bookedVideoVisitUrl(tx, { placeOfServiceId, clinicianId: body.clinicianId }),
      })
      .returning({ id: appointments.id });
    if (!row) throw new Error('appointment insert returned nothing');
    await recordAudit(tx, request, {
      action: 'create',
      resource: 'Appointment',
      resourceId: row.id,
      patientId: patient.id,
    });
    await queuePatientAppointmentMails(deps, tx, row.id, 'booked');
    return row.id;
  });
  announceAppointmentToStaff(deps, { appointmentId, status: 'Show', change: 'booked' });
  return appointmentId;
}
