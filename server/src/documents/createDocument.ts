import type { CoreFormsDocumentCreate } from '@clinic/api-contract';
import { defaultResults } from '@clinic/forms-core';
import { and, eq, isNull } from 'drizzle-orm';
import { conflict, notFound } from '../app/httpError';
import type { Queryable } from '../db/database';
import { documentGroups, documents, patients } from '../db/schema';
import type { DocumentActor } from './documentActor';
import { documentChangeValues } from './documentChanges';
import { documentMessages } from './documentMessages';
import type { LoadedDocument } from './loadDocument';
import { loadEpisode } from './loadEpisode';
import { resolveFormVersion } from './resolveFormVersion';

export interface NewDocument extends CoreFormsDocumentCreate {
  /** A client-chosen id (PUT Documents/{id}); otherwise the database makes one. */
  id?: string | undefined;
  fileId?: string | null | undefined;
}

/**
 * Creates a Draft document (mode 'Results') on a form version, which is marked as having
 * results. Every id it names must be within reach: the patient (a portal user's own only),
 * the episode and document group of that patient, the form. Otherwise 404. Components the
 * request gives no result start with their default value, as the form store shows them, so
 * what is stored (and validated by SaveAndComplete) is what the user saw.
 */
export async function createDocument(
  db: Queryable,
  input: NewDocument,
  actor: DocumentActor,
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
  const initialResults = defaultResults(version.content);
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
      results: initialResults,
      ...documentChangeValues(
        version.content,
        initialResults,
        { ...changes, results: defaultResults(version.content, changes.results ?? {}) },
        actor,
      ),
      createdById: actor.kind === 'staff' ? actor.staffUserId : null,
      // What a patient starts in the portal is theirs to see there.
      ...(actor.kind === 'portal' ? { sharedWithPortal: true, sharedAt: now } : {}),
    })
    .returning();
  if (!row) throw new Error('document not inserted');
  return { form, version, document: row };
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
