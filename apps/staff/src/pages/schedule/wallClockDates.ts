/**
 * The calendar library lays out JavaScript Dates in the browser's zone. Appointments are the
 * location's wall clock, so they are handed over as "floating" dates: the same digits in the
 * browser's zone, whatever that zone is. Nothing here converts between zones.
 */
const wallClockPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** "YYYY-MM-DDTHH:mm[:ss]" as a Date showing those digits. */
export function floatingDate(wallClock: string): Date {
  const match = wallClockPattern.exec(wallClock);
  if (!match) throw new Error(`not a wall-clock time: ${wallClock}`);
  const [, y, mo, d, h, mi] = match.map(Number);
  return new Date(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A floating Date back to "YYYY-MM-DDTHH:mm". */
export function wallClockOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** "YYYY-MM-DD" of a floating Date. */
export function wallDateOf(date: Date): string {
  return wallClockOf(date).slice(0, 10);
}
