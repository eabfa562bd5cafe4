import type { WaitlistRefusalCode } from '@clinic/api-contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app/appInstance';
import { refused } from '../../app/httpError';
import { recordAudit } from '../../audit/recordAudit';
import { appointments, placesOfService, waitlistEntries, waitlistOffers } from '../../db/schema';
import { locationToday } from '../availability';
import { lockClinicians } from '../bookingLocks';
import { now } from '../clock';
import { type FreedSlot, slotOfAppointment } from '../freedSlot';
import { locationTimeZone } from '../locationTimeZone';
import { episodeForBooking } from '../patientRecords';
import { bookedVideoVisitUrl } from '../videoVisit/bookedVideoVisitUrl';
import { isSlotStillFree } from './isSlotStillFree';
import { offerFreedSlot } from './offerFreedSlot';
import { closeOffer, isOfferExpired, lockOfferByCode, type OfferRow, slotOfOffer } from './offerRows';

export const offerAlreadyAcceptedMessage = 'This appointment has already been booked with this link.';
export const offerTakenMessage =
  'Sorry, this appointment was just taken by someone else. You are still on the waitlist.';
export const offerExpiredMessage = 'This offer has expired. You are still on the waitlist.';
export const offerClosedMessage = 'This offer is no longer open.';

/** The English beside each code; the apps show their own texts for the code. */
const offerMessages: Record<OfferRefusal, string> = {
  offerAlreadyAccepted: offerAlreadyAcceptedMessage,
  offerTaken: offerTakenMessage,
  offerExpired: offerExpiredMessage,
  offerClosed: offerClosedMessage,
};
type OfferRefusal = Extract<WaitlistRefusalCode, `offer${string}`>;

interface Outcome {
  appointmentId?: string;
  /** Said with 409 once the transaction has committed what it found (an expiry, a taken slot). */
  refusal?: OfferRefusal;
  /** Freed by this answer: offered to the next patient after the commit. */
  passOn?: FreedSlot | null;
}

function refusalFor(offer: OfferRow): OfferRefusal {
  if (offer.status === 'accepted') return 'offerAlreadyAccepted';
  if (offer.status === 'taken') return 'offerTaken';
  if (offer.status === 'expired') return 'offerExpired';
  return 'offerClosed';
}

async function finish(deps: AppDeps, request: FastifyRequest, outcome: Outcome): Promise<void> {
  if (outcome.passOn) await offerFreedSlot(deps, request.log, outcome.passOn);
  if (outcome.refusal) throw refused(409, outcome.refusal, offerMessages[outcome.refusal]);
}

/**
 * Books the offered slot (first come, first served: the offer and the clinician are locked, and
 * the slot is re-checked). Accepting moves the patient from their current appointment, which
 * frees that one for the next patient waiting.
 */
export async function acceptOffer(deps: AppDeps, request: FastifyRequest, code: string): Promise<string> {
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const offer = await lockOfferByCode(tx, code);
    if (offer.status !== 'offered') return { refusal: refusalFor(offer) };
    if (isOfferExpired(offer)) {
      await closeOffer(tx, offer, 'expired');
      return { refusal: 'offerExpired', passOn: slotOfOffer(offer) };
    }
    await lockClinicians(tx, [offer.clinicianId]);
    const slot = slotOfOffer(offer);
    if (!slot || !(await isSlotStillFree(tx, slot, { offerId: offer.id }))) {
      await closeOffer(tx, offer, 'taken');
      return { refusal: 'offerTaken' };
    }
    const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, offer.entryId));
    if (!entry) return { refusal: 'offerClosed' };
    const [current] = entry.currentAppointmentId
      ? await tx
          .select()
          .from(appointments)
          .where(
            and(eq(appointments.id, entry.currentAppointmentId), eq(appointments.patientId, entry.patientId)),
          )
          .for('update')
      : [];
    const [firstPlace] = await tx
      .select({ id: placesOfService.id })
      .from(placesOfService)
      .where(eq(placesOfService.locationId, offer.locationId))
      .orderBy(asc(placesOfService.name))
      .limit(1);
    const episodeOfCareId =
      current?.episodeOfCareId ??
      (await episodeForBooking(
        tx,
        entry.patientId,
        offer.locationId,
        locationToday(await locationTimeZone(tx, offer.locationId)),
      ));
    const placeOfServiceId =
      current?.locationId === offer.locationId ? current.placeOfServiceId : (firstPlace?.id ?? null);
    const [appointment] = await tx
      .insert(appointments)
      .values({
        patientId: entry.patientId,
        episodeOfCareId,
        locationId: offer.locationId,
        clinicianId: offer.clinicianId,
        serviceId: offer.serviceId,
        placeOfServiceId,
        appointmentDate: offer.slotStart,
        appointmentEndDate: offer.slotEnd,
        status: 'Show',
        notes: 'Booked from the waitlist.',
        videoVisitUrl: await bookedVideoVisitUrl(tx, { placeOfServiceId, clinicianId: offer.clinicianId }),
      })
      .returning({ id: appointments.id });
    if (!appointment) throw new Error('appointment insert returned nothing');
    const respondedAt = now().toISOString();
    await tx
      .update(waitlistOffers)
      .set({ status: 'accepted', respondedAt, appointmentId: appointment.id })
      .where(eq(waitlistOffers.id, offer.id));
    await tx.update(waitlistEntries).set({ status: 'booked' }).where(eq(waitlistEntries.id, entry.id));
    await recordAudit(tx, request, {
      action: 'create',
      resource: 'Appointment',
      resourceId: appointment.id,
      patientId: entry.patientId,
    });
    let passOn: FreedSlot | null = null;
    if (current?.status === 'Show') {
      await tx
        .update(appointments)
        .set({ status: 'Cancelled', notes: 'Moved to an earlier time from the waitlist.' })
        .where(eq(appointments.id, current.id));
      await recordAudit(tx, request, {
        action: 'cancel',
        resource: 'Appointment',
        resourceId: current.id,
        patientId: entry.patientId,
      });
      passOn = slotOfAppointment(current);
    }
    return { appointmentId: appointment.id, passOn };
  });
  await finish(deps, request, outcome);
  if (!outcome.appointmentId) throw new Error('accepted offer without an appointment');
  return outcome.appointmentId;
}

/** The patient does not want this slot: it goes to the next one waiting; they keep their place. */
export async function declineOffer(deps: AppDeps, request: FastifyRequest, code: string): Promise<void> {
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const offer = await lockOfferByCode(tx, code);
    if (offer.status !== 'offered') return { refusal: refusalFor(offer) };
    await closeOffer(tx, offer, isOfferExpired(offer) ? 'expired' : 'declined');
    return { passOn: slotOfOffer(offer) };
  });
  await finish(deps, request, outcome);
}
