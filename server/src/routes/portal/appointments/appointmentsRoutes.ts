import { type Appointment, errorReplySchema, portalAppointmentsReplySchema } from '@clinic/api-contract';
import { eq } from 'drizzle-orm';
import type { AppInstance } from '../../../app/appInstance';
import { recordPortalRead } from '../../../audit/recordPortalRead';
import { portalOf } from '../../../auth/authenticate';
import { appointments } from '../../../db/schema';
import { selectAppointmentsWithNames, toAppointmentDto } from '../../../scheduling/appointmentsWithNames';
import { now } from '../../../scheduling/clock';
import { parseWallClock, wallToUtcMs } from '../../../scheduling/wallClock';

/** Appointments at different locations compare as instants. */
const startInstant = (a: Appointment) => wallToUtcMs(parseWallClock(a.appointmentDate), a.timeZone);

export async function appointmentsRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/portal/Appointments',
    {
      schema: {
        tags: ['portal: appointments'],
        summary:
          "The current patient's appointments, split into upcoming (soonest first) and past (newest first)",
        security: [{ bearer: [] }],
        response: { 200: portalAppointmentsReplySchema, 401: errorReplySchema },
      },
    },
    async (request) => {
      const { patientId } = portalOf(request);
      const nowUtc = now();
      // The audit row (with the session's check) goes beside the query, before the reply.
      const [rows] = await Promise.all([
        selectAppointmentsWithNames(app.deps.db, eq(appointments.patientId, patientId)),
        recordPortalRead(app.deps, request, { action: 'read', resource: 'Appointment' }),
      ]);
      const all = rows.map((row) => toAppointmentDto(row, nowUtc));
      const upcoming = all.filter((a) => a.isUpcoming).sort((a, b) => startInstant(a) - startInstant(b));
      const past = all.filter((a) => !a.isUpcoming).sort((a, b) => startInstant(b) - startInstant(a));
      return {
        serverNowUtc: nowUtc.toISOString(),
        upcoming,
        past,
        nextAppointment: upcoming.find((a) => a.status === 'Show') ?? null,
      };
    },
  );
}
