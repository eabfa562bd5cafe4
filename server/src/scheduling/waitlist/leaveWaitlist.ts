import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app/appInstance';
import { notFound, refused } from '../../app/httpError';
import { recordAudit } from '../../audit/recordAudit';
import { waitlistEntries, waitlistOffers } from '../../db/schema';
import { offerFreedSlot } from './offerFreedSlot';
import { closeOffer, slotOfOffer } from './offerRows';

/** Whose entry may be closed: the signed-in patient's own, or any patient's (staff). */
export type WaitlistEntryOwner = { patientId: string } | 'anyPatient';

/**
 * The patient leaves the waitlist, or staff remove an entry; a slot offered to the patient at
 * that moment goes to the next one.
 */
export async function leaveWaitlist(
  deps: AppDeps,
  request: FastifyRequest,
  entryId: string,
  owner: WaitlistEntryOwner,
): Promise<void> {
  const ownEntry: SQL | undefined =
    owner === 'anyPatient' ? undefined : eq(waitlistEntries.patientId, owner.patientId);
  const passOn = await deps.db.transaction(async (tx) => {
    // Offer before entry, the order every other path locks them in.
    const [open] = await tx
      .select({ offer: waitlistOffers })
      .from(waitlistOffers)
      .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
      .where(and(eq(waitlistOffers.entryId, entryId), ownEntry, eq(waitlistOffers.status, 'offered')))
      .for('update', { of: waitlistOffers });
    const [entry] = await tx
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.id, entryId), ownEntry))
      .for('update');
    if (!entry || entry.status === 'cancelled') throw notFound();
    if (entry.status === 'booked')
      throw refused(409, 'waitlistEntryBooked', 'This waitlist entry has already been booked.');
    // An offer made while this ran: rare, and simply asked again.
    if (entry.status === 'offered' && !open) throw refused(409, 'waitlistTryAgain', 'Please try again.');
    const offer = open?.offer;
    if (offer) await closeOffer(tx, offer, 'declined');
    await tx.update(waitlistEntries).set({ status: 'cancelled' }).where(eq(waitlistEntries.id, entry.id));
    await recordAudit(tx, request, {
      action: 'delete',
      resource: 'WaitlistEntry',
      resourceId: entry.id,
      patientId: entry.patientId,
    });
    return offer ? slotOfOffer(offer) : null;
  });
  if (passOn) await offerFreedSlot(deps, request.log, passOn);
}
