import type {
  CoreFormsDocument,
  CoreFormsDocumentListItem,
  CoreFormsPickedDocument,
} from '@clinic/api-contract';
import { eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { documents, forms, staffUsers, storedFiles } from '../db/schema';
import { isoInstant } from './isoInstant';
import type { DocumentRow } from './loadDocument';
import { scoreDetailsOf } from './scoreDetailsOf';
import { type StaffName, toPerson } from './toPerson';
import { toStoredFileDto } from './toStoredFileDto';

/** A document with its form's name and category, its author and its uploaded file. */
export interface DocumentDtoRow {
  document: DocumentRow;
  form: { name: string; category: (typeof forms.$inferSelect)['category'] };
  author: StaffName | null;
  file: typeof storedFiles.$inferSelect | null;
}

/** How a document reply joins its form, its author and its uploaded file. */
export const documentJoins = {
  form: eq(forms.id, documents.formId),
  author: eq(staffUsers.id, documents.createdById),
  file: eq(storedFiles.id, documents.fileId),
};

/** What replies show of the author (toPerson): never the password hash or the signature image. */
const authorColumns = () => ({
  id: staffUsers.id,
  firstName: staffUsers.firstName,
  middleName: staffUsers.middleName,
  lastName: staffUsers.lastName,
  credentials: staffUsers.credentials,
});

/** What an episode list shows of a document: no results, layout or file details. */
export interface DocumentListRow {
  document: Pick<
    DocumentRow,
    | 'id'
    | 'formId'
    | 'versionId'
    | 'patientId'
    | 'episodeOfCareId'
    | 'documentGroupId'
    | 'status'
    | 'score'
    | 'effectiveDate'
    | 'fileId'
    | 'sharedWithPortal'
    | 'completedAt'
    | 'createdAt'
  >;
  form: DocumentDtoRow['form'];
  author: StaffName | null;
}

/**
 * The joined query of list rows (DocumentListRow), light enough for long histories: the
 * results, the baked layout and the file row are not fetched. `extra` as for
 * selectDocumentDtoRows.
 */
export function selectDocumentListRows<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Pick<Queryable, 'select'>,
  extra?: Extra,
) {
  return db
    .select({
      document: {
        id: documents.id,
        formId: documents.formId,
        versionId: documents.versionId,
        patientId: documents.patientId,
        episodeOfCareId: documents.episodeOfCareId,
        documentGroupId: documents.documentGroupId,
        status: documents.status,
        score: documents.score,
        effectiveDate: documents.effectiveDate,
        fileId: documents.fileId,
        sharedWithPortal: documents.sharedWithPortal,
        completedAt: documents.completedAt,
        createdAt: documents.createdAt,
      },
      form: { name: forms.name, category: forms.category },
      author: authorColumns(),
      ...(extra as Extra),
    })
    .from(documents)
    .innerJoin(forms, documentJoins.form)
    .leftJoin(staffUsers, documentJoins.author);
}

/**
 * The joined query every document reply starts from; callers add where, order and limit.
 * `extra` adds fields, e.g. a window count so a page and its total come in one query.
 */
export function selectDocumentDtoRows<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Pick<Queryable, 'select'>,
  extra?: Extra,
) {
  return db
    .select({
      document: documents,
      form: { name: forms.name, category: forms.category },
      author: authorColumns(),
      file: storedFiles,
      ...(extra as Extra),
    })
    .from(documents)
    .innerJoin(forms, documentJoins.form)
    .leftJoin(staffUsers, documentJoins.author)
    .leftJoin(storedFiles, documentJoins.file);
}

export function toDocumentDto({ document: d, form, author, file }: DocumentDtoRow): CoreFormsDocument {
  return {
    id: d.id,
    formId: d.formId,
    formName: form.name,
    versionId: d.versionId,
    patientId: d.patientId,
    episodeOfCareId: d.episodeOfCareId,
    status: d.status,
    mode: d.mode,
    results: asResults(d.results),
    documentGroupId: d.documentGroupId,
    groupSessionId: d.groupSessionId,
    bakedLayout: d.bakedLayout,
    score: d.score,
    scoreReason: d.scoreReason,
    scoreSetAt: isoInstant(d.scoreSetAt),
    scoreSetById: d.scoreSetById,
    scoreSetByName: d.scoreSetByName,
    scoreDetails: scoreDetailsOf(d.scoreDetails),
    effectiveDate: isoInstant(d.effectiveDate),
    nextReviewDate: d.nextReviewDate,
    parentDocumentId: d.parentDocumentId,
    scheduleEventId: d.scheduleEventId,
    scheduleEventParticipantId: d.scheduleEventParticipantId,
    notes: d.notes,
    unlockReason: d.unlockReason,
    totalSignatures: d.totalSignatures,
    completedSignatures: d.completedSignatures,
    attachForm: d.attachForm,
    file: toStoredFileDto(file),
    sharedWithPortal: d.sharedWithPortal,
    sharedAt: isoInstant(d.sharedAt),
    sharedById: d.sharedById,
    createdBy: toPerson(author),
    completedAt: isoInstant(d.completedAt),
    rowVersion: d.rowVersion,
    createdAt: isoInstant(d.createdAt),
    updatedAt: isoInstant(d.updatedAt),
  };
}

export function toDocumentListItem({
  document: d,
  form,
  author,
}: DocumentListRow): CoreFormsDocumentListItem {
  return {
    id: d.id,
    formId: d.formId,
    formName: form.name,
    category: form.category,
    versionId: d.versionId,
    patientId: d.patientId,
    episodeOfCareId: d.episodeOfCareId,
    documentGroupId: d.documentGroupId,
    status: d.status,
    score: d.score,
    effectiveDate: isoInstant(d.effectiveDate),
    hasFile: d.fileId !== null,
    sharedWithPortal: d.sharedWithPortal,
    createdBy: toPerson(author),
    completedAt: isoInstant(d.completedAt),
    createdAt: isoInstant(d.createdAt),
  };
}

/** The document picker's value (forms.md section 3). */
export function toPickedDocument({ document: d, author }: DocumentDtoRow): CoreFormsPickedDocument {
  return {
    id: d.id,
    status: d.status,
    versionId: d.versionId,
    createdAt: isoInstant(d.createdAt),
    createdBy: toPerson(author),
    mode: d.mode,
    results: asResults(d.results),
    score: d.score,
    effectiveDate: isoInstant(d.effectiveDate),
  };
}

/** results is a jsonb object by construction (every write goes through the results schema). */
export function asResults(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
