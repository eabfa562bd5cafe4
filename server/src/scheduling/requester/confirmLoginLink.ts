import type { LoginLinkConfirmationReply } from '@clinic/api-contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { refused } from '../../app/httpError';
import { recordAudit } from '../../audit/recordAudit';
import type { Database } from '../../db/database';
import { appointmentRequests, patients, portalLoginPatients, portalLogins } from '../../db/schema';
import { toPatientChoice } from '../../portalAuth/linkedPatients';
import { consumeRequestCode, unusableCodeMessage } from './requestCodes';

/**
 * The owner of an existing portal login accepts the chart an approved request made: the login
 * then reaches it. A login removed since the mail was sent gets nothing.
 */
export async function confirmLoginLink(
  db: Database,
  request: FastifyRequest,
  code: string,
): Promise<LoginLinkConfirmationReply> {
  return db.transaction(async (tx) => {
    const used = await consumeRequestCode(tx, code, 'confirmLoginLink');
    if (!used.loginId || !used.patientId) throw new Error('login link code without login or patient');
    const [login] = await tx
      .select({ id: portalLogins.id })
      .from(portalLogins)
      .where(and(eq(portalLogins.id, used.loginId), isNull(portalLogins.deletedAt)));
    const [patient] = await tx
      .select({ id: patients.id, firstName: patients.firstName, lastName: patients.lastName })
      .from(patients)
      .where(eq(patients.id, used.patientId));
    if (!login || !patient) throw refused(400, 'requesterLinkUnusable', unusableCodeMessage);
    await tx
      .insert(portalLoginPatients)
      .values({ loginId: login.id, patientId: used.patientId })
      .onConflictDoNothing();
    await tx
      .update(appointmentRequests)
      .set({ loginLink: 'linked' })
      .where(eq(appointmentRequests.id, used.requestId));
    await recordAudit(tx, request, {
      action: 'link',
      resource: 'PortalLogin',
      resourceId: login.id,
      patientId: used.patientId,
    });
    return { patientName: toPatientChoice(patient).name };
  });
}
