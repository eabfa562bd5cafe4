import type { AppointmentRequestStatus, EmailVerificationReply } from '@clinic/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app/appInstance';
import { recordAudit } from '../../audit/recordAudit';
import type { Transaction } from '../../db/database';
import { appointmentRequests } from '../../db/schema';
import { announceRequestToStaff } from '../../live/liveEvents';
import type { OutgoingMail } from '../../mail/mailer';
import type { AppointmentRequestRow } from '../appointmentRequestsWithNames';
import { now } from '../clock';
import { lockRequest } from '../lockRequest';
import { consumeRequestCode, issueRequestCode } from './requestCodes';
import { emailVerificationMail, type RequestKind } from './requesterMail';

/** The portal page a verification link opens (apps/portal, /verify-email/{code}). */
export const verifyEmailPath = '/verify-email/';

export const emailNotVerifiedMessage =
  'The requester has not verified their e-mail address yet. It can be approved once they have opened the link we e-mailed them.';

/** A registration asks for no service and no time; anything else is an appointment request. */
export function requestKind(row: Pick<AppointmentRequestRow, 'serviceId' | 'requestedStart'>): RequestKind {
  return row.serviceId === null && row.requestedStart === null ? 'registration' : 'appointmentRequest';
}

/** A visitor's request (no signed-in patient) waits for its address to be verified. */
export function awaitsEmailVerification(row: AppointmentRequestRow): boolean {
  return row.loginId === null && row.patientId === null && row.emailVerifiedAt === null;
}

/**
 * A new verification code for the visitor's request (older ones stop working) and the mail that
 * carries it, to send once the transaction has committed.
 */
export async function startEmailVerification(
  tx: Transaction,
  publicUrl: string,
  row: Pick<AppointmentRequestRow, 'id' | 'language' | 'serviceId' | 'requestedStart'> & { email: string },
  cancelLink?: string,
): Promise<OutgoingMail> {
  const code = await issueRequestCode(tx, 'verifyEmail', { requestId: row.id });
  return emailVerificationMail(
    row.email,
    `${publicUrl}${verifyEmailPath}${code}`,
    row.language,
    requestKind(row),
    cancelLink,
  );
}

/** The visitor opened the mailed link: their request's address is verified, and staff are told live. */
export async function verifyRequesterEmail(
  deps: AppDeps,
  request: FastifyRequest,
  code: string,
): Promise<EmailVerificationReply> {
  const row = await deps.db.transaction(async (tx) => {
    const used = await consumeRequestCode(tx, code, 'verifyEmail');
    const locked = await lockRequest(tx, used.requestId);
    if (locked.emailVerifiedAt === null) {
      await tx
        .update(appointmentRequests)
        .set({ emailVerifiedAt: now().toISOString() })
        .where(eq(appointmentRequests.id, locked.id));
    }
    await recordAudit(tx, request, {
      action: 'verify-email',
      resource: 'AppointmentRequest',
      resourceId: locked.id,
    });
    return locked;
  });
  announceRequestToStaff(deps, {
    requestId: row.id,
    status: row.status as AppointmentRequestStatus,
    change: 'emailVerified',
  });
  return { kind: requestKind(row) };
}
