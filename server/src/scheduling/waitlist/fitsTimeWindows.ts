import { hourMs, parseWallDate, wallDate } from '../wallClock';

/** Where the parts of the day begin at the location (hours): before noon, until 17:00, after. */
const afternoonStartsHour = 12;
const eveningStartsHour = 17;

function partOfDay(slotStartWallMs: number): string {
  const hour = (slotStartWallMs - parseWallDate(wallDate(slotStartWallMs))) / hourMs;
  if (hour < afternoonStartsHour) return 'morning';
  return hour < eveningStartsHour ? 'afternoon' : 'evening';
}

/**
 * Whether a slot suits an entry's days of the week and parts of the day (empty: any). Checked
 * in TypeScript after the query, on wall-clock time at the location, so that both databases agree.
 */
export function fitsTimeWindows(
  entry: { daysOfWeek: readonly number[]; partsOfDay: readonly string[] },
  slotStartWallMs: number,
): boolean {
  const day = new Date(slotStartWallMs).getUTCDay();
  const dayFits = entry.daysOfWeek.length === 0 || entry.daysOfWeek.includes(day);
  const partFits = entry.partsOfDay.length === 0 || entry.partsOfDay.includes(partOfDay(slotStartWallMs));
  return dayFits && partFits;
}
