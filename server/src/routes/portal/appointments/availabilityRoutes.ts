import {
  appointmentAnyLocationQuerySchema,
  appointmentAnyLocationReplySchema,
  appointmentAnyPlaceQuerySchema,
  appointmentAnyPlaceReplySchema,
  appointmentCliniciansBodySchema,
  appointmentCliniciansReplySchema,
  appointmentDatesBodySchema,
  appointmentDatesReplySchema,
  appointmentHoursBodySchema,
  appointmentHoursReplySchema,
  errorReplySchema,
} from '@clinic/api-contract';
import { zoneOffsetHours } from '@clinic/forms-core';
import { and, arrayContains, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../app/appInstance';
import { clinicianAvailability, locations, placesOfService } from '../../../db/schema';
import { availableDates, freeSlotsForDate, locationToday } from '../../../scheduling/availability';
import { type BookingScope, clinicianDisplayName, loadBookingScope } from '../../../scheduling/bookingScope';
import { now } from '../../../scheduling/clock';
import { assertAppointmentRequestsAllowed } from '../../../scheduling/requestSettings';
import { wallTime } from '../../../scheduling/wallClock';

const tags = ['portal: appointments'];
/** How far ahead GetAnyAvailable* look for a free slot. */
const anyAvailableDays = 30;
/** The wizard's look-ups are open to anonymous visitors when settings allow; limited per address. */
const lookupConfig = { public: true, rateLimit: { max: 120, timeWindow: '1 minute' } };
const lookupErrors = { 400: errorReplySchema, 403: errorReplySchema, 429: errorReplySchema };

export async function availabilityRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;
  const allowed = (request: FastifyRequest) => assertAppointmentRequestsAllowed(db, request.portal !== null);
  const hasFreeSlot = async (scope: BookingScope) =>
    (await availableDates(db, scope, locationToday(scope.location.timeZone), anyAvailableDays)).length > 0;

  app.post(
    '/api/portal/AppointmentRequests/Dates',
    {
      config: lookupConfig,
      schema: {
        tags,
        summary: 'Days (location calendar) with at least one free slot for the service',
        body: appointmentDatesBodySchema,
        response: { 200: appointmentDatesReplySchema, ...lookupErrors },
      },
    },
    async (request) => {
      await allowed(request);
      const scope = await loadBookingScope(db, request.body);
      const from = request.body.from ?? locationToday(scope.location.timeZone);
      const { days, holdId } = request.body;
      return { dates: await availableDates(db, scope, from, days, { holdId }) };
    },
  );

  app.post(
    '/api/portal/AppointmentRequests/Hours',
    {
      config: lookupConfig,
      schema: {
        tags,
        summary: "Free start times ('HH:mm', location wall clock) on a day, for the service's duration",
        body: appointmentHoursBodySchema,
        response: { 200: appointmentHoursReplySchema, ...lookupErrors },
      },
    },
    async (request) => {
      await allowed(request);
      const scope = await loadBookingScope(db, request.body);
      const slots = await freeSlotsForDate(db, scope, request.body.date, { holdId: request.body.holdId });
      return { date: request.body.date, hours: slots.map((slot) => wallTime(slot.startWallMs)) };
    },
  );

  app.post(
    '/api/portal/AppointmentRequests/Clinicians',
    {
      config: lookupConfig,
      schema: {
        tags,
        summary: 'Clinicians offering the service at the location, with their weekly hours there',
        body: appointmentCliniciansBodySchema,
        response: { 200: appointmentCliniciansReplySchema, ...lookupErrors },
      },
    },
    async (request) => {
      await allowed(request);
      const scope = await loadBookingScope(db, request.body);
      let chosen = scope.clinicians;
      if (request.body.date) {
        const free = new Set(
          (await freeSlotsForDate(db, scope, request.body.date)).flatMap((s) => s.clinicianIds),
        );
        chosen = chosen.filter((c) => free.has(c.id));
      }
      const hours =
        chosen.length === 0
          ? []
          : await db
              .select()
              .from(clinicianAvailability)
              .where(
                and(
                  eq(clinicianAvailability.locationId, scope.location.id),
                  inArray(
                    clinicianAvailability.clinicianId,
                    chosen.map((c) => c.id),
                  ),
                ),
              )
              .orderBy(asc(clinicianAvailability.weekday), asc(clinicianAvailability.startTime));
      return {
        clinicians: chosen.map((c) => ({
          id: c.id,
          firstName: c.firstName,
          lastName: c.lastName,
          credentials: c.credentials,
          name: clinicianDisplayName(c),
          weeklyHours: hours
            .filter((h) => h.clinicianId === c.id)
            .map(({ weekday, startTime, endTime }) => ({ weekday, startTime, endTime })),
        })),
      };
    },
  );

  app.get(
    '/api/portal/AppointmentRequests/GetAnyAvailableLocation',
    {
      config: lookupConfig,
      schema: {
        tags,
        summary: `The first location (by name) offering the service with a free slot in the next ${anyAvailableDays} days`,
        querystring: appointmentAnyLocationQuerySchema,
        response: { 200: appointmentAnyLocationReplySchema, ...lookupErrors },
      },
    },
    async (request) => {
      await allowed(request);
      const { serviceId } = request.query;
      const offering = await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.active, true), arrayContains(locations.serviceIds, [serviceId])))
        .orderBy(asc(locations.name));
      for (const { id } of offering) {
        const scope = await loadBookingScope(db, { serviceId, locationId: id });
        if (await hasFreeSlot(scope)) {
          const { name, address, timeZone } = scope.location;
          return {
            location: {
              id,
              name,
              address,
              timeZone,
              timeZoneHoursShift: zoneOffsetHours(timeZone, now().getTime()),
            },
          };
        }
      }
      return { location: null };
    },
  );

  app.get(
    '/api/portal/AppointmentRequests/GetAnyAvailablePlaceOfService',
    {
      config: lookupConfig,
      schema: {
        tags,
        summary: `The location's first place of service (by name) when the service has a free slot there in the next ${anyAvailableDays} days`,
        querystring: appointmentAnyPlaceQuerySchema,
        response: { 200: appointmentAnyPlaceReplySchema, ...lookupErrors },
      },
    },
    async (request) => {
      await allowed(request);
      const scope = await loadBookingScope(db, request.query);
      if (!(await hasFreeSlot(scope))) return { placeOfService: null };
      const [place] = await db
        .select({ id: placesOfService.id, name: placesOfService.name, code: placesOfService.code })
        .from(placesOfService)
        .where(eq(placesOfService.locationId, scope.location.id))
        .orderBy(asc(placesOfService.name))
        .limit(1);
      return { placeOfService: place ?? null };
    },
  );
}
