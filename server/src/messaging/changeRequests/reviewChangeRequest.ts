import { and, eq } from 'drizzle-orm';
import { notFound, refused } from '../../app/httpError';
import type { Transaction } from '../../db/database';
import { patientChangeRequests, patients } from '../../db/schema';
import { smsConsentAfterPhone } from '../../scheduling/reminders/smsConsent';
import { storedProfileChanges } from './profileChangeValues';

const alreadyReviewedMessage = 'This change request has already been reviewed.';
const notApplicableMessage = 'This change request cannot be applied: its values are not valid.';

type ChangeRequestRow = typeof patientChangeRequests.$inferSelect;

/** Staff's decision: apply the changes, or reject them with the reason the patient reads. */
export type ChangeRequestDecision = { status: 'applied' } | { status: 'rejected'; reason: string };

/**
 * Closes a pending request as applied or rejected; applying writes its changes to the patient
 * in the same transaction. The status check is part of the update, so two reviewers at once
 * cannot both decide it: the second is refused with 409.
 */
export async function reviewChangeRequest(
  tx: Transaction,
  id: string,
  decision: ChangeRequestDecision,
  staffUserId: string,
): Promise<ChangeRequestRow> {
  const [existing] = await tx.select().from(patientChangeRequests).where(eq(patientChangeRequests.id, id));
  if (!existing) throw notFound();
  const [row] = await tx
    .update(patientChangeRequests)
    .set({
      status: decision.status,
      rejectReason: decision.status === 'rejected' ? decision.reason : null,
      reviewedById: staffUserId,
      reviewedAt: new Date().toISOString(),
    })
    .where(and(eq(patientChangeRequests.id, id), eq(patientChangeRequests.status, 'pending')))
    .returning();
  if (!row) throw refused(409, 'changeRequestAlreadyReviewed', alreadyReviewedMessage);
  if (decision.status === 'applied') {
    const changes = storedProfileChanges(row);
    // Thrown inside the transaction: the request stays pending.
    if (!changes) throw refused(400, 'changeRequestNotApplicable', notApplicableMessage);
    await tx
      .update(patients)
      .set({ ...changes, ...smsConsentAfterPhone(changes.phone), updatedAt: new Date().toISOString() })
      .where(eq(patients.id, row.patientId));
  }
  return row;
}
