import { clinicInstant, clinicWallClock, type DateInput } from './clinicTime';
import type { DateFilterRange } from './dateFilterRange';

/**
 * Keeps the rows whose date falls within the range, bounds included (the client filters the
 * lists it fetched). No range ('all') keeps every row; a row without a readable date is
 * dropped from a bounded range, as it cannot be placed in it.
 */
export function filterRowsByDateRange<Row>(
  rows: readonly Row[],
  range: DateFilterRange | null,
  dateOf: (row: Row) => DateInput,
  timeZone: string,
): Row[] {
  if (!range) return [...rows];
  const from = range.from.getTime();
  const to = range.to.getTime();
  return rows.filter((row) => {
    const wallClock = clinicWallClock(dateOf(row), timeZone);
    if (!wallClock) return false;
    const at = clinicInstant(wallClock, timeZone).getTime();
    return at >= from && at <= to;
  });
}
