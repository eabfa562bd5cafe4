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

/**
 * The documents a portal user acting for the patient may see: the patient's, shared with the
 * portal. The patient is an id, or a column of the statement (a batched read's session).
 */
export function portalDocumentScope(patientId: string | SQL): SQL {
  return and(
    staffDocumentScope(),
    eq(documents.patientId, patientId),
    eq(documents.sharedWithPortal, true),
  ) as SQL;
}

/** The documents the actor may see (soft-deleted ones never). */
export function documentScope(actor: DocumentActor): SQL {
  return actor.kind === 'staff' ? staffDocumentScope() : portalDocumentScope(actor.patientId);
}

/** stored_files.uploadedBy* and the like. */
export function actorRef(actor: DocumentActor): { type: 'staff' | 'portal'; id: string } {
  return actor.kind === 'staff'
    ? { type: 'staff', id: actor.staffUserId }
    : { type: 'portal', id: actor.loginId };
}
