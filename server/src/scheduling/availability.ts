import type { Queryable, Transaction } from '../db/database';
import { lockClinicians } from './bookingLocks';
import type { BookingScope } from './bookingScope';
import { now } from './clock';
import { loadSlotSearch, type SlotExclusions, searchScopeOf } from './loadSlotSearch';
import { locationDate } from './locationTimeZone';
import { type FreeSlot, freeSlotsOn, slotFits } from './slotSearch';
import { dayMs, parseWallDate, wallDate } from './wallClock';

/** "YYYY-MM-DD" today at the location. */
export function locationToday(timeZone: string): string {
  return locationDate(timeZone, now());
}

/** Days from `from` (location calendar) with at least one free slot. */
export async function availableDates(
  db: Queryable,
  scope: BookingScope,
  from: string,
  days: number,
  exclusions: SlotExclusions = {},
): Promise<string[]> {
  const fromWallMs = parseWallDate(from);
  const toWallMs = fromWallMs + days * dayMs;
  const search = await loadSlotSearch(db, searchScopeOf(scope), { fromWallMs, toWallMs }, exclusions);
  const dates: string[] = [];
  for (let day = fromWallMs; day < toWallMs; day += dayMs) {
    const date = wallDate(day);
    if (freeSlotsOn(search, date).length > 0) dates.push(date);
  }
  return dates;
}

/** Free starts on one location day. */
export async function freeSlotsForDate(
  db: Queryable,
  scope: BookingScope,
  date: string,
  exclusions: SlotExclusions = {},
): Promise<FreeSlot[]> {
  const day = parseWallDate(date);
  const search = await loadSlotSearch(
    db,
    searchScopeOf(scope),
    { fromWallMs: day, toWallMs: day + dayMs },
    exclusions,
  );
  return freeSlotsOn(search, date);
}

/**
 * Inside a booking transaction: locks the candidate clinicians, re-reads their time and answers
 * the first who can take the slot at `startWallMs` (null when none can).
 */
export async function claimSlot(
  tx: Transaction,
  scope: BookingScope,
  startWallMs: number,
  exclusions: SlotExclusions = {},
): Promise<string | null> {
  const ids = scope.clinicians.map((c) => c.id);
  await lockClinicians(tx, ids);
  const search = await loadSlotSearch(
    tx,
    searchScopeOf(scope),
    { fromWallMs: startWallMs, toWallMs: startWallMs },
    exclusions,
  );
  return ids.find((id) => slotFits(search, id, startWallMs)) ?? null;
}
