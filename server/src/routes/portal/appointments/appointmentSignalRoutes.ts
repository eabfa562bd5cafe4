import {
  appointmentRequestStatusSchema,
  appointmentSignalParamsSchema,
  errorReplySchema,
} from '@clinic/api-contract';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../app/appInstance';
import { notFound } from '../../../app/httpError';
import { portalOf } from '../../../auth/authenticate';
import { appointmentRequests } from '../../../db/schema';
import { announceRequestToStaff } from '../../../live/liveEvents';

export async function appointmentSignalRoutes(app: AppInstance): Promise<void> {
  app.post(
    '/api/portal/SendAppointmentUpdateSignalToMainApp/:requestId/:patientId',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['portal: appointments'],
        summary: 'Tells the staff app (Live stream) to refresh a request of the current patient',
        description:
          "The ids are the appointment request and the current patient; anything else is 404. Staff receive an 'appointment-request' event with change 'signal'.",
        security: [{ bearer: [] }],
        params: appointmentSignalParamsSchema,
        response: { 204: z.null(), 401: errorReplySchema, 404: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request, reply) => {
      const { patientId } = portalOf(request);
      const { requestId } = request.params;
      if (request.params.patientId !== patientId) throw notFound();
      const [row] = await app.deps.db
        .select({ status: appointmentRequests.status })
        .from(appointmentRequests)
        .where(and(eq(appointmentRequests.id, requestId), eq(appointmentRequests.patientId, patientId)));
      if (!row) throw notFound();
      announceRequestToStaff(app.deps, {
        requestId,
        status: appointmentRequestStatusSchema.parse(row.status),
        change: 'signal',
      });
      return reply.status(204).send(null);
    },
  );
}
