import type { Queryable } from '../../db/database';
import { locationDate, locationTimeZone } from '../../scheduling/locationTimeZone';

/**
 * Today's date (YYYY-MM-DD) on the wall clock of the patient's location (portal.md section 4),
 * so a late-evening payment is dated that day.
 */
export async function locationToday(db: Queryable, locationId: string | null, now: Date): Promise<string> {
  return locationDate(await locationTimeZone(db, locationId), now);
}
