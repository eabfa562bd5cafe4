import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { scoreAlerts, staffUsers } from '../../db/schema';
import type { JobQueue } from '../../jobs/jobQueue';
import { queueMailJob } from '../../mail/mailQueue';
import { scoreAlertJobKind } from './scoreAlertJob';

/** An alert to raise: an instrument's code, or a field alert's code with the field it names. */
export interface RaisedAlert {
  code: string;
  params?: Record<string, string>;
}

export interface AlertedDocument {
  id: string;
  patientId: string;
  /** The staff member the document is for: who shared it with the patient, else who created it. */
  clinicianId: string | null;
}

/**
 * Inside the completion's transaction: one open alert per code the score raised and per field
 * whose "alert when…" the answers met (a completion after an unlock raises nothing twice), and a notice to the document's clinician queued with it,
 * so an alert and its e-mail exist exactly when the completion does. The e-mail holds no
 * clinical content; the mail queue sends it within seconds.
 */
export async function raiseScoreAlerts(
  jobs: JobQueue,
  db: Queryable,
  document: AlertedDocument,
  alerts: readonly RaisedAlert[],
) {
  if (alerts.length === 0) return;
  const raised = await db
    .insert(scoreAlerts)
    .values(
      alerts.map(({ code, params }) => ({
        documentId: document.id,
        patientId: document.patientId,
        code,
        params: params ?? {},
      })),
    )
    .onConflictDoNothing()
    .returning({ id: scoreAlerts.id });
  if (raised.length === 0 || !document.clinicianId) return;
  const [clinician] = await db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, document.clinicianId), isNull(staffUsers.disabledAt)));
  if (!clinician) return;
  for (const alert of raised)
    await queueMailJob(jobs, db, scoreAlertJobKind, clinician.email, { alertId: alert.id });
}
