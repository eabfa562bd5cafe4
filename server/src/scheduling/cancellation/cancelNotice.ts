import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { organizationSettings } from '../../db/schema';
import { hourMs, parseWallClock, wallToUtcMs } from '../wallClock';

/** A day's notice frees the slot early enough for someone on the waitlist to take it. */
export const defaultCancelNoticeHours = 24;

/** The clinic's minimum notice for cancelling in the portal (Settings → Organization). */
export async function cancelNoticeHours(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ hours: organizationSettings.appointmentCancelNoticeHours })
    .from(organizationSettings)
    .where(eq(organizationSettings.id, 1));
  return row?.hours ?? defaultCancelNoticeHours;
}

/** Whether the start is at least `hours` of real time away (a daylight-saving night counts as it lasts). */
export function isBeforeNotice(
  appointmentDate: string,
  timeZone: string,
  hours: number,
  nowUtc: Date,
): boolean {
  return wallToUtcMs(parseWallClock(appointmentDate), timeZone) - nowUtc.getTime() >= hours * hourMs;
}
