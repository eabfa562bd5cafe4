import crypto from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/recordAudit';
import type { Queryable } from '../db/database';
import { patients, portalSignInFailures } from '../db/schema';
import { patientFailuresBeforeLock, patientFailureWindowMs, patientLockMs } from './signInPolicy';

type PatientRow = typeof patients.$inferSelect;

export type DateOfBirthCheck =
  | { kind: 'ok'; patient: PatientRow }
  | { kind: 'wrong' }
  /** The patient's portal sign-in is locked: the date was not even compared. */
  | { kind: 'locked' };

const sameText = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Compares a patient's date of birth. The patient row is locked for the rest of the
 * transaction, so attempts for one patient take turns and the failure count is exact. A wrong
 * date is recorded (failure row, audit) and the tenth within 24 hours locks the patient's
 * portal sign-in (and e-form links, which count here too) for an hour, audited as 'portal-lock'. The caller commits these writes.
 */
export async function checkDateOfBirth(
  tx: Queryable,
  request: FastifyRequest,
  attempt: {
    patientId: string;
    dateOfBirth: string;
    linkId: string | null;
    now: Date;
    /** The refusal's audit action: 'sign-in' (the default), or 'eform-open' for an e-form link. */
    auditAction?: string;
  },
): Promise<DateOfBirthCheck> {
  const { patientId, now } = attempt;
  const [patient] = await tx.select().from(patients).where(eq(patients.id, patientId)).for('update');
  if (!patient) return { kind: 'wrong' };
  if (patient.portalLockedUntil && Date.parse(patient.portalLockedUntil) > now.getTime())
    return { kind: 'locked' };
  if (sameText(patient.dateOfBirth, attempt.dateOfBirth)) return { kind: 'ok', patient };

  await tx.insert(portalSignInFailures).values({ patientId, linkId: attempt.linkId, at: now.toISOString() });
  await recordAudit(tx, request, {
    action: attempt.auditAction ?? 'sign-in',
    resource: 'Patient',
    resourceId: patientId,
    patientId,
    outcome: 'denied',
  });
  const [recent] = await tx
    .select({ failures: count() })
    .from(portalSignInFailures)
    .where(
      and(
        eq(portalSignInFailures.patientId, patientId),
        gt(portalSignInFailures.at, new Date(now.getTime() - patientFailureWindowMs).toISOString()),
      ),
    );
  if ((recent?.failures ?? 0) >= patientFailuresBeforeLock) {
    await tx
      .update(patients)
      .set({ portalLockedUntil: new Date(now.getTime() + patientLockMs).toISOString() })
      .where(eq(patients.id, patientId));
    await recordAudit(tx, request, {
      action: 'portal-lock',
      resource: 'Patient',
      resourceId: patientId,
      patientId,
    });
  }
  return { kind: 'wrong' };
}
