import type { CoreWaitlistFreeSlotsReply } from '@clinic/api-contract';
import type { Queryable } from '../../db/database';
import { freeSlotsForDate } from '../availability';
import { clinicianDisplayName } from '../bookingScope';
import { addMinutes, wallTime } from '../wallClock';
import { assertEntryOpen, entryBookingScope, selectEntryForOffer } from './entryForOffer';
import { fitsTimeWindows } from './fitsTimeWindows';

/**
 * The free starts on one day for the entry's service at its location, with the clinicians free
 * then (only the one the patient waits for, if any); whether each suits the patient's choices.
 */
export async function entryFreeSlots(
  db: Queryable,
  entryId: string,
  date: string,
): Promise<CoreWaitlistFreeSlotsReply> {
  const [row] = await selectEntryForOffer(db, entryId);
  assertEntryOpen(row?.entry);
  const { entry } = row;
  const scope = await entryBookingScope(db, entry, null);
  const names = new Map(scope.clinicians.map((c) => [c.id, clinicianDisplayName(c)]));
  const inWindow =
    (!entry.earliestDate || entry.earliestDate <= date) && (!entry.latestDate || date <= entry.latestDate);
  const slots = (await freeSlotsForDate(db, scope, date)).map((slot) => ({
    time: wallTime(slot.startWallMs),
    endTime: wallTime(addMinutes(slot.startWallMs, scope.service.durationMinutes)),
    clinicians: slot.clinicianIds.map((id) => ({ id, name: names.get(id) ?? '' })),
    suitsPatient: inWindow && fitsTimeWindows(entry, slot.startWallMs),
  }));
  return { date, slots };
}
