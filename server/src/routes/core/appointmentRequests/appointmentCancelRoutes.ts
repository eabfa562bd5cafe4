import { appointmentCancelBodySchema, idParamsSchema } from '@clinic/api-contract';
import type { AppInstance } from '../../../app/appInstance';
import { staffOf } from '../../../auth/authenticate';
import { appointmentReply } from '../../../scheduling/appointmentsWithNames';
import { cancelAppointment } from '../../../scheduling/cancelAppointment';
import { now } from '../../../scheduling/clock';
import { appointmentChangeReplies } from './appointmentChangeReplies';

export async function appointmentCancelRoutes(app: AppInstance): Promise<void> {
  app.patch(
    '/api/core/Appointments/:id/Cancel',
    {
      schema: {
        tags: ['core: appointment requests'],
        summary: 'Cancels a scheduled appointment; the freed slot is offered to the waitlist',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: appointmentCancelBodySchema,
        response: appointmentChangeReplies,
      },
    },
    async (request) => {
      staffOf(request);
      await cancelAppointment(app.deps, request, request.params.id, request.body.reason);
      return appointmentReply(app.deps.db, request.params.id, now());
    },
  );
}
