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

/**
 * What typing finds, best first: zones whose name matches ("utc", "new_york", "new york"), then
 * those whose label does (an offset, "Eastern Time"). Every label holds "UTC", so a plain label
 * search would bury the zone named UTC.
 */
export function searchTimeZones<T extends { value: string; label: string }>(
  options: readonly T[],
  search: string,
  limit: number,
): T[] {
  const words = search.trim().toLowerCase().replace(/\s+/g, '_');
  if (!words) return options.slice(0, limit);
  const named = (option: T) => {
    const name = option.value.toLowerCase();
    if (name === words) return 0;
    if (name.split('/').some((part) => part.startsWith(words))) return 1;
    return name.includes(words) ? 2 : 3;
  };
  const text = search.trim().toLowerCase();
  return options
    .map((option) => ({ option, rank: named(option) }))
    .filter(({ option, rank }) => rank < 3 || option.label.toLowerCase().includes(text))
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map(({ option }) => option);
}
