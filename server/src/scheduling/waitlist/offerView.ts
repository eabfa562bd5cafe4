import type { WaitlistOffer } from '@clinic/api-contract';
import { eq } from 'drizzle-orm';
import { notFound } from '../../app/httpError';
import type { Queryable } from '../../db/database';
import { clinicians, locations, waitlistOffers } from '../../db/schema';
import { hashSignInCode } from '../../portalAuth/signInCode';
import { clinicianDisplayName } from '../bookingScope';
import { parseWallClock, wallDate, wallTime } from '../wallClock';
import { isSlotStillFree } from './isSlotStillFree';
import { isOfferExpired, slotOfOffer } from './offerRows';

/** What the e-mailed link shows: when, with whom and where; an open offer reads live as expired or taken. */
export async function offerView(db: Queryable, code: string): Promise<WaitlistOffer> {
  const [row] = await db
    .select({ offer: waitlistOffers, clinician: clinicians, location: locations })
    .from(waitlistOffers)
    .innerJoin(clinicians, eq(clinicians.id, waitlistOffers.clinicianId))
    .innerJoin(locations, eq(locations.id, waitlistOffers.locationId))
    .where(eq(waitlistOffers.codeHash, hashSignInCode(code)));
  if (!row) throw notFound();
  const { offer } = row;
  let status = offer.status;
  if (status === 'offered') {
    const slot = slotOfOffer(offer);
    if (isOfferExpired(offer)) status = 'expired';
    else if (!slot || !(await isSlotStillFree(db, slot, { offerId: offer.id }))) status = 'taken';
  }
  const start = parseWallClock(offer.slotStart);
  return {
    status,
    date: wallDate(start),
    time: wallTime(start),
    endTime: wallTime(parseWallClock(offer.slotEnd)),
    clinicianName: clinicianDisplayName(row.clinician),
    locationName: row.location.name,
    locationAddress: row.location.address,
    expiresAt: new Date(Date.parse(offer.expiresAt)).toISOString(),
    appointmentId: offer.appointmentId,
  };
}
