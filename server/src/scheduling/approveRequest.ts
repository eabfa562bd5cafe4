import {
  type AppointmentRequestApproveBody,
  appointmentRequestPatientInfoSchema,
} from '@clinic/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app/appInstance';
import { conflict } from '../app/httpError';
import { recordAudit } from '../audit/recordAudit';
import { appointmentRequests, appointments } from '../db/schema';
import { announceRequestToPatient, announceRequestToStaff } from '../live/liveEvents';
import { approveRegistration, isRegistration } from './approveRegistration';
import { claimSlot, locationToday } from './availability';
import { loadBookingScope } from './bookingScope';
import { now } from './clock';
import { lockRequest } from './lockRequest';
import { createPatientFromRequest, episodeForBooking } from './patientRecords';
import { requesterEmail } from './requesterEmail';
import { registrationApprovedMail, requestApprovedMail, sendAfterCommit } from './schedulingMail';
import { addMinutes, locationNowWallMs, parseWallClock, toDbWallClock } from './wallClock';

export const alreadyReviewedMessage = 'This appointment request has already been reviewed.';
export const slotTakenMessage =
  'This time is no longer free. Choose another clinician, or decline the request so the patient can pick another time.';
export const slotPassedMessage =
  'The requested time has passed. Decline the request so the patient can pick another time.';

/**
 * Approves an unconfirmed request in one transaction: the slot is re-checked with the
 * clinicians locked (never a double booking), an anonymous requester becomes a patient with an
 * episode of care, and the appointment is created. The patient hears of it live and by e-mail.
 */
export async function approveRequest(
  deps: AppDeps,
  request: FastifyRequest,
  requestId: string,
  body: AppointmentRequestApproveBody,
  staffUserId: string,
): Promise<void> {
  const approved = await deps.db.transaction(async (tx) => {
    const row = await lockRequest(tx, requestId);
    if (row.status !== 'Unconfirmed') throw conflict([alreadyReviewedMessage]);
    if (isRegistration(row)) {
      const patientId = await approveRegistration(tx, request, row, staffUserId);
      const email = await requesterEmail(tx, row);
      return {
        patientId,
        mail: email ? registrationApprovedMail(email, `${deps.config.publicUrl}/signin`) : null,
      };
    }
    if (!row.serviceId || !row.locationId || !row.requestedStart) {
      throw conflict(['This appointment request has no time to book.']);
    }
    const scope = await loadBookingScope(tx, {
      serviceId: row.serviceId,
      locationId: row.locationId,
      clinicianId: body.clinicianId ?? row.clinicianId,
    });
    const shift = scope.location.timeZoneHoursShift;
    const start = parseWallClock(row.requestedStart);
    if (start <= locationNowWallMs(now(), shift)) throw conflict([slotPassedMessage]);
    const clinicianId = await claimSlot(tx, scope, start, { ignoreRequests: true });
    if (!clinicianId) throw conflict([slotTakenMessage]);

    const today = locationToday(shift);
    let patientId = row.patientId;
    let episodeOfCareId: string;
    if (patientId) {
      episodeOfCareId = await episodeForBooking(tx, patientId, scope.location.id, today);
    } else {
      const info = appointmentRequestPatientInfoSchema.safeParse(row.patientInfo);
      if (!info.success) throw conflict(['This appointment request has no usable patient information.']);
      ({ patientId, episodeOfCareId } = await createPatientFromRequest(
        tx,
        info.data,
        scope.location.id,
        today,
      ));
      await recordAudit(tx, request, {
        action: 'create',
        resource: 'Patient',
        resourceId: patientId,
        patientId,
      });
    }
    const [appointment] = await tx
      .insert(appointments)
      .values({
        patientId,
        episodeOfCareId,
        locationId: scope.location.id,
        clinicianId,
        serviceId: scope.service.id,
        placeOfServiceId: row.placeOfServiceId,
        appointmentDate: toDbWallClock(start),
        appointmentEndDate: toDbWallClock(addMinutes(start, scope.service.durationMinutes)),
        status: 'Show',
        notes: body.notes ?? '',
      })
      .returning({ id: appointments.id });
    if (!appointment) throw new Error('appointment insert returned nothing');
    await tx
      .update(appointmentRequests)
      .set({
        status: 'Approved',
        patientId,
        clinicianId,
        appointmentId: appointment.id,
        reviewedById: staffUserId,
        reviewedAt: now().toISOString(),
      })
      .where(eq(appointmentRequests.id, row.id));
    await recordAudit(tx, request, {
      action: 'approve',
      resource: 'AppointmentRequest',
      resourceId: row.id,
      patientId,
    });
    await recordAudit(tx, request, {
      action: 'create',
      resource: 'Appointment',
      resourceId: appointment.id,
      patientId,
    });
    const email = await requesterEmail(tx, row);
    return {
      patientId,
      mail: email
        ? requestApprovedMail(email, start, scope.location.name, `${deps.config.publicUrl}/appointments`)
        : null,
    };
  });
  const event = { requestId, status: 'Approved', change: 'approved' } as const;
  announceRequestToPatient(deps, approved.patientId, event);
  announceRequestToStaff(deps, event);
  await sendAfterCommit(deps, request.log, approved.mail);
}
