import { clinicInstant, clinicWallClock, zoneShortName } from '@clinic/forms-core';

const INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';

/**
 * An instant as a datetime-local input shows it: the location's wall clock (not the browser's,
 * so a reading typed in Los Angeles for a New York clinic is the New York time); now when empty.
 */
export function toLocationInput(iso: string | null | undefined, timeZone: string): string {
  return clinicWallClock(iso ?? new Date(), timeZone)?.format(INPUT_FORMAT) ?? '';
}

/**
 * A datetime-local input's value, read on the location's wall clock, as an instant; null while it
 * is incomplete. A time skipped by a daylight-saving change moves forward (forms-core timeZones).
 */
export function fromLocationInput(value: string, timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const wallClock = clinicWallClock(value, timeZone);
  return wallClock ? clinicInstant(wallClock, timeZone).toISOString() : null;
}

/** The zone's short name for the time typed ("EST", "EDT"), or for now while the input is incomplete. */
export function inputZoneName(value: string, timeZone: string): string {
  const instant = fromLocationInput(value, timeZone);
  return zoneShortName(timeZone, instant ? Date.parse(instant) : Date.now());
}
