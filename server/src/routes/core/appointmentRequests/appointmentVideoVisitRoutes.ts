import { appointmentVideoVisitBodySchema, idParamsSchema } from '@clinic/api-contract';
import type { AppInstance } from '../../../app/appInstance';
import { staffOf } from '../../../auth/authenticate';
import { appointmentReply } from '../../../scheduling/appointmentsWithNames';
import { now } from '../../../scheduling/clock';
import { setVideoVisitUrl } from '../../../scheduling/videoVisit/setVideoVisitUrl';
import { appointmentChangeReplies } from './appointmentChangeReplies';

export async function appointmentVideoVisitRoutes(app: AppInstance): Promise<void> {
  app.patch(
    '/api/core/Appointments/:id/VideoVisit',
    {
      schema: {
        tags: ['core: appointment requests'],
        summary: "Sets or clears a scheduled telehealth appointment's video visit link",
        description:
          "https links only (400 otherwise). A new link is mailed to the patient's portal logins with the calendar file that updates their entry; an appointment in person is 409.",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: appointmentVideoVisitBodySchema,
        response: appointmentChangeReplies,
      },
    },
    async (request) => {
      staffOf(request);
      await setVideoVisitUrl(app.deps, request, request.params.id, request.body.videoVisitUrl);
      return appointmentReply(app.deps.db, request.params.id, now());
    },
  );
}
