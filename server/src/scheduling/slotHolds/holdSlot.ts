import { type SlotHold, type SlotHoldBody, slotHoldMinutes } from '@clinic/api-contract';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { refusedWith } from '../../app/httpError';
import type { Database, Transaction } from '../../db/database';
import { slotHolds } from '../../db/schema';
import { claimSlot } from '../availability';
import { loadBookingScope } from '../bookingScope';
import { now } from '../clock';
import { addMinutes, locationNowWallMs, parseWallClock, toDbWallClock } from '../wallClock';

/** Whose hold it is: a signed-in patient's login, or a visitor (null). */
export type HoldOwner = string | null;

/** Only the holder may use or release a hold: a visitor's holds have no login. */
export const ownedBy = (owner: HoldOwner) =>
  owner === null ? isNull(slotHolds.loginId) : eq(slotHolds.loginId, owner);

/**
 * Keeps a time chosen in the request wizard from everyone else for slotHoldMinutes: the
 * candidates are locked, the holder's previous hold and the clinicians' expired ones are
 * removed, and the first free clinician is held (409 slotTaken when none is). The exclusion
 * constraint on slot_holds backs the lock.
 */
export async function holdSlot(db: Database, body: SlotHoldBody, owner: HoldOwner): Promise<SlotHold> {
  const scope = await loadBookingScope(db, body);
  const start = parseWallClock(body.start);
  if (start <= locationNowWallMs(now(), scope.location.timeZone)) throw refusedWith(400, 'slotPassed');
  return db.transaction(async (tx) => {
    if (body.replacesHoldId) await releaseIn(tx, body.replacesHoldId, owner);
    const clinicianId = await claimSlot(tx, scope, start, { holdId: body.replacesHoldId });
    if (!clinicianId) throw refusedWith(409, 'slotTaken');
    await tx.delete(slotHolds).where(
      and(
        inArray(
          slotHolds.clinicianId,
          scope.clinicians.map((c) => c.id),
        ),
        lte(slotHolds.expiresAt, now().toISOString()),
      ),
    );
    const expiresAt = new Date(now().getTime() + slotHoldMinutes * 60_000).toISOString();
    const [hold] = await tx
      .insert(slotHolds)
      .values({
        clinicianId,
        locationId: scope.location.id,
        serviceId: scope.service.id,
        slotStart: toDbWallClock(start),
        slotEnd: toDbWallClock(addMinutes(start, scope.service.durationMinutes)),
        loginId: owner,
        expiresAt,
      })
      .returning({ id: slotHolds.id });
    if (!hold) throw new Error('hold insert returned nothing');
    return { holdId: hold.id, clinicianId, start: body.start, expiresAt, secondsLeft: slotHoldMinutes * 60 };
  });
}

async function releaseIn(tx: Transaction, holdId: string, owner: HoldOwner): Promise<void> {
  await tx.delete(slotHolds).where(and(eq(slotHolds.id, holdId), ownedBy(owner)));
}

/** Gives a held time back (another time chosen, or the wizard left). Unknown ids are ignored. */
export async function releaseHold(db: Database, holdId: string, owner: HoldOwner): Promise<void> {
  await db.transaction((tx) => releaseIn(tx, holdId, owner));
}
