import { and, eq } from 'drizzle-orm';
import { badRequest, notFound } from '../../app/httpError';
import type { Transaction } from '../../db/database';
import { patientChangeRequests, patients } from '../../db/schema';
import { storedProfileChanges } from './profileChangeValues';

export const alreadyReviewedMessage = 'This change request has already been reviewed.';

type ChangeRequestRow = typeof patientChangeRequests.$inferSelect;

/**
 * Closes a pending request as applied or rejected; applying writes its changes to the patient
 * in the same transaction. The status check is part of the update, so two reviewers at once
 * cannot both apply it.
 */
export async function reviewChangeRequest(
  tx: Transaction,
  id: string,
  decision: 'applied' | 'rejected',
  staffUserId: string,
): Promise<ChangeRequestRow> {
  const [existing] = await tx.select().from(patientChangeRequests).where(eq(patientChangeRequests.id, id));
  if (!existing) throw notFound();
  const [row] = await tx
    .update(patientChangeRequests)
    .set({ status: decision, reviewedById: staffUserId, reviewedAt: new Date().toISOString() })
    .where(and(eq(patientChangeRequests.id, id), eq(patientChangeRequests.status, 'pending')))
    .returning();
  if (!row) throw badRequest([alreadyReviewedMessage]);
  if (decision === 'applied') {
    const changes = storedProfileChanges(row);
    if (!changes) throw badRequest(['This change request cannot be applied: its values are not valid.']);
    await tx
      .update(patients)
      .set({ ...changes, updatedAt: new Date().toISOString() })
      .where(eq(patients.id, row.patientId));
  }
  return row;
}
