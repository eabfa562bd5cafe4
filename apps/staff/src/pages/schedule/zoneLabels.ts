/** "UTC−05:00" for a location's offset from UTC in hours (its timeZoneHoursShift). */
export function utcOffsetLabel(hoursShift: number): string {
  const sign = hoursShift < 0 ? '−' : '+';
  const minutes = Math.round(Math.abs(hoursShift) * 60);
  return `UTC${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The viewer's zone ("America/Los_Angeles (UTC−08:00)") when it is not the location's offset at `at`, else null. */
export function viewerZoneLabel(
  locationHoursShift: number | null,
  at: Date,
  viewerZone?: string,
): string | null {
  const viewerShift = -at.getTimezoneOffset() / 60;
  if (locationHoursShift !== null && viewerShift === locationHoursShift) return null;
  const zone = viewerZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return `${zone} (${utcOffsetLabel(viewerShift)})`;
}
