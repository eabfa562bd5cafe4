import { and, eq, gt, gte, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import {
  appointmentRequests,
  appointments,
  clinicianAvailability,
  locations,
  slotHolds,
  waitlistOffers,
} from '../db/schema';
import type { BookingScope } from './bookingScope';
import { now } from './clock';
import type { BusyInterval, SlotSearch } from './slotSearch';
import { dayMs, effectiveEndMs, parseWallClock, toDbWallClock, wallToUtcMs } from './wallClock';

/** What must not count as taking the slot. */
export interface SlotExclusions {
  /** Approving: only appointments and offers count; the first request approved wins. */
  ignoreRequests?: boolean;
  /** Accepting this offer. */
  offerId?: string;
  /** Moving this appointment: its own time does not stand in its way. */
  appointmentId?: string;
  /** The caller's own hold (request wizard): it keeps the time for them, not from them. */
  holdId?: string;
}

interface HeldRow {
  clinicianId: string | null;
  start: string | null;
  end: string | null;
  timeZone: string;
}

function toBusy(rows: HeldRow[]): BusyInterval[] {
  return rows.flatMap((row) => {
    if (!row.clinicianId || !row.start || !row.end) return [];
    const start = parseWallClock(row.start);
    const end = effectiveEndMs(start, parseWallClock(row.end));
    return [
      {
        clinicianId: row.clinicianId,
        startUtcMs: wallToUtcMs(start, row.timeZone),
        endUtcMs: wallToUtcMs(end, row.timeZone),
      },
    ];
  });
}

/** Who, where and for how long: a booking scope, or just the clinician of a freed slot. */
export interface SlotSearchScope {
  locationId: string;
  timeZone: string;
  durationMinutes: number;
  /** In the order "any clinician" picks them. */
  clinicianIds: readonly string[];
}

export function searchScopeOf(scope: BookingScope): SlotSearchScope {
  return {
    locationId: scope.location.id,
    timeZone: scope.location.timeZone,
    durationMinutes: scope.service.durationMinutes,
    clinicianIds: scope.clinicians.map((c) => c.id),
  };
}

/**
 * Weekly hours and everything that holds the candidates' time between two location days:
 * appointments (not cancelled), unconfirmed requests, open waitlist offers and the wizard's
 * unexpired holds, at any location.
 */
export async function loadSlotSearch(
  db: Queryable,
  scope: SlotSearchScope,
  range: { fromWallMs: number; toWallMs: number },
  exclusions: SlotExclusions = {},
): Promise<SlotSearch> {
  const nowUtc = now();
  const clinicianIds = [...scope.clinicianIds];
  const search: SlotSearch = {
    timeZone: scope.timeZone,
    durationMinutes: scope.durationMinutes,
    nowUtc,
    clinicianIds,
    hours: [],
    busy: [],
  };
  if (clinicianIds.length === 0) return search;
  // Other locations may be up to a day away in wall-clock terms.
  const from = toDbWallClock(range.fromWallMs - 2 * dayMs);
  const to = toDbWallClock(range.toWallMs + 2 * dayMs);

  const hours = await db
    .select()
    .from(clinicianAvailability)
    .where(
      and(
        inArray(clinicianAvailability.clinicianId, clinicianIds),
        eq(clinicianAvailability.locationId, scope.locationId),
      ),
    );
  const booked = await db
    .select({
      clinicianId: appointments.clinicianId,
      start: appointments.appointmentDate,
      end: appointments.appointmentEndDate,
      timeZone: locations.timeZone,
    })
    .from(appointments)
    .innerJoin(locations, eq(locations.id, appointments.locationId))
    .where(
      and(
        inArray(appointments.clinicianId, clinicianIds),
        ne(appointments.status, 'Cancelled'),
        exclusions.appointmentId ? ne(appointments.id, exclusions.appointmentId) : undefined,
        gte(appointments.appointmentDate, from),
        lt(appointments.appointmentDate, to),
      ),
    );
  const requested = exclusions.ignoreRequests
    ? []
    : await db
        .select({
          clinicianId: appointmentRequests.clinicianId,
          start: appointmentRequests.requestedStart,
          end: appointmentRequests.requestedEnd,
          timeZone: locations.timeZone,
        })
        .from(appointmentRequests)
        .innerJoin(locations, eq(locations.id, appointmentRequests.locationId))
        .where(
          and(
            inArray(appointmentRequests.clinicianId, clinicianIds),
            eq(appointmentRequests.status, 'Unconfirmed'),
            isNotNull(appointmentRequests.requestedStart),
            gte(appointmentRequests.requestedStart, from),
            lt(appointmentRequests.requestedStart, to),
          ),
        );
  const offered = await db
    .select({
      clinicianId: waitlistOffers.clinicianId,
      start: waitlistOffers.slotStart,
      end: waitlistOffers.slotEnd,
      timeZone: locations.timeZone,
    })
    .from(waitlistOffers)
    .innerJoin(locations, eq(locations.id, waitlistOffers.locationId))
    .where(
      and(
        inArray(waitlistOffers.clinicianId, clinicianIds),
        eq(waitlistOffers.status, 'offered'),
        gt(waitlistOffers.expiresAt, nowUtc.toISOString()),
        gte(waitlistOffers.slotStart, from),
        lt(waitlistOffers.slotStart, to),
        exclusions.offerId ? ne(waitlistOffers.id, exclusions.offerId) : undefined,
      ),
    );
  const held = await db
    .select({
      clinicianId: slotHolds.clinicianId,
      start: slotHolds.slotStart,
      end: slotHolds.slotEnd,
      timeZone: locations.timeZone,
    })
    .from(slotHolds)
    .innerJoin(locations, eq(locations.id, slotHolds.locationId))
    .where(
      and(
        inArray(slotHolds.clinicianId, clinicianIds),
        gt(slotHolds.expiresAt, nowUtc.toISOString()),
        gte(slotHolds.slotStart, from),
        lt(slotHolds.slotStart, to),
        exclusions.holdId ? ne(slotHolds.id, exclusions.holdId) : undefined,
      ),
    );
  return {
    ...search,
    hours: hours.map(({ clinicianId, weekday, startTime, endTime }) => ({
      clinicianId,
      weekday,
      startTime,
      endTime,
    })),
    busy: toBusy([...booked, ...requested, ...offered, ...held]),
  };
}
