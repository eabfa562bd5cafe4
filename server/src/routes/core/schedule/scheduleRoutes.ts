import {
  errorReplySchema,
  idParamsSchema,
  scheduleBookBodySchema,
  scheduleMoveBodySchema,
  scheduleQuerySchema,
  scheduleReplySchema,
  scheduleStatusBodySchema,
} from '@clinic/api-contract';
import type { AppInstance } from '../../../app/appInstance';
import { recordListAudit } from '../../../audit/recordAudit';
import { staffOf } from '../../../auth/authenticate';
import { appointmentReply } from '../../../scheduling/appointmentsWithNames';
import { now } from '../../../scheduling/clock';
import { sendReminderNow } from '../../../scheduling/reminders/sendReminderNow';
import { bookByStaff } from '../../../scheduling/staffSchedule/bookByStaff';
import { listSchedule } from '../../../scheduling/staffSchedule/listSchedule';
import { moveByStaff } from '../../../scheduling/staffSchedule/moveByStaff';
import { setAppointmentStatus } from '../../../scheduling/staffSchedule/setAppointmentStatus';
import { appointmentChangeReplies } from '../appointmentRequests/appointmentChangeReplies';

const tags = ['core: schedule'];
const security = [{ bearer: [] }];

/**
 * The staff schedule: read a range of days, book, move, check in and mark no-shows (cancelling is
 * PATCH api/core/Appointments/{id}/Cancel), and send a reminder now. Each change is one transaction with its audit row.
 */
export async function scheduleRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/core/Schedule',
    {
      schema: {
        tags,
        summary: "Appointments whose start is on the location's days from..to, with names, soonest first",
        security,
        querystring: scheduleQuerySchema,
        response: { 200: scheduleReplySchema, 400: errorReplySchema, 401: errorReplySchema },
      },
    },
    async (request) => {
      staffOf(request);
      return app.deps.db.transaction(async (tx) => {
        const list = await listSchedule(tx, request.query);
        await recordListAudit(
          tx,
          request,
          { action: 'list', resource: 'Appointment' },
          list.map((a) => a.patientId),
        );
        return { appointments: list };
      });
    },
  );

  app.post(
    '/api/core/Schedule/Appointments',
    {
      schema: {
        tags,
        summary:
          'Books a patient with a clinician; the patient is e-mailed the confirmation with an .ics file',
        description:
          '409 with code clinicianDoubleBooked, outsideClinicianHours or slotPassed when the time cannot be booked.',
        security,
        body: scheduleBookBodySchema,
        response: { ...appointmentChangeReplies, 201: appointmentChangeReplies[200] },
      },
    },
    async (request, reply) => {
      staffOf(request);
      const id = await bookByStaff(app.deps, request, request.body);
      return reply.code(201).send(await appointmentReply(app.deps.db, id, now()));
    },
  );

  app.patch(
    '/api/core/Schedule/Appointments/:id/Move',
    {
      schema: {
        tags,
        summary:
          'Moves an expected appointment (same checks as booking); the patient is e-mailed the new time',
        security,
        params: idParamsSchema,
        body: scheduleMoveBodySchema,
        response: appointmentChangeReplies,
      },
    },
    async (request) => {
      staffOf(request);
      await moveByStaff(app.deps, request, request.params.id, request.body);
      return appointmentReply(app.deps.db, request.params.id, now());
    },
  );

  app.patch(
    '/api/core/Schedule/Appointments/:id/Status',
    {
      schema: {
        tags,
        summary: 'Checks the patient of an expected appointment in, or marks a no-show',
        security,
        params: idParamsSchema,
        body: scheduleStatusBodySchema,
        response: appointmentChangeReplies,
      },
    },
    async (request) => {
      staffOf(request);
      await setAppointmentStatus(app.deps, request, request.params.id, request.body);
      return appointmentReply(app.deps.db, request.params.id, now());
    },
  );

  app.post(
    '/api/core/Schedule/Appointments/:id/Reminder',
    {
      schema: {
        tags,
        summary:
          "Sends the patient the appointment's reminder now (mail, and text if they opted in), with confirm and cancel links",
        description:
          '409 with code appointmentNotExpected when the appointment is past or no longer expected, reminderNoRecipient when the patient has neither an e-mail address nor a phone for texts.',
        security,
        params: idParamsSchema,
        response: appointmentChangeReplies,
      },
    },
    async (request) => {
      staffOf(request);
      await sendReminderNow(app.deps, request, request.params.id);
      return appointmentReply(app.deps.db, request.params.id, now());
    },
  );
}
