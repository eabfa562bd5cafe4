import { supportedTimeZones } from '@clinic/api-contract';
import { zoneOffsetMinutes } from '@clinic/forms-core';

/** "UTC-05:00", "UTC+05:30", "UTC" at an instant. */
export function formatUtcOffset(timeZone: string, atMs: number): string {
  const minutes = zoneOffsetMinutes(timeZone, atMs);
  if (minutes === 0) return 'UTC';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${minutes < 0 ? '-' : '+'}${String(hours).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** "Eastern Time" / "hora del este", from the browser's own zone names (none for Etc zones). */
function genericName(timeZone: string, locale: string): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(0)
    .find((p) => p.type === 'timeZoneName')?.value;
  return part && !/^(GMT|UTC)/.test(part) ? part : '';
}

/** "America/New_York (UTC-05:00, Eastern Time)": the zone, its offset now and its name in the language. */
export function timeZoneLabel(timeZone: string, locale: string, atMs = Date.now()): string {
  const name = genericName(timeZone, locale);
  return `${timeZone} (${formatUtcOffset(timeZone, atMs)}${name ? `, ${name}` : ''})`;
}

/** Every zone a location may be in, west to east, as a searchable select's options. */
export function timeZoneOptions(locale: string, atMs = Date.now()): { value: string; label: string }[] {
  return supportedTimeZones()
    .map((zone) => ({ zone, offset: zoneOffsetMinutes(zone, atMs) }))
    .sort((a, b) => a.offset - b.offset || a.zone.localeCompare(b.zone))
    .map(({ zone }) => ({ value: zone, label: timeZoneLabel(zone, locale, atMs) }));
}
