import { and, eq } from 'drizzle-orm';
import { notFound } from '../../app/httpError';
import type { Transaction } from '../../db/database';
import { waitlistEntries, waitlistOffers } from '../../db/schema';
import { hashSignInCode } from '../../portalAuth/signInCode';
import { now } from '../clock';
import { freedSlotOf } from '../freedSlot';
import { parseWallClock } from '../wallClock';

export type OfferRow = typeof waitlistOffers.$inferSelect;

/** The offer of an e-mailed code, locked until the transaction ends; 404 for an unknown code. */
export async function lockOfferByCode(tx: Transaction, code: string): Promise<OfferRow> {
  const [offer] = await tx
    .select()
    .from(waitlistOffers)
    .where(eq(waitlistOffers.codeHash, hashSignInCode(code)))
    .for('update');
  if (!offer) throw notFound();
  return offer;
}

export function isOfferExpired(offer: Pick<OfferRow, 'expiresAt'>, nowUtc = now()): boolean {
  return Date.parse(offer.expiresAt) <= nowUtc.getTime();
}

/** Ends an open offer; its patient goes back to waiting (keeping their place in the queue). */
export async function closeOffer(
  tx: Transaction,
  offer: OfferRow,
  status: 'declined' | 'expired' | 'taken',
): Promise<void> {
  await tx
    .update(waitlistOffers)
    .set({ status, respondedAt: now().toISOString() })
    .where(eq(waitlistOffers.id, offer.id));
  await tx
    .update(waitlistEntries)
    .set({ status: 'waiting' })
    .where(and(eq(waitlistEntries.id, offer.entryId), eq(waitlistEntries.status, 'offered')));
}

export function slotOfOffer(offer: OfferRow) {
  return freedSlotOf({
    clinicianId: offer.clinicianId,
    locationId: offer.locationId,
    serviceId: offer.serviceId,
    start: parseWallClock(offer.slotStart),
    end: parseWallClock(offer.slotEnd),
  });
}
