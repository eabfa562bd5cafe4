import type { AppointmentRequestApproveBody } from '@clinic/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app/appInstance';
import { conflict } from '../app/httpError';
import { recordAudit } from '../audit/recordAudit';
import type { Transaction } from '../db/database';
import { appointmentRequests, appointments } from '../db/schema';
import { announceRequestToPatient, announceRequestToStaff } from '../live/liveEvents';
import type { OutgoingMail } from '../mail/mailer';
import { approvalMail } from './appointmentMail/approvalMail';
import { staffMailLanguage } from './appointmentMail/staffMailLanguage';
import type { AppointmentRequestRow } from './appointmentRequestsWithNames';
import { approveRegistration, isRegistration } from './approveRegistration';
import { claimSlot, locationToday } from './availability';
import { loadBookingScope } from './bookingScope';
import { cancelRescheduled } from './cancellation/cancelRescheduled';
import { now } from './clock';
import type { FreedSlot } from './freedSlot';
import { lockRequest } from './lockRequest';
import { episodeForBooking } from './patientRecords';
import { attachRequesterLogin, type RequesterLoginOutcome } from './requester/requesterLogin';
import { chartForVisitor, type Visitor, type VisitorChart, visitorOf } from './requester/visitorChart';
import {
  queueMails,
  registrationApprovedMail,
  registrationApprovedWithoutPortalMail,
} from './schedulingMail';
import { bookedVideoVisitUrl } from './videoVisit/bookedVideoVisitUrl';
import { offerFreedSlot } from './waitlist/offerFreedSlot';
import { addMinutes, locationNowWallMs, parseWallClock, toDbWallClock } from './wallClock';

export const alreadyReviewedMessage = 'This appointment request has already been reviewed.';
export const slotTakenMessage =
  'This time is no longer free. Choose another clinician, or decline the request so the patient can pick another time.';
export const slotPassedMessage =
  'The requested time has passed. Decline the request so the patient can pick another time.';

interface Approved {
  patientId: string;
  mails: OutgoingMail[];
  /** The slot of the appointment a reschedule request moved the patient from. */
  movedFrom?: FreedSlot | null;
}

/**
 * Approves an unconfirmed request in one transaction: the slot is re-checked with the
 * clinicians locked (never a double booking), a visitor (their address verified) gets the
 * existing chart staff chose or a new one with an episode of care, and the appointment is
 * created. The patient hears of it live and by e-mail.
 */
export async function approveRequest(
  deps: AppDeps,
  request: FastifyRequest,
  requestId: string,
  body: AppointmentRequestApproveBody,
  staffUserId: string,
): Promise<void> {
  const approved = await deps.db.transaction(async (tx): Promise<Approved> => {
    const outcome = await approveInTransaction(tx, deps, request, requestId, body, staffUserId);
    await queueMails(deps, tx, outcome.mails);
    return outcome;
  });
  const event = { requestId, status: 'Approved', change: 'approved' } as const;
  announceRequestToPatient(deps, approved.patientId, event);
  announceRequestToStaff(deps, event);
  if (approved.movedFrom) await offerFreedSlot(deps, request.log, approved.movedFrom);
}

async function approveInTransaction(
  tx: Transaction,
  deps: AppDeps,
  request: FastifyRequest,
  requestId: string,
  body: AppointmentRequestApproveBody,
  staffUserId: string,
): Promise<Approved> {
  const row = await lockRequest(tx, requestId);
  if (row.status !== 'Unconfirmed') throw conflict([alreadyReviewedMessage]);
  const visitor = visitorOf(row, body.patientId);
  if (visitor && isRegistration(row)) {
    const chart = await approveRegistration(tx, request, row, visitor, staffUserId);
    const login = await giveVisitorPortalAccess(tx, deps, row, visitor, chart);
    const signIn = `${deps.config.publicUrl}/signin`;
    const email = visitor.info.email;
    const language = await staffMailLanguage(tx, row);
    const approvedMail = {
      linked: registrationApprovedMail(email, signIn, language),
      awaitingOwner: null,
      notLinked: registrationApprovedWithoutPortalMail(email, language),
    }[login.loginLink];
    return { patientId: chart.patientId, mails: [approvedMail, login.mail].filter(isMail) };
  }
  return bookRequest(tx, deps, request, row, body, visitor, staffUserId);
}

const isMail = (mail: OutgoingMail | null): mail is OutgoingMail => mail !== null;

/** The visitor's address reaches the chart, now or once the owner of its login confirms. */
async function giveVisitorPortalAccess(
  tx: Transaction,
  deps: AppDeps,
  row: AppointmentRequestRow,
  visitor: Visitor,
  chart: VisitorChart,
): Promise<RequesterLoginOutcome> {
  const outcome = await attachRequesterLogin(tx, deps.config.publicUrl, {
    requestId: row.id,
    patientId: chart.patientId,
    email: visitor.info.email,
    language: row.language,
    chart: chart.chart,
  });
  await tx
    .update(appointmentRequests)
    .set({ loginLink: outcome.loginLink })
    .where(eq(appointmentRequests.id, row.id));
  return outcome;
}

async function bookRequest(
  tx: Transaction,
  deps: AppDeps,
  request: FastifyRequest,
  row: AppointmentRequestRow,
  body: AppointmentRequestApproveBody,
  visitor: Visitor | null,
  staffUserId: string,
): Promise<Approved> {
  if (!row.serviceId || !row.locationId || !row.requestedStart) {
    throw conflict(['This appointment request has no time to book.']);
  }
  const scope = await loadBookingScope(tx, {
    serviceId: row.serviceId,
    locationId: row.locationId,
    clinicianId: body.clinicianId ?? row.clinicianId,
  });
  const { timeZone } = scope.location;
  const start = parseWallClock(row.requestedStart);
  if (start <= locationNowWallMs(now(), timeZone)) throw conflict([slotPassedMessage]);
  const clinicianId = await claimSlot(tx, scope, start, { ignoreRequests: true });
  if (!clinicianId) throw conflict([slotTakenMessage]);

  const today = locationToday(timeZone);
  const chart: VisitorChart | null = visitor
    ? await chartForVisitor(tx, request, visitor, { id: scope.location.id, today })
    : null;
  const patientId = chart?.patientId ?? row.patientId;
  if (!patientId) throw conflict(['This appointment request has no usable patient information.']);
  const episodeOfCareId =
    chart?.episodeOfCareId ?? (await episodeForBooking(tx, patientId, scope.location.id, today));
  const [appointment] = await tx
    .insert(appointments)
    .values({
      patientId,
      episodeOfCareId,
      locationId: scope.location.id,
      clinicianId,
      serviceId: scope.service.id,
      placeOfServiceId: row.placeOfServiceId,
      appointmentDate: toDbWallClock(start),
      appointmentEndDate: toDbWallClock(addMinutes(start, scope.service.durationMinutes)),
      status: 'Show',
      notes: body.notes ?? '',
      videoVisitUrl: await bookedVideoVisitUrl(tx, {
        placeOfServiceId: row.placeOfServiceId,
        clinicianId,
        chosen: body.videoVisitUrl,
      }),
    })
    .returning({ id: appointments.id });
  if (!appointment) throw new Error('appointment insert returned nothing');
  await tx
    .update(appointmentRequests)
    .set({
      status: 'Approved',
      patientId,
      clinicianId,
      appointmentId: appointment.id,
      reviewedById: staffUserId,
      reviewedAt: now().toISOString(),
    })
    .where(eq(appointmentRequests.id, row.id));
  await recordAudit(tx, request, {
    action: 'approve',
    resource: 'AppointmentRequest',
    resourceId: row.id,
    patientId,
  });
  await recordAudit(tx, request, {
    action: 'create',
    resource: 'Appointment',
    resourceId: appointment.id,
    patientId,
  });
  const movedFrom = await cancelRescheduled(tx, request, row, patientId);
  const login = visitor && chart ? await giveVisitorPortalAccess(tx, deps, row, visitor, chart) : null;
  const approvedMail = await approvalMail(tx, deps.config.publicUrl, row, appointment.id);
  return { patientId, mails: [approvedMail, login?.mail ?? null].filter(isMail), movedFrom };
}
