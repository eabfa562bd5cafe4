import { instantToWallMs } from '@clinic/forms-core';
import { dayMs, hourMs, minuteMs, parseWallDate, wallDate, wallToUtcMs } from '../wallClock';

/** A location's quiet hours, "HH:mm" on its wall clock; equal times mean none. */
export interface QuietHours {
  start: string;
  end: string;
}

/**
 * How long before the quiet hours a reminder pushed back out of them is due: the sweep runs every
 * 5 minutes (jobs/jobQueues.ts), so one due this early still goes out before they begin.
 */
export const beforeQuietMs = 10 * minuteMs;

const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Whether the wall time `wallMs` falls in the quiet hours (which may span midnight). */
export function inQuietHours(wallMs: number, quiet: QuietHours): boolean {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  const minute = Math.floor((wallMs - parseWallDate(wallDate(wallMs))) / minuteMs);
  if (start === end) return false;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/**
 * The instant (UTC ms) the reminder `offsetHours` before an appointment is due. Offsets are
 * elapsed hours (a 24 h reminder comes 24 real hours before, across a daylight-saving change too);
 * a moment in the location's quiet hours moves to their end (08:00) when that is still before the
 * appointment, otherwise back to just before they began (docs/decisions.md "Appointment reminders").
 */
export function reminderDueMs(
  appointmentWallMs: number,
  timeZone: string,
  offsetHours: number,
  quiet: QuietHours,
): number {
  const appointmentMs = wallToUtcMs(appointmentWallMs, timeZone);
  const dueMs = appointmentMs - offsetHours * hourMs;
  const dueWall = instantToWallMs(timeZone, dueMs);
  if (!inQuietHours(dueWall, quiet)) return dueMs;
  const day = parseWallDate(wallDate(dueWall));
  const startWall = day + minutesOf(quiet.start) * minuteMs;
  const endWall = day + minutesOf(quiet.end) * minuteMs;
  // Spanning midnight, a moment after the start ends the next morning; one before the end began the evening before.
  const spans = minutesOf(quiet.start) > minutesOf(quiet.end);
  const quietEnd = spans && dueWall >= startWall ? endWall + dayMs : endWall;
  const quietStart = spans && dueWall < endWall ? startWall - dayMs : startWall;
  const endMs = wallToUtcMs(quietEnd, timeZone);
  if (endMs < appointmentMs) return endMs;
  return wallToUtcMs(quietStart, timeZone) - beforeQuietMs;
}
