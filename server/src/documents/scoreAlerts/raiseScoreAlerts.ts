import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { scoreAlerts, staffUsers } from '../../db/schema';
import { enqueueMailJob } from '../../mail/mailQueue';
import { scoreAlertJobKind } from './scoreAlertJob';

export interface AlertedDocument {
  id: string;
  patientId: string;
  /** The staff member the document is for: who shared it with the patient, else who created it. */
  clinicianId: string | null;
}

/**
 * Inside the completion's transaction: one open alert per code the score raised (a completion
 * after an unlock raises nothing twice), and a notice to the document's clinician queued with it,
 * so an alert and its e-mail exist exactly when the completion does. The e-mail holds no
 * clinical content; the mail queue worker sends it within seconds.
 */
export async function raiseScoreAlerts(db: Queryable, document: AlertedDocument, codes: readonly string[]) {
  if (codes.length === 0) return;
  const raised = await db
    .insert(scoreAlerts)
    .values(codes.map((code) => ({ documentId: document.id, patientId: document.patientId, code })))
    .onConflictDoNothing()
    .returning({ id: scoreAlerts.id });
  if (raised.length === 0 || !document.clinicianId) return;
  const [clinician] = await db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, document.clinicianId), isNull(staffUsers.disabledAt)));
  if (!clinician) return;
  for (const alert of raised)
    await enqueueMailJob(db, scoreAlertJobKind, clinician.email, { alertId: alert.id });
}
