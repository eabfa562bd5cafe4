/**
 * The name of a location's time zone. Locations keep a fixed offset from UTC
 * (`timeZoneHoursShift`, portal.md), not an IANA zone, so the offset is the only honest name:
 * "GMT-5", "GMT+5:30", "GMT".
 */
export function zoneName(timeZoneHoursShift: number): string {
  const totalMinutes = Math.round(timeZoneHoursShift * 60);
  if (totalMinutes === 0) return 'GMT';
  const sign = totalMinutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(totalMinutes) / 60);
  const minutes = Math.abs(totalMinutes) % 60;
  return `GMT${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}
