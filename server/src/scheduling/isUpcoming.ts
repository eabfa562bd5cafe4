import { effectiveEndMs, locationNowWallMs, parseWallClock } from './wallClock';

/**
 * Upcoming means the end is after UTC now adjusted by the location's timeZoneHoursShift; an end
 * earlier than the start counts as the next day (portal.md section 4).
 */
export function isUpcoming(
  appointment: { appointmentDate: string; appointmentEndDate: string },
  timeZoneHoursShift: number,
  nowUtc: Date,
): boolean {
  const start = parseWallClock(appointment.appointmentDate);
  const end = effectiveEndMs(start, parseWallClock(appointment.appointmentEndDate));
  return end > locationNowWallMs(nowUtc, timeZoneHoursShift);
}
