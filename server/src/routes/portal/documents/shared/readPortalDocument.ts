import type { PortalDocumentsDocument } from '@clinic/api-contract';
import type { DocumentContext } from '@clinic/forms-core';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../../db/database';
import { staffUsers, storedFiles } from '../../../../db/schema';
import { documentTimeZone } from '../../../../documents/clinicTimeZones';
import { isoInstant } from '../../../../documents/isoInstant';
import type { LoadedDocument } from '../../../../documents/loadDocument';
import {
  documentFacts,
  loadPipelineContext,
  replyCollectionsOf,
  replyContextOf,
} from '../../../../documents/pipeline/documentPipelineContext';
import { scoreDetailsOf } from '../../../../documents/scoreDetailsOf';
import { asResults } from '../../../../documents/toDocumentDto';
import { type StoredFileDtoSource, toStoredFileDto } from '../../../../documents/toStoredFileDto';
import { staffDisplayName } from '../../../../messaging/displayNames';

/** What the e-form view of a document is made of. */
interface PortalDocumentParts {
  loaded: LoadedDocument;
  sharer: { firstName: string; lastName: string; credentials: string } | null;
  file: StoredFileDtoSource | null;
  /** The reply's context and collections (never the chart). */
  context: DocumentContext;
  timeZone: string;
}

/**
 * The e-form view of a loaded document: its version content, results, file and who sent it, and
 * what the browser prepares it with (the context, collections and one-time values).
 */
export async function toPortalDocument(
  db: Queryable,
  loaded: LoadedDocument,
): Promise<PortalDocumentsDocument> {
  const { document: d } = loaded;
  const [sharer] = d.sharedById
    ? await db.select().from(staffUsers).where(eq(staffUsers.id, d.sharedById))
    : [];
  const [file] = d.fileId ? await db.select().from(storedFiles).where(eq(storedFiles.id, d.fileId)) : [];
  const context = await loadPipelineContext(db, documentFacts(loaded), { chart: false });
  return portalDocumentReply({
    loaded,
    sharer: sharer ?? null,
    file: file ?? null,
    context,
    timeZone: await documentTimeZone(db, d),
  });
}

/**
 * The e-form view of a document from its parts: the replies of saves and completions. The read
 * builds the same reply in SQL (portalDocumentJsonSql.ts; readAuditedPortalDocument.test.ts
 * holds them equal).
 */
function portalDocumentReply({
  loaded,
  sharer,
  file,
  context,
  timeZone,
}: PortalDocumentParts): PortalDocumentsDocument {
  const { document: d, form, version } = loaded;
  const patient = context.patient;
  if (!patient) throw new Error(`Document ${d.id} names a missing patient`);
  return {
    id: d.id,
    formId: d.formId,
    formName: form.name,
    documentInstructions: form.documentInstructions,
    versionId: version.id,
    content: version.content,
    collections: replyCollectionsOf(context),
    patientId: d.patientId,
    patient: {
      firstName: patient.firstName,
      middleName: patient.middleName ?? '',
      lastName: patient.lastName,
      mrn: patient.mrn,
      dateOfBirth: patient.dateOfBirth ?? '',
    },
    episodeOfCareId: d.episodeOfCareId,
    episodeOfCare: context.episodeOfCare ? { number: context.episodeOfCare.number } : null,
    documentGroupId: d.documentGroupId,
    status: d.status,
    locked: d.status === 'Completed',
    mode: d.mode,
    results: asResults(d.results),
    bakedLayout: d.bakedLayout,
    score: d.score,
    crisisSupport: (scoreDetailsOf(d.scoreDetails)?.alerts.length ?? 0) > 0,
    effectiveDate: isoInstant(d.effectiveDate),
    totalSignatures: d.totalSignatures,
    completedSignatures: d.completedSignatures,
    file: toStoredFileDto(file),
    sentAt: isoInstant(d.sharedAt),
    sentBy: sharer ? staffDisplayName(sharer) : null,
    completedAt: isoInstant(d.completedAt),
    rowVersion: d.rowVersion,
    createdAt: isoInstant(d.createdAt),
    updatedAt: isoInstant(d.updatedAt),
    context: replyContextOf(context),
    oneTimeValues: asResults(d.oneTimeValues),
    ...(loaded.prepared ? { ignoredComponentIds: loaded.prepared.ignored } : {}),
    timeZone,
  };
}
