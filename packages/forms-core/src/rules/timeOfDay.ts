/** Times of day as "HH:mm" or "HH:mm:ss" text, converted to and from minutes after midnight. */

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** Minutes after midnight (seconds dropped), or null for text that is not a time of day. */
export function timeToMinutes(time: string): number | null {
  const match = TIME_OF_DAY.exec(time.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** "HH:mm" for minutes after midnight (0 to 1439). */
export function minutesToTime(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
