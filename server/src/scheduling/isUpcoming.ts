import { effectiveEndMs, parseWallClock, wallToUtcMs } from './wallClock';

/**
 * Upcoming means the end is after now at the location (portal.md section 4: UTC adjusted by the
 * location's offset; compared as instants, so the repeated hour of a fall-back night is not
 * misread); an end earlier than the start counts as the next day.
 */
export function isUpcoming(
  appointment: { appointmentDate: string; appointmentEndDate: string },
  timeZone: string,
  nowUtc: Date,
): boolean {
  const start = parseWallClock(appointment.appointmentDate);
  const end = effectiveEndMs(start, parseWallClock(appointment.appointmentEndDate));
  return wallToUtcMs(end, timeZone) > nowUtc.getTime();
}
