import type { AppointmentRequestCreateBody } from '@clinic/api-contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../app/appInstance';
import { refused, refusedWith } from '../../../app/httpError';
import { requestLanguage } from '../../../app/requestLanguage';
import { recordAudit } from '../../../audit/recordAudit';
import type { PortalPrincipal } from '../../../auth/principals';
import {
  appointmentRequests,
  lookupItems,
  patientRequestDocuments,
  placesOfService,
} from '../../../db/schema';
import { documentCaller } from '../../../documents/pipeline/documentCaller';
import { announceRequestToStaff } from '../../../live/liveEvents';
import { loadBookingScope } from '../../../scheduling/bookingScope';
import { checkReschedule } from '../../../scheduling/cancellation/checkReschedule';
import { appointmentRefusal } from '../../../scheduling/cancellation/refusals';
import { issueCancelLink } from '../../../scheduling/cancellation/requestCancelLink';
import { now } from '../../../scheduling/clock';
import { loadLocationIntakeForms } from '../../../scheduling/locationIntakeForms';
import { startEmailVerification } from '../../../scheduling/requester/emailVerification';
import { assertAppointmentRequestsAllowed } from '../../../scheduling/requestSettings';
import { queueMails } from '../../../scheduling/schedulingMail';
import { claimHeldSlot } from '../../../scheduling/slotHolds/claimHeldSlot';
import { addMinutes, locationNowWallMs, parseWallClock, toDbWallClock } from '../../../scheduling/wallClock';
import { validateIntakeDocuments } from './validateIntakeDocuments';

/**
 * The wizard's request: checked step by step (settings, service at the location, place,
 * clinician, a free slot in the location's future, insurance company, intake forms), then
 * stored with its intake documents in one transaction with the slot re-checked under lock.
 * "Any clinician" holds the slot with the first free one (or the one the wizard's hold named);
 * staff may change it on approval.
 */
export async function createAppointmentRequest(
  deps: AppDeps,
  request: FastifyRequest,
  body: AppointmentRequestCreateBody,
  principal: PortalPrincipal | null,
): Promise<string> {
  const db = deps.db;
  await assertAppointmentRequestsAllowed(db, principal !== null);
  if (!principal && !body.patientInfo) {
    throw refused(400, 'patientInfoRequired', 'Please enter your information.', undefined, {
      patientInfo: ['Required'],
    });
  }
  if (body.rescheduleOfAppointmentId) {
    // Only a signed-in patient has appointments to move.
    if (!principal) throw appointmentRefusal('notFound');
    await checkReschedule(db, body.rescheduleOfAppointmentId, principal.patientId);
  }
  const scope = await loadBookingScope(db, body);
  const [place] = await db
    .select({ id: placesOfService.id })
    .from(placesOfService)
    .where(
      and(eq(placesOfService.id, body.placeOfServiceId), eq(placesOfService.locationId, scope.location.id)),
    );
  if (!place) {
    throw refused(
      400,
      'placeOfServiceUnavailable',
      'The chosen place of service is not available at this location.',
    );
  }
  const start = parseWallClock(body.start);
  if (start <= locationNowWallMs(now(), scope.location.timeZone)) throw refusedWith(400, 'slotPassed');
  const companyId = body.insurance?.companyId;
  if (companyId) {
    const [company] = await db
      .select({ id: lookupItems.id })
      .from(lookupItems)
      .where(
        and(
          eq(lookupItems.id, companyId),
          eq(lookupItems.kind, 'InsuranceCompany'),
          eq(lookupItems.active, true),
        ),
      );
    if (!company) {
      throw refused(400, 'insuranceCompanyUnavailable', 'The chosen insurance company is not available.');
    }
  }
  const intakeFormIds = (await loadLocationIntakeForms(db, scope.location)).map((form) => form.formId);
  const intake = await validateIntakeDocuments(db, body.intakeDocuments, intakeFormIds, {
    patientId: principal?.patientId ?? null,
    caller: documentCaller(request),
  });

  const { requestId } = await db.transaction(async (tx) => {
    const clinicianId = await claimHeldSlot(tx, scope, start, body.holdId, principal?.loginId ?? null);
    if (!clinicianId) throw refusedWith(409, 'slotTaken');
    const [row] = await tx
      .insert(appointmentRequests)
      .values({
        loginId: principal?.loginId ?? null,
        patientId: principal?.patientId ?? null,
        status: 'Unconfirmed',
        serviceId: scope.service.id,
        locationId: scope.location.id,
        placeOfServiceId: place.id,
        clinicianId,
        requestedStart: toDbWallClock(start),
        requestedEnd: toDbWallClock(addMinutes(start, scope.service.durationMinutes)),
        patientInfo: body.patientInfo ?? {},
        insurance: body.insurance ?? {},
        paymentInfo: body.paymentInfo,
        language: requestLanguage(request),
        rescheduleOfAppointmentId: body.rescheduleOfAppointmentId ?? null,
      })
      .returning();
    if (!row) throw new Error('request insert returned nothing');
    if (intake.length > 0) {
      await tx
        .insert(patientRequestDocuments)
        .values(intake.map((document) => ({ ...document, patientRequestId: row.id })));
    }
    await recordAudit(tx, request, {
      action: 'create',
      resource: 'AppointmentRequest',
      resourceId: row.id,
      patientId: principal?.patientId ?? null,
    });
    // A visitor proves the address they gave before staff may approve (a patient signed in with theirs).
    const verification =
      !principal && body.patientInfo
        ? await startEmailVerification(
            tx,
            deps.config.publicUrl,
            { ...row, email: body.patientInfo.email },
            await issueCancelLink(tx, deps.config.publicUrl, row.id),
          )
        : null;
    await queueMails(deps, tx, [verification]);
    return { requestId: row.id };
  });
  announceRequestToStaff(deps, { requestId, status: 'Unconfirmed', change: 'created' });
  return requestId;
}
