import type { PortalDocumentsGroup } from '@clinic/api-contract';
import { and, eq, isNull } from 'drizzle-orm';
import { notFound } from '../../../../app/httpError';
import type { Queryable } from '../../../../db/database';
import { documentGroups, formGroups } from '../../../../db/schema';
import { isoInstant } from '../../../../documents/isoInstant';
import type { PortalDocumentActor } from './portalActor';
import { selectPortalDocuments } from './portalDocumentRows';

/**
 * A document group of the patient with its shared documents in the form group's order. The group
 * is visible when it is shared itself or holds a shared document; otherwise it is 404.
 */
export async function readPortalDocumentGroup(
  db: Queryable,
  id: string,
  actor: PortalDocumentActor,
): Promise<PortalDocumentsGroup> {
  const [row] = await db
    .select({ group: documentGroups, formGroup: formGroups })
    .from(documentGroups)
    .innerJoin(formGroups, eq(formGroups.id, documentGroups.formGroupId))
    .where(
      and(
        eq(documentGroups.id, id),
        eq(documentGroups.patientId, actor.patientId),
        isNull(documentGroups.deletedAt),
      ),
    );
  if (!row) throw notFound();
  const members = await selectPortalDocuments(db, actor, { documentGroupId: id });
  if (!row.group.sharedWithPortal && members.length === 0) throw notFound();
  const position = (formId: string) => {
    const index = row.formGroup.formIds.indexOf(formId);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  members.sort((a, b) => position(a.formId) - position(b.formId) || a.createdAt.localeCompare(b.createdAt));
  return {
    id: row.group.id,
    formGroupId: row.group.formGroupId,
    name: row.formGroup.name,
    status: row.group.status,
    effectiveDate: isoInstant(row.group.effectiveDate),
    sentAt: isoInstant(row.group.sharedAt),
    documents: members,
  };
}
