/**
 * The one place where a location's wall clock and instants meet (IANA zones, through Intl, so
 * daylight-saving rules come from the runtime's time-zone data and nothing here needs updating).
 *
 * A wall-clock time travels as "wall milliseconds": the epoch milliseconds of the same digits read
 * as UTC (2026-03-08 09:30 at the location is Date.UTC(2026, 2, 8, 9, 30)), so day arithmetic on it
 * never meets the machine's own zone.
 *
 * Daylight-saving changes (as RFC 5545 and Temporal's "compatible" choice read them):
 * - a wall time that does not exist (02:30 on a spring-forward night) is moved forward by the gap,
 *   to the instant it would be had the clock not changed yet (02:30 EST = 03:30 EDT);
 * - a wall time that happens twice (01:30 on a fall-back night) is the first of the two (EDT).
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** Minutes added to UTC to read the zone's wall clock at `instantMs` (-240 for New York in summer). */
export function zoneOffsetMinutes(timeZone: string, instantMs: number): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  const fields: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(whole)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    fields.year ?? 1970,
    (fields.month ?? 1) - 1,
    fields.day ?? 1,
    fields.hour ?? 0,
    fields.minute ?? 0,
    fields.second ?? 0,
  );
  return Math.round((wall - whole) / MINUTE_MS);
}

/** Hours added to UTC at `instantMs` (the API's `timeZoneHoursShift`: -5 in New York in winter). */
export function zoneOffsetHours(timeZone: string, instantMs: number): number {
  return zoneOffsetMinutes(timeZone, instantMs) / 60;
}

/** The zone's wall clock (wall milliseconds) at an instant. */
export function instantToWallMs(timeZone: string, instantMs: number): number {
  return instantMs + zoneOffsetMinutes(timeZone, instantMs) * MINUTE_MS;
}

/**
 * The instant a wall-clock time of the zone stands for; a skipped time is moved forward by the
 * gap and a repeated time is its first occurrence (see the module comment).
 */
export function wallToInstantMs(timeZone: string, wallMs: number): number {
  // The offsets a day either side: zones change at most once in such a window.
  const before = zoneOffsetMinutes(timeZone, wallMs - DAY_MS) * MINUTE_MS;
  const after = zoneOffsetMinutes(timeZone, wallMs + DAY_MS) * MINUTE_MS;
  const earlier = wallMs - before;
  const later = wallMs - after;
  const readsBack = (instant: number) => instantToWallMs(timeZone, instant) === wallMs;
  const fits = [earlier, later].filter(readsBack);
  if (fits.length > 0) return Math.min(...fits);
  // In the gap: the offset in force before the change, which lands after it.
  return earlier;
}

/** The zone's short name at an instant in a language: "EST"/"EDT" in English, "GMT+5:30" where none exists. */
export function zoneShortName(timeZone: string, instantMs: number, locale = 'en-US'): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(instantMs)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/**
 * Whether two zones read the same wall clock at an instant (the label is shown only when the
 * viewer's zone differs from the location's).
 */
export function sameWallClock(zoneA: string, zoneB: string, instantMs: number): boolean {
  return zoneA === zoneB || zoneOffsetMinutes(zoneA, instantMs) === zoneOffsetMinutes(zoneB, instantMs);
}

/**
 * The zone of the machine running this: the browser's, for labelling times that read differently
 * where the user is. Rules never use it; only the apps' display edges do.
 */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
