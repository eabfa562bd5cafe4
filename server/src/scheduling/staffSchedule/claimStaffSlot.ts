import { refusedWith } from '../../app/httpError';
import type { Transaction } from '../../db/database';
import { lockClinicians } from '../bookingLocks';
import type { BookingScope } from '../bookingScope';
import { loadSlotSearch, searchScopeOf } from '../loadSlotSearch';
import { slotRefusal } from '../slotSearch';

/**
 * Inside a staff booking or move: locks the clinician, re-reads their time and refuses (409,
 * with a code) a start that passed, lies outside their weekly hours at the location, or meets
 * anything they already have (appointments, unconfirmed requests, open waitlist offers).
 */
export async function claimStaffSlot(
  tx: Transaction,
  scope: BookingScope,
  clinicianId: string,
  startWallMs: number,
  movingAppointmentId?: string,
): Promise<void> {
  await lockClinicians(tx, [clinicianId]);
  const search = await loadSlotSearch(
    tx,
    { ...searchScopeOf(scope), clinicianIds: [clinicianId] },
    { fromWallMs: startWallMs, toWallMs: startWallMs },
    movingAppointmentId ? { appointmentId: movingAppointmentId } : {},
  );
  const refusal = slotRefusal(search, clinicianId, startWallMs);
  if (refusal) throw refusedWith(409, refusal);
}
