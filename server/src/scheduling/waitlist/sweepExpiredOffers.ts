import { and, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app/appInstance';
import { waitlistOffers } from '../../db/schema';
import { now } from '../clock';
import { offerFreedSlot } from './offerFreedSlot';
import { closeOffer, isOfferExpired, slotOfOffer } from './offerRows';

/** Offers handled per sweep; the rest wait for the next one. */
const sweepBatch = 100;

/**
 * Closes offers nobody answered in time and offers each slot to the next patient waiting.
 * Safe to run in several processes at once: each offer is locked and re-checked.
 */
export async function sweepExpiredOffers(deps: AppDeps, log: FastifyBaseLogger): Promise<number> {
  const due = await deps.db
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.status, 'offered'), lte(waitlistOffers.expiresAt, now().toISOString())))
    .orderBy(waitlistOffers.expiresAt)
    .limit(sweepBatch);
  let swept = 0;
  for (const { id } of due) {
    const slot = await deps.db.transaction(async (tx) => {
      const [offer] = await tx.select().from(waitlistOffers).where(eq(waitlistOffers.id, id)).for('update');
      if (offer?.status !== 'offered' || !isOfferExpired(offer)) return undefined;
      await closeOffer(tx, offer, 'expired');
      return slotOfOffer(offer);
    });
    if (slot === undefined) continue;
    swept += 1;
    if (slot) await offerFreedSlot(deps, log, slot);
  }
  return swept;
}
