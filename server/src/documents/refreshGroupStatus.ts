import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { documentGroups, documents } from '../db/schema';

/** A document group is Completed when every one of its documents is, Draft otherwise. */
export async function refreshGroupStatus(db: Queryable, documentGroupId: string | null): Promise<void> {
  if (!documentGroupId) return;
  const members = await db
    .select({ status: documents.status })
    .from(documents)
    .where(and(eq(documents.documentGroupId, documentGroupId), isNull(documents.deletedAt)));
  // A group uploaded as one scanned file has no member documents and keeps its own status.
  if (members.length === 0) return;
  const status = members.every((member) => member.status === 'Completed') ? 'Completed' : 'Draft';
  await db.update(documentGroups).set({ status }).where(eq(documentGroups.id, documentGroupId));
}
