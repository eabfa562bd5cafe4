import { errorReplySchema, idParamsSchema, portalAppointmentCancelBodySchema } from '@clinic/api-contract';
import { z } from 'zod';
import type { AppInstance } from '../../../app/appInstance';
import { portalOf } from '../../../auth/authenticate';
import { askingLogin, queueCancellationMails } from '../../../scheduling/appointmentMail/cancellationMails';
import { afterPatientCancel } from '../../../scheduling/cancellation/afterPatientCancel';
import { cancelPatientAppointment } from '../../../scheduling/cancellation/cancelPatientAppointment';

/** POST api/portal/Appointments/{id}/Cancel: the signed-in patient cancels an upcoming appointment. */
export async function appointmentCancelRoutes(app: AppInstance): Promise<void> {
  app.post(
    '/api/portal/Appointments/:id/Cancel',
    {
      schema: {
        tags: ['portal: appointments'],
        summary: "Cancels the current patient's upcoming appointment, with a reason",
        description:
          "Refusals carry a code beside the message: 409 'cancelTooLate' (params.hours: the clinic's minimum notice), 'alreadyCancelled', 'notCancellable'; 404 'notFound' for another patient's id. The freed slot is offered to the waitlist and staff are told live.",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: portalAppointmentCancelBodySchema,
        response: {
          204: z.null(),
          400: errorReplySchema,
          401: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const { patientId } = portalOf(request);
      const cancelled = await app.deps.db.transaction(async (tx) => {
        const appointment = await cancelPatientAppointment(
          tx,
          request,
          { appointmentId: request.params.id, patientId },
          request.body,
        );
        const asking = askingLogin(request, portalOf(request).loginId);
        await queueCancellationMails(app.deps, tx, appointment.appointmentId, asking);
        return appointment;
      });
      await afterPatientCancel(app.deps, request.log, cancelled);
      return reply.status(204).send(null);
    },
  );
}
