import type { CoreFormsDocumentCreate } from '@clinic/api-contract';
import { prepareSubmission } from '@clinic/forms-core';
import { and, eq, isNull } from 'drizzle-orm';
import { conflict, notFound } from '../app/httpError';
import type { Queryable } from '../db/database';
import { documentGroups, documents, patients } from '../db/schema';
import type { DocumentActor } from './documentActor';
import { documentMessages } from './documentMessages';
import type { LoadedDocument } from './loadDocument';
import { loadEpisode } from './loadEpisode';
import type { DocumentCaller } from './pipeline/documentCaller';
import { loadPipelineContext } from './pipeline/documentPipelineContext';
import { refusedDocument } from './pipeline/refusedDocument';
import { resolveFormVersion } from './resolveFormVersion';
import { fillingModeOf } from './saveDocument';
import { signatureCounts } from './signatureCounts';

export interface NewDocument extends CoreFormsDocumentCreate {
  /** A client-chosen id (PUT Documents/{id}); otherwise the database makes one. */
  id?: string | undefined;
  fileId?: string | null | undefined;
}

/**
 * Creates a Draft document (mode 'Results') on a form version, which is marked as having
 * results. Every id it names must be within reach: the patient (a portal user's own only),
 * the episode and document group of that patient, the form. Otherwise 404. The document is
 * prepared by the pipeline as any save is (defaults, the form's script once, the header and
 * chart sections from the records, the sent answers the caller may give), so what is stored
 * (and checked on completion) is what the user saw.
 */
export async function createDocument(
  db: Queryable,
  input: NewDocument,
  actor: DocumentActor,
  caller: DocumentCaller,
): Promise<LoadedDocument> {
  if (actor.kind === 'portal' && input.patientId !== actor.patientId) throw notFound();
  const [patient] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.id, input.patientId));
  if (!patient) throw notFound();
  if (input.episodeOfCareId) await loadEpisode(db, input.episodeOfCareId, input.patientId);
  if (input.documentGroupId) await requireGroupOf(db, input.documentGroupId, input.patientId);
  if (input.id) {
    const [existing] = await db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.id, input.id));
    if (existing) throw conflict([documentMessages.alreadyExists]);
  }
  const { form, version } = await resolveFormVersion(db, input.formId, input.versionId);
  const {
    id: _ignored,
    formId: _form,
    versionId: _version,
    patientId,
    episodeOfCareId,
    documentGroupId,
    fileId,
    ...changes
  } = input;
  const now = new Date().toISOString();
  const { results: sent, ...fields } = changes;
  const mode = fillingModeOf(actor);
  const context = await loadPipelineContext(
    db,
    {
      content: version.content,
      formName: form.name,
      patientId,
      episodeOfCareId: episodeOfCareId ?? null,
      effectiveDate: fields.effectiveDate ?? null,
    },
    { chart: true },
  );
  const prepared = prepareSubmission({
    content: version.content,
    stored: {},
    sent: sent ?? {},
    mode,
    context,
    language: caller.language,
    logger: caller.logger,
    isNew: true,
  });
  if (Object.keys(prepared.shapeErrors).length > 0)
    throw refusedDocument(version.content, prepared.shapeErrors, caller.language, 'unreadable');
  const [row] = await db
    .insert(documents)
    .values({
      ...(input.id ? { id: input.id } : {}),
      formId: form.id,
      versionId: version.id,
      patientId,
      episodeOfCareId: episodeOfCareId ?? null,
      documentGroupId: documentGroupId ?? null,
      fileId: fileId ?? null,
      status: 'Draft',
      mode: 'Results',
      ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
      results: prepared.results,
      oneTimeValues: prepared.oneTimeValues,
      ...signatureCounts(version.content, prepared.results),
      createdById: actor.kind === 'staff' ? actor.staffUserId : null,
      // What a patient starts in the portal is theirs to see there.
      ...(actor.kind === 'portal' ? { sharedWithPortal: true, sharedAt: now } : {}),
    })
    .returning();
  if (!row) throw new Error('document not inserted');
  return { form, version, document: row, prepared };
}

async function requireGroupOf(db: Queryable, documentGroupId: string, patientId: string): Promise<void> {
  const [group] = await db
    .select({ id: documentGroups.id })
    .from(documentGroups)
    .where(
      and(
        eq(documentGroups.id, documentGroupId),
        eq(documentGroups.patientId, patientId),
        isNull(documentGroups.deletedAt),
      ),
    );
  if (!group) throw notFound();
}
