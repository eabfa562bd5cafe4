import { instantToWallMs, wallToInstantMs } from '@clinic/forms-core';

/**
 * Wall-clock times of a location are handled as "wall milliseconds": the epoch milliseconds
 * of the same digits read as UTC. Arithmetic on them never meets the server's time zone; the
 * location's IANA zone turns them into instants (forms-core timeZones, DST included).
 */
export const minuteMs = 60_000;
export const hourMs = 60 * minuteMs;
export const dayMs = 24 * hourMs;

const wallClockPattern = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/;

/** Wall milliseconds of "YYYY-MM-DD HH:mm[:ss]" or "YYYY-MM-DDTHH:mm[:ss]" (as the database or the API write it). */
export function parseWallClock(text: string): number {
  const match = wallClockPattern.exec(text);
  if (!match) throw new Error(`not a wall-clock time: ${text}`);
  return Date.parse(`${match[1]}T${match[2]}:${match[3]}:${match[4] ?? '00'}Z`);
}

/** "YYYY-MM-DDTHH:mm:ss", the API's wall-clock form. */
export function formatWallClock(wallMs: number): string {
  return new Date(wallMs).toISOString().slice(0, 19);
}

/** "YYYY-MM-DD HH:mm:ss", the database's wall-clock form. */
export function toDbWallClock(wallMs: number): string {
  return formatWallClock(wallMs).replace('T', ' ');
}

/** "YYYY-MM-DD" of the day holding `wallMs`. */
export function wallDate(wallMs: number): string {
  return new Date(wallMs).toISOString().slice(0, 10);
}

/** "HH:mm" of `wallMs`. */
export function wallTime(wallMs: number): string {
  return new Date(wallMs).toISOString().slice(11, 16);
}

/** Wall milliseconds of midnight of a "YYYY-MM-DD" day. */
export function parseWallDate(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** The location's wall clock now (portal.md section 4: UTC shifted by the zone's offset now). */
export function locationNowWallMs(nowUtc: Date, timeZone: string): number {
  return instantToWallMs(timeZone, nowUtc.getTime());
}

/**
 * The instant (UTC epoch ms) a location's wall-clock time stands for; a time skipped by a
 * daylight-saving change moves forward, a repeated one is its first occurrence.
 */
export function wallToUtcMs(wallMs: number, timeZone: string): number {
  return wallToInstantMs(timeZone, wallMs);
}

/** Adds whole minutes (the spec adds appointment minutes as integers). */
export function addMinutes(wallMs: number, minutes: number): number {
  return wallMs + Math.trunc(minutes) * minuteMs;
}

/** An end earlier than its start counts as the next day (portal.md section 4). */
export function effectiveEndMs(startMs: number, endMs: number): number {
  return endMs < startMs ? endMs + dayMs : endMs;
}
