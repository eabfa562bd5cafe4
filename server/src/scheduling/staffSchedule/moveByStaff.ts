import type { ScheduleMoveBody } from '@clinic/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app/appInstance';
import { refusedWith } from '../../app/httpError';
import { recordAudit } from '../../audit/recordAudit';
import { appointments } from '../../db/schema';
import { queuePatientAppointmentMails } from '../appointmentMail/patientAppointmentMails';
import { loadBookingScope } from '../bookingScope';
import { announceAppointmentToStaff } from '../cancellation/announceCancellation';
import { lockAppointment } from '../lockAppointment';
import { addMinutes, effectiveEndMs, parseWallClock, toDbWallClock } from '../wallClock';
import { claimStaffSlot } from './claimStaffSlot';

/**
 * Staff move an expected appointment to a new start (and clinician), with the checks of a
 * booking; its length stays. The patient is e-mailed the new time with its calendar file.
 */
export async function moveByStaff(
  deps: AppDeps,
  request: FastifyRequest,
  appointmentId: string,
  body: ScheduleMoveBody,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockAppointment(tx, appointmentId);
    if (row.status !== 'Show') throw refusedWith(409, 'appointmentNotExpected');
    const clinicianId = body.clinicianId ?? row.clinicianId;
    if (!clinicianId || !row.serviceId) throw refusedWith(409, 'appointmentNotExpected');
    const scope = await loadBookingScope(tx, {
      serviceId: row.serviceId,
      locationId: row.locationId,
      clinicianId,
    });
    const start = parseWallClock(body.start);
    await claimStaffSlot(tx, scope, clinicianId, start, row.id);
    const oldStart = parseWallClock(row.appointmentDate);
    const minutes = (effectiveEndMs(oldStart, parseWallClock(row.appointmentEndDate)) - oldStart) / 60_000;
    await tx
      .update(appointments)
      .set({
        clinicianId,
        appointmentDate: toDbWallClock(start),
        appointmentEndDate: toDbWallClock(addMinutes(start, minutes)),
        // The patient confirmed the old time; the new one is theirs to confirm again.
        confirmedAt: null,
      })
      .where(eq(appointments.id, row.id));
    await recordAudit(tx, request, {
      action: 'move',
      resource: 'Appointment',
      resourceId: row.id,
      patientId: row.patientId,
    });
    await queuePatientAppointmentMails(deps, tx, row.id, 'moved');
  });
  announceAppointmentToStaff(deps, { appointmentId, status: 'Show', change: 'moved' });
}
