import {
  appointmentCancelBodySchema,
  appointmentSchema,
  errorReplySchema,
  idParamsSchema,
} from '@clinic/api-contract';
import { eq } from 'drizzle-orm';
import type { AppInstance } from '../../../app/appInstance';
import { notFound } from '../../../app/httpError';
import { staffOf } from '../../../auth/authenticate';
import { appointments } from '../../../db/schema';
import { selectAppointmentsWithNames, toAppointmentDto } from '../../../scheduling/appointmentsWithNames';
import { cancelAppointment } from '../../../scheduling/cancelAppointment';
import { now } from '../../../scheduling/clock';

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
        response: {
          200: appointmentSchema,
          400: errorReplySchema,
          401: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
        },
      },
    },
    async (request) => {
      staffOf(request);
      await cancelAppointment(app.deps, request, request.params.id, request.body.reason);
      const [row] = await selectAppointmentsWithNames(app.deps.db, eq(appointments.id, request.params.id));
      if (!row) throw notFound();
      return toAppointmentDto(row, now());
    },
  );
}
