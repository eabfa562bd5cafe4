import type { ScheduleStatusBody } from '@clinic/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app/appInstance';
import { refusedWith } from '../../app/httpError';
import { recordAudit } from '../../audit/recordAudit';
import { appointments } from '../../db/schema';
import { announceAppointmentToStaff } from '../cancellation/announceCancellation';
import { lockAppointment } from '../lockAppointment';

const changeOf = { CheckedIn: 'checkedIn', NoShow: 'noShow' } as const;

/** Staff check the patient of an expected appointment in, or mark them a no-show (no mail). */
export async function setAppointmentStatus(
  deps: AppDeps,
  request: FastifyRequest,
  appointmentId: string,
  body: ScheduleStatusBody,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockAppointment(tx, appointmentId);
    if (row.status !== 'Show') throw refusedWith(409, 'appointmentNotExpected');
    await tx.update(appointments).set({ status: body.status }).where(eq(appointments.id, row.id));
    await recordAudit(tx, request, {
      action: body.status === 'CheckedIn' ? 'checkIn' : 'noShow',
      resource: 'Appointment',
      resourceId: row.id,
      patientId: row.patientId,
    });
  });
  announceAppointmentToStaff(deps, { appointmentId, status: body.status, change: changeOf[body.status] });
}
