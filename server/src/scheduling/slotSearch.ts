import { timeToMinutes } from '@clinic/forms-core';
import {
  addMinutes,
  dayMs,
  effectiveEndMs,
  locationNowWallMs,
  parseWallDate,
  wallToUtcMs,
} from './wallClock';

/** Offered start times are this many minutes apart, from the start of each availability window. */
export const slotStepMinutes = 15;

export interface WeeklyHours {
  clinicianId: string;
  /** 0 Sunday .. 6 Saturday. */
  weekday: number;
  /** "HH:mm", location wall clock. */
  startTime: string;
  endTime: string;
}

/** Time a clinician is taken, as instants: clinicians may work at locations in other time zones. */
export interface BusyInterval {
  clinicianId: string;
  startUtcMs: number;
  endUtcMs: number;
}

/** Everything needed to tell free slots of one service at one location, loaded once. */
export interface SlotSearch {
  timeZone: string;
  durationMinutes: number;
  nowUtc: Date;
  /** Candidate clinicians, in the order "any clinician" picks them. */
  clinicianIds: readonly string[];
  /** Weekly hours of the candidates at this location. */
  hours: readonly WeeklyHours[];
  busy: readonly BusyInterval[];
}

export interface FreeSlot {
  startWallMs: number;
  /** The clinicians free at that start, in candidate order. */
  clinicianIds: string[];
}

function windowsOn(search: SlotSearch, clinicianId: string, dayWallMs: number) {
  const weekday = new Date(dayWallMs).getUTCDay();
  return search.hours.flatMap((hours) => {
    if (hours.clinicianId !== clinicianId || hours.weekday !== weekday) return [];
    const open = timeToMinutes(hours.startTime);
    const close = timeToMinutes(hours.endTime);
    if (open === null || close === null || open === close) return [];
    const start = addMinutes(dayWallMs, open);
    return [{ start, end: effectiveEndMs(start, addMinutes(dayWallMs, close)) }];
  });
}

/** Whether the clinician has nothing else in [start, end) (instants). */
export function isClinicianFree(
  busy: readonly BusyInterval[],
  clinicianId: string,
  startUtcMs: number,
  endUtcMs: number,
): boolean {
  return !busy.some(
    (b) => b.clinicianId === clinicianId && b.startUtcMs < endUtcMs && startUtcMs < b.endUtcMs,
  );
}

/** Why a slot cannot be booked with the clinician: passed, outside their hours, or taken. */
export type SlotRefusal = 'slotPassed' | 'outsideClinicianHours' | 'clinicianDoubleBooked';

/** Null when a slot for the service at `startWallMs` is bookable with the clinician: future, within hours, free. */
export function slotRefusal(
  search: SlotSearch,
  clinicianId: string,
  startWallMs: number,
): SlotRefusal | null {
  const endWallMs = addMinutes(startWallMs, search.durationMinutes);
  if (startWallMs <= locationNowWallMs(search.nowUtc, search.timeZone)) return 'slotPassed';
  const dayWallMs = Math.floor(startWallMs / dayMs) * dayMs;
  // A window that started the day before may run past midnight.
  const windows = [
    ...windowsOn(search, clinicianId, dayWallMs - dayMs),
    ...windowsOn(search, clinicianId, dayWallMs),
  ];
  if (!windows.some((w) => w.start <= startWallMs && endWallMs <= w.end)) return 'outsideClinicianHours';
  const { timeZone } = search;
  const free = isClinicianFree(
    search.busy,
    clinicianId,
    wallToUtcMs(startWallMs, timeZone),
    wallToUtcMs(endWallMs, timeZone),
  );
  return free ? null : 'clinicianDoubleBooked';
}

/** A slot for the service at `startWallMs` is bookable with the clinician. */
export const slotFits = (search: SlotSearch, clinicianId: string, startWallMs: number): boolean =>
  slotRefusal(search, clinicianId, startWallMs) === null;

/** Free starts on one location day ("YYYY-MM-DD"), earliest first. */
export function freeSlotsOn(search: SlotSearch, date: string): FreeSlot[] {
  const dayWallMs = parseWallDate(date);
  const byStart = new Map<number, string[]>();
  for (const clinicianId of search.clinicianIds) {
    const starts = new Set<number>();
    for (const window of windowsOn(search, clinicianId, dayWallMs)) {
      for (
        let start = window.start;
        addMinutes(start, search.durationMinutes) <= window.end;
        start = addMinutes(start, slotStepMinutes)
      ) {
        if (!starts.has(start) && slotFits(search, clinicianId, start)) starts.add(start);
      }
    }
    for (const start of starts) byStart.set(start, [...(byStart.get(start) ?? []), clinicianId]);
  }
  return [...byStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([startWallMs, clinicianIds]) => ({ startWallMs, clinicianIds }));
}
