import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app/appInstance';
import type { Transaction } from '../../db/database';
import { waitlistEntries, waitlistOffers } from '../../db/schema';
import { mailCodePlaceholder, unsentCodeHash } from '../../mail/mailCodes';
import { savedLanguageOf } from '../appointmentMail/mailRecipients';
import { now } from '../clock';
import type { FreedSlot } from '../freedSlot';
import { waitlistOfferMail } from '../schedulingMail';
import { hourMs, toDbWallClock } from '../wallClock';
import { offerValidHours } from './offerCode';

/**
 * Holds the slot for the entry's patient and words the e-mail with its single-use link, to queue
 * in the caller's transaction (the link's code is made when it is sent: mail/mailCodes.ts). Both the automatic flow and staff's "Offer now" use it,
 * so the patient gets the same offer, accepted, declined and expired the same way.
 */
export async function makeOffer(
  tx: Transaction,
  deps: AppDeps,
  entry: { id: string; loginId: string | null },
  email: string,
  slot: FreedSlot,
) {
  const [offer] = await tx
    .insert(waitlistOffers)
    .values({
      entryId: entry.id,
      codeHash: unsentCodeHash(),
      clinicianId: slot.clinicianId,
      locationId: slot.locationId,
      serviceId: slot.serviceId,
      slotStart: toDbWallClock(slot.startWallMs),
      slotEnd: toDbWallClock(slot.endWallMs),
      expiresAt: new Date(now().getTime() + offerValidHours * hourMs).toISOString(),
    })
    .returning({ id: waitlistOffers.id });
  if (!offer) throw new Error('offer insert returned nothing');
  await tx.update(waitlistEntries).set({ status: 'offered' }).where(eq(waitlistEntries.id, entry.id));
  const language = entry.loginId ? await savedLanguageOf(tx, entry.loginId) : undefined;
  const mail = waitlistOfferMail(
    email,
    `${deps.config.publicUrl}/waitlist/${mailCodePlaceholder('wo', offer.id)}`,
    offerValidHours,
    language,
  );
  return { offerId: offer.id, mail };
}
