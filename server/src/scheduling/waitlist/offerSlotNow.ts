import type { CoreWaitlistOfferNowBody } from '@clinic/api-contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app/appInstance';
import { refusedWith } from '../../app/httpError';
import { recordAudit } from '../../audit/recordAudit';
import { waitlistEntries, waitlistOffers } from '../../db/schema';
import { lockClinicians } from '../bookingLocks';
import { now } from '../clock';
import type { FreedSlot } from '../freedSlot';
import { loadSlotSearch, searchScopeOf } from '../loadSlotSearch';
import { queueMails } from '../schedulingMail';
import { slotFits } from '../slotSearch';
import { addMinutes, locationNowWallMs, parseWallClock } from '../wallClock';
import { assertEntryOpen, entryBookingScope, selectEntryForOffer } from './entryForOffer';
import { makeOffer } from './makeOffer';
import { offerFreedSlot } from './offerFreedSlot';
import { closeOffer, isOfferExpired, slotOfOffer } from './offerRows';

/**
 * Staff offer one free slot to a chosen entry ("Offer now"), out of queue order: the patient gets
 * the offer the automatic flow sends and answers it the same way. The clinician is locked and the
 * slot re-checked, as in booking. An open offer past its time is closed first (what the sweeper
 * would do) and its slot passed on after the commit.
 */
export async function offerSlotNow(
  deps: AppDeps,
  request: FastifyRequest,
  entryId: string,
  body: CoreWaitlistOfferNowBody,
): Promise<string> {
  const startWallMs = parseWallClock(`${body.date}T${body.time}`);
  const { offerId, passOn } = await deps.db.transaction(async (tx) => {
    await lockClinicians(tx, [body.clinicianId]);
    // Offer before entry, the order every other path locks them in.
    const [open] = await tx
      .select()
      .from(waitlistOffers)
      .where(and(eq(waitlistOffers.entryId, entryId), eq(waitlistOffers.status, 'offered')))
      .for('update');
    const [row] = await selectEntryForOffer(tx, entryId).for('update', { of: waitlistEntries });
    assertEntryOpen(row?.entry);
    let expired: FreedSlot | null = null;
    if (open) {
      if (!isOfferExpired(open)) throw refusedWith(409, 'waitlistOfferOpen');
      await closeOffer(tx, open, 'expired');
      expired = slotOfOffer(open);
    } else if (row.entry.status === 'offered') {
      throw refusedWith(409, 'waitlistTryAgain');
    }
    const email = row.email ?? row.chartEmail;
    if (!email) throw refusedWith(409, 'waitlistNoEmail');
    const scope = await entryBookingScope(tx, row.entry, body.clinicianId);
    const { timeZone } = scope.location;
    if (startWallMs <= locationNowWallMs(now(), timeZone)) throw refusedWith(409, 'slotPassed');
    const search = await loadSlotSearch(tx, searchScopeOf(scope), {
      fromWallMs: startWallMs,
      toWallMs: startWallMs,
    });
    if (!slotFits(search, body.clinicianId, startWallMs)) throw refusedWith(409, 'slotTaken');
    const made = await makeOffer(tx, deps, row.entry, email, {
      clinicianId: body.clinicianId,
      locationId: scope.location.id,
      serviceId: scope.service.id,
      startWallMs,
      endWallMs: addMinutes(startWallMs, scope.service.durationMinutes),
    });
    await recordAudit(tx, request, {
      action: 'create',
      resource: 'WaitlistOffer',
      resourceId: made.offerId,
      patientId: row.entry.patientId,
    });
    await queueMails(deps, tx, [made.mail]);
    return { offerId: made.offerId, passOn: expired };
  });
  if (passOn) await offerFreedSlot(deps, request.log, passOn);
  return offerId;
}
