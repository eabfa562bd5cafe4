import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { locations } from '../../db/schema';
import { now } from '../clock';
import type { FreedSlot } from '../freedSlot';
import { loadSlotSearch, type SlotExclusions } from '../loadSlotSearch';
import { isClinicianFree } from '../slotSearch';
import { locationNowWallMs, wallToUtcMs } from '../wallClock';

/**
 * Whether a freed slot can still be booked: in the future at its location and with nothing
 * else holding its clinician (weekly hours are not asked: the slot was booked before).
 */
export async function isSlotStillFree(
  db: Queryable,
  slot: FreedSlot,
  exclusions: SlotExclusions = {},
): Promise<boolean> {
  const [location] = await db
    .select({ timeZone: locations.timeZone })
    .from(locations)
    .where(eq(locations.id, slot.locationId));
  if (!location) return false;
  if (slot.startWallMs <= locationNowWallMs(now(), location.timeZone)) return false;
  const search = await loadSlotSearch(
    db,
    {
      locationId: slot.locationId,
      timeZone: location.timeZone,
      durationMinutes: 0,
      clinicianIds: [slot.clinicianId],
    },
    { fromWallMs: slot.startWallMs, toWallMs: slot.endWallMs },
    exclusions,
  );
  return isClinicianFree(
    search.busy,
    slot.clinicianId,
    wallToUtcMs(slot.startWallMs, location.timeZone),
    wallToUtcMs(slot.endWallMs, location.timeZone),
  );
}
