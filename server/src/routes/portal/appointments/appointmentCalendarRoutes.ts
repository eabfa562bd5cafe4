import {
  appointmentCalendarContentType,
  errorReplySchema,
  idParamsSchema,
  portalAppointmentCalendarReplySchema,
} from '@clinic/api-contract';
import type { AppInstance } from '../../../app/appInstance';
import { notFound } from '../../../app/httpError';
import { requestLanguage } from '../../../app/requestLanguage';
import { recordAudit } from '../../../audit/recordAudit';
import { portalOf } from '../../../auth/authenticate';
import { sendAttachment } from '../../../files/sendStoredFile';
import { appointmentCalendar } from '../../../scheduling/appointmentMail/appointmentCalendar';
import { loadAppointmentFacts } from '../../../scheduling/appointmentMail/appointmentFacts';
import { mailLanguageOf } from '../../../scheduling/appointmentMail/mailLanguage';

/** GET api/portal/Appointments/{id}/Calendar: "Add to calendar" in the portal's Appointments page. */
export async function appointmentCalendarRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/portal/Appointments/:id/Calendar',
    {
      schema: {
        tags: ['portal: appointments'],
        summary: "One of the current patient's appointments as a calendar file (.ics)",
        description:
          "The same file the appointment e-mails carry: METHOD:REQUEST, or METHOD:CANCEL with SEQUENCE 1 once cancelled; texts in the Accept-Language (or `lang`) language. Another patient's id is 404.",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: {
          200: {
            description: 'The calendar file',
            content: { 'text/calendar': { schema: portalAppointmentCalendarReplySchema } },
          },
          401: errorReplySchema,
          404: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const { patientId } = portalOf(request);
      const facts = await app.deps.db.transaction(async (tx) => {
        const found = await loadAppointmentFacts(tx, request.params.id);
        // Another patient's appointment is answered like a missing one (the refusal is audited by onError).
        if (!found || found.patientId !== patientId) throw notFound();
        await recordAudit(tx, request, {
          action: 'read',
          resource: 'Appointment',
          resourceId: found.appointmentId,
          patientId,
        });
        return found;
      });
      const file = appointmentCalendar(facts, facts.status === 'Cancelled' ? 'cancel' : 'request', {
        language: mailLanguageOf(requestLanguage(request)),
        publicUrl: app.deps.config.publicUrl,
      });
      return sendAttachment(reply, appointmentCalendarContentType, 'appointment.ics').send(file);
    },
  );
}
