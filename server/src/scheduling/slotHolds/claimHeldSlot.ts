import { and, eq, gt } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { slotHolds } from '../../db/schema';
import { claimSlot } from '../availability';
import type { BookingScope } from '../bookingScope';
import { now } from '../clock';
import { toDbWallClock } from '../wallClock';
import { type HoldOwner, ownedBy } from './holdSlot';

/**
 * Inside a request's transaction: claims the slot at `startWallMs` with the caller's hold used
 * up. A hold that still stands, is theirs and is for this service, location and time keeps the
 * time for them (its clinician is taken) and is deleted; without one the slot is claimed like
 * any other. Null when nobody can take it.
 */
export async function claimHeldSlot(
  tx: Transaction,
  scope: BookingScope,
  startWallMs: number,
  holdId: string | undefined,
  owner: HoldOwner,
): Promise<string | null> {
  const [hold] = holdId
    ? await tx
        .select({ id: slotHolds.id, clinicianId: slotHolds.clinicianId })
        .from(slotHolds)
        .where(
          and(
            eq(slotHolds.id, holdId),
            ownedBy(owner),
            eq(slotHolds.locationId, scope.location.id),
            eq(slotHolds.serviceId, scope.service.id),
            eq(slotHolds.slotStart, toDbWallClock(startWallMs)),
            gt(slotHolds.expiresAt, now().toISOString()),
          ),
        )
    : [];
  const heldBy = hold && scope.clinicians.find((c) => c.id === hold.clinicianId);
  if (!hold || !heldBy) return claimSlot(tx, scope, startWallMs);
  const clinicianId = await claimSlot(tx, { ...scope, clinicians: [heldBy] }, startWallMs, {
    holdId: hold.id,
  });
  await tx.delete(slotHolds).where(eq(slotHolds.id, hold.id));
  return clinicianId;
}
