import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { locations } from '../../db/schema';

const hourMs = 3_600_000;

/**
 * Today's date (YYYY-MM-DD) on the wall clock of the patient's location (UTC shifted by the
 * location's timeZoneHoursShift, portal.md section 4), so a late-evening payment is dated that day.
 */
export async function locationToday(db: Queryable, locationId: string | null, now: Date): Promise<string> {
  const [location] = locationId
    ? await db
        .select({ shift: locations.timeZoneHoursShift })
        .from(locations)
        .where(eq(locations.id, locationId))
    : [];
  return new Date(now.getTime() + (location?.shift ?? 0) * hourMs).toISOString().slice(0, 10);
}
