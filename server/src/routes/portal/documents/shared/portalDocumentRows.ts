import type { PortalDocumentsListItem } from '@clinic/api-contract';
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../../db/database';
import { documents, forms, staffUsers } from '../../../../db/schema';
import { documentScope } from '../../../../documents/documentActor';
import { isoInstant } from '../../../../documents/isoInstant';
import { staffDisplayName } from '../../../../messaging/displayNames';

import type { PortalDocumentActor as PortalActor } from './portalActor';

/** Filters on top of the portal scope (the caller's patient, shared with the portal, not deleted). */
export interface PortalDocumentFilter {
  status?: string | undefined;
  /** 'pending': not Completed (still waits for the patient); 'completed': Completed. */
  state?: 'pending' | 'completed' | undefined;
  episodeOfCareId?: string;
  documentGroupId?: string;
  documentId?: string;
}

function whereOf(actor: PortalActor, filter: PortalDocumentFilter): SQL | undefined {
  return and(
    documentScope(actor),
    filter.status === undefined ? undefined : eq(documents.status, filter.status),
    filter.state === undefined
      ? undefined
      : filter.state === 'completed'
        ? eq(documents.status, 'Completed')
        : ne(documents.status, 'Completed'),
    filter.episodeOfCareId === undefined ? undefined : eq(documents.episodeOfCareId, filter.episodeOfCareId),
    filter.documentGroupId === undefined ? undefined : eq(documents.documentGroupId, filter.documentGroupId),
    filter.documentId === undefined ? undefined : eq(documents.id, filter.documentId),
  );
}

/** The portal's rows, newest first, with the form's name and who shared each ("sent by"). */
export async function selectPortalDocuments(
  db: Queryable,
  actor: PortalActor,
  filter: PortalDocumentFilter,
  paging?: { page: number; pageSize: number },
): Promise<PortalDocumentsListItem[]> {
  const query = db
    .select({
      document: documents,
      formName: forms.name,
      sharer: {
        firstName: staffUsers.firstName,
        lastName: staffUsers.lastName,
        credentials: staffUsers.credentials,
      },
    })
    .from(documents)
    .innerJoin(forms, eq(forms.id, documents.formId))
    .leftJoin(staffUsers, eq(staffUsers.id, documents.sharedById))
    .where(whereOf(actor, filter))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  const rows = paging
    ? await query.limit(paging.pageSize).offset(paging.page * paging.pageSize)
    : await query;
  return rows.map(({ document: d, formName, sharer }) => ({
    id: d.id,
    formId: d.formId,
    name: formName,
    createdAt: isoInstant(d.createdAt),
    status: d.status,
    sentAt: isoInstant(d.sharedAt),
    sentBy: sharer ? staffDisplayName(sharer) : null,
    episodeOfCareId: d.episodeOfCareId,
    documentGroupId: d.documentGroupId,
    effectiveDate: isoInstant(d.effectiveDate),
    completedAt: isoInstant(d.completedAt),
    hasFile: d.fileId !== null,
  }));
}

export async function countPortalDocuments(
  db: Queryable,
  actor: PortalActor,
  filter: PortalDocumentFilter,
): Promise<number> {
  const [row] = await db.select({ total: count() }).from(documents).where(whereOf(actor, filter));
  return row?.total ?? 0;
}
