import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { locations } from '../db/schema';
import { locationNowWallMs, wallDate } from './wallClock';

/** A location's IANA zone; UTC when there is no location (a patient not yet placed). */
export async function locationTimeZone(db: Queryable, locationId: string | null): Promise<string> {
  if (!locationId) return 'UTC';
  const [location] = await db
    .select({ timeZone: locations.timeZone })
    .from(locations)
    .where(eq(locations.id, locationId));
  return location?.timeZone ?? 'UTC';
}

/** Today's date ("YYYY-MM-DD") on a location's wall clock at `nowUtc`. */
export function locationDate(timeZone: string, nowUtc: Date): string {
  return wallDate(locationNowWallMs(nowUtc, timeZone));
}
