import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app/appInstance';
import { conflict } from '../../app/httpError';
import { recordAudit } from '../../audit/recordAudit';
import { appointments } from '../../db/schema';
import { queuePatientAppointmentMails } from '../appointmentMail/patientAppointmentMails';
import { lockAppointment } from '../lockAppointment';
import { isTelehealthPlace } from './telehealthPlace';

export const notTelehealthMessage = 'This appointment is not a telehealth visit, so it has no video link.';
export const notScheduledMessage = 'Only a scheduled appointment can get a new video link.';

/**
 * Staff set (or clear) a scheduled telehealth appointment's video visit link. A new link is
 * mailed to the patient with the calendar file that updates their entry (same UID).
 */
export async function setVideoVisitUrl(
  deps: AppDeps,
  request: FastifyRequest,
  appointmentId: string,
  videoVisitUrl: string | null,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockAppointment(tx, appointmentId);
    if (!(await isTelehealthPlace(tx, row.placeOfServiceId))) throw conflict([notTelehealthMessage]);
    if (row.status !== 'Show') throw conflict([notScheduledMessage]);
    if (row.videoVisitUrl === videoVisitUrl) return;
    await tx.update(appointments).set({ videoVisitUrl }).where(eq(appointments.id, row.id));
    await recordAudit(tx, request, {
      action: 'update',
      resource: 'Appointment',
      resourceId: row.id,
      patientId: row.patientId,
    });
    if (videoVisitUrl) await queuePatientAppointmentMails(deps, tx, row.id, 'videoVisitChanged');
  });
}
