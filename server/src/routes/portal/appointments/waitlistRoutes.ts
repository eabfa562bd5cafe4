import {
  errorReplySchema,
  idParamsSchema,
  type WaitlistJoinBody,
  waitlistEntrySchema,
  waitlistJoinBodySchema,
} from '@clinic/api-contract';
import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../app/appInstance';
import { refused } from '../../../app/httpError';
import { recordAudit } from '../../../audit/recordAudit';
import { portalOf } from '../../../auth/authenticate';
import type { PortalPrincipal } from '../../../auth/principals';
import type { Queryable } from '../../../db/database';
import { appointments, waitlistEntries } from '../../../db/schema';
import { locationToday } from '../../../scheduling/availability';
import { loadBookingScope } from '../../../scheduling/bookingScope';
import { appointmentRefusal } from '../../../scheduling/cancellation/refusals';
import { now } from '../../../scheduling/clock';
import { isUpcoming } from '../../../scheduling/isUpcoming';
import { leaveWaitlist } from '../../../scheduling/waitlist/leaveWaitlist';
import {
  selectEntriesWithNames,
  toWaitlistEntryDto,
} from '../../../scheduling/waitlist/waitlistEntriesWithNames';

const tags = ['portal: waitlist'];

/** The join body checked against the clinic: service at the location, own upcoming appointment, dates ahead. */
async function checkJoin(db: Queryable, body: WaitlistJoinBody, principal: PortalPrincipal): Promise<void> {
  const scope = await loadBookingScope(db, body);
  if (body.currentAppointmentId) {
    const [current] = await db
      .select()
      .from(appointments)
      .where(
        and(eq(appointments.id, body.currentAppointmentId), eq(appointments.patientId, principal.patientId)),
      );
    if (!current) throw appointmentRefusal('notFound');
    if (current.status !== 'Show' || !isUpcoming(current, scope.location.timeZone, now())) {
      throw appointmentRefusal('notReschedulable');
    }
  }
  if (body.latestDate && body.latestDate < locationToday(scope.location.timeZone)) {
    throw refused(400, 'latestDatePassed', 'The latest date has already passed.', undefined, {
      latestDate: ['In the past'],
    });
  }
  const [existing] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.patientId, principal.patientId),
        eq(waitlistEntries.serviceId, body.serviceId),
        eq(waitlistEntries.locationId, body.locationId),
        body.clinicianId
          ? eq(waitlistEntries.clinicianId, body.clinicianId)
          : isNull(waitlistEntries.clinicianId),
        inArray(waitlistEntries.status, ['waiting', 'offered']),
      ),
    );
  if (existing) throw appointmentRefusal('alreadyOnWaitlist');
}

export async function waitlistRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.put(
    '/api/portal/Waitlist',
    {
      schema: {
        tags,
        summary: 'Joins the waitlist: be e-mailed when an earlier slot frees up',
        security: [{ bearer: [] }],
        body: waitlistJoinBodySchema,
        response: {
          200: waitlistEntrySchema,
          400: errorReplySchema,
          401: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
        },
      },
    },
    async (request) => {
      const principal = portalOf(request);
      const body = request.body;
      await checkJoin(db, body, principal);
      return db.transaction(async (tx) => {
        const [entry] = await tx
          .insert(waitlistEntries)
          .values({
            patientId: principal.patientId,
            loginId: principal.loginId,
            serviceId: body.serviceId,
            locationId: body.locationId,
            clinicianId: body.clinicianId ?? null,
            currentAppointmentId: body.currentAppointmentId ?? null,
            earliestDate: body.earliestDate ?? null,
            latestDate: body.latestDate ?? null,
            // Sorted and unique, so that the same choice is stored the same way.
            daysOfWeek: [...new Set(body.daysOfWeek ?? [])].sort((a, b) => a - b),
            partsOfDay: [...new Set(body.partsOfDay ?? [])],
          })
          .returning({ id: waitlistEntries.id });
        if (!entry) throw new Error('waitlist insert returned nothing');
        await recordAudit(tx, request, { action: 'create', resource: 'WaitlistEntry', resourceId: entry.id });
        const [row] = await selectEntriesWithNames(tx, eq(waitlistEntries.id, entry.id));
        if (!row) throw new Error('waitlist entry not found');
        return toWaitlistEntryDto(row);
      });
    },
  );

  app.get(
    '/api/portal/Waitlist',
    {
      schema: {
        tags,
        summary: "The current patient's waitlist entries (not left), newest first",
        security: [{ bearer: [] }],
        response: { 200: z.array(waitlistEntrySchema), 401: errorReplySchema },
      },
    },
    async (request) => {
      const { patientId } = portalOf(request);
      return db.transaction(async (tx) => {
        const rows = await selectEntriesWithNames(
          tx,
          and(eq(waitlistEntries.patientId, patientId), ne(waitlistEntries.status, 'cancelled')),
        ).orderBy(desc(waitlistEntries.createdAt));
        await recordAudit(tx, request, { action: 'read', resource: 'WaitlistEntry' });
        return rows.map(toWaitlistEntryDto);
      });
    },
  );

  app.delete(
    '/api/portal/Waitlist/:id',
    {
      schema: {
        tags,
        summary: 'Leaves the waitlist (a slot offered at that moment goes to the next patient)',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 204: z.null(), 401: errorReplySchema, 404: errorReplySchema, 409: errorReplySchema },
      },
    },
    async (request, reply) => {
      await leaveWaitlist(app.deps, request, request.params.id, { patientId: portalOf(request).patientId });
      return reply.status(204).send(null);
    },
  );
}
