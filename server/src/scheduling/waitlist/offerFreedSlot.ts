import { and, asc, eq, gte, isNull, lte, notInArray, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app/appInstance';
import { appointments, patients, portalLogins, waitlistEntries, waitlistOffers } from '../../db/schema';
import { lockClinicians } from '../bookingLocks';
import type { FreedSlot } from '../freedSlot';
import { queueMails } from '../schedulingMail';
import { parseWallClock, toDbWallClock, wallDate } from '../wallClock';
import { fitsTimeWindows } from './fitsTimeWindows';
import { isSlotStillFree } from './isSlotStillFree';
import { makeOffer } from './makeOffer';

/**
 * Offers a freed slot to the first patient waiting for it (first come, first served): same
 * location and service, any or the same clinician, the slot's day within their window, on a day
 * of the week and at a part of the day they chose, and earlier than the appointment they would
 * move from. Nobody is offered the same slot twice.
 * The offer holds the slot until it is answered or expires. Failures are logged: the change
 * that freed the slot is already committed.
 */
export async function offerFreedSlot(deps: AppDeps, log: FastifyBaseLogger, slot: FreedSlot): Promise<void> {
  try {
    await deps.db.transaction(async (tx) => {
      await lockClinicians(tx, [slot.clinicianId]);
      if (!(await isSlotStillFree(tx, slot))) return;
      const slotStart = toDbWallClock(slot.startWallMs);
      const slotDate = wallDate(slot.startWallMs);
      const offeredBefore = tx
        .select({ id: waitlistOffers.entryId })
        .from(waitlistOffers)
        .where(
          and(eq(waitlistOffers.clinicianId, slot.clinicianId), eq(waitlistOffers.slotStart, slotStart)),
        );
      const waiting = await tx
        .select({
          entry: waitlistEntries,
          currentStart: appointments.appointmentDate,
          currentStatus: appointments.status,
          loginEmail: portalLogins.email,
          patientEmail: patients.email,
        })
        .from(waitlistEntries)
        .innerJoin(patients, eq(patients.id, waitlistEntries.patientId))
        .leftJoin(portalLogins, eq(portalLogins.id, waitlistEntries.loginId))
        .leftJoin(appointments, eq(appointments.id, waitlistEntries.currentAppointmentId))
        .where(
          and(
            eq(waitlistEntries.status, 'waiting'),
            eq(waitlistEntries.locationId, slot.locationId),
            eq(waitlistEntries.serviceId, slot.serviceId),
            or(isNull(waitlistEntries.clinicianId), eq(waitlistEntries.clinicianId, slot.clinicianId)),
            or(isNull(waitlistEntries.earliestDate), lte(waitlistEntries.earliestDate, slotDate)),
            or(isNull(waitlistEntries.latestDate), gte(waitlistEntries.latestDate, slotDate)),
            notInArray(waitlistEntries.id, offeredBefore),
          ),
        )
        .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
        .for('update', { of: waitlistEntries });
      const chosen = waiting.find(
        (c) =>
          Boolean(c.loginEmail ?? c.patientEmail) &&
          fitsTimeWindows(c.entry, slot.startWallMs) &&
          // Only earlier than an appointment still on the books is worth offering.
          (c.currentStatus !== 'Show' ||
            !c.currentStart ||
            parseWallClock(c.currentStart) > slot.startWallMs),
      );
      const email = chosen?.loginEmail ?? chosen?.patientEmail;
      if (!chosen || !email) return;
      await queueMails(deps, tx, [(await makeOffer(tx, deps, chosen.entry, email, slot)).mail]);
    });
  } catch (error) {
    log.error({ err: error }, 'a freed slot could not be offered to the waitlist');
  }
}
