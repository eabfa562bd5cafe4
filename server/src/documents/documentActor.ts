import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { documents } from '../db/schema';

/**
 * Who acts on a document. Staff reach every document; a portal user only the documents of the
 * patient they act for that were shared with the portal.
 */
export type DocumentActor = StaffDocumentActor | { kind: 'portal'; loginId: string; patientId: string };
export type StaffDocumentActor = { kind: 'staff'; staffUserId: string };

/** The documents staff may see: every one not deleted. */
export function staffDocumentScope(): SQL {
  return isNull(documents.deletedAt);
}

/** The documents the actor may see (soft-deleted ones never). */
export function documentScope(actor: DocumentActor): SQL {
  if (actor.kind === 'staff') return staffDocumentScope();
  return and(
    staffDocumentScope(),
    eq(documents.patientId, actor.patientId),
    eq(documents.sharedWithPortal, true),
  ) as SQL;
}

/** stored_files.uploadedBy* and the like. */
export function actorRef(actor: DocumentActor): { type: 'staff' | 'portal'; id: string } {
  return actor.kind === 'staff'
    ? { type: 'staff', id: actor.staffUserId }
    : { type: 'portal', id: actor.loginId };
}
