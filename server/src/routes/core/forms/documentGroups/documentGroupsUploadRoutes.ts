import {
  coreFormsDocumentGroupSchema,
  coreFormsDocumentGroupUploadFieldsSchema,
  coreFormsDocumentGroupUploadPatchFieldsSchema,
  coreFormsDocumentGroupUploadPatchSchema,
  coreFormsDocumentGroupUploadSchema,
  coreFormsDownloadTokenSchema,
  errorReplySchema,
  idParamsSchema,
} from '@clinic/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { AppInstance } from '../../../../app/appInstance';
import { badRequest, conflict, notFound } from '../../../../app/httpError';
import type { Transaction } from '../../../../db/database';
import { documentGroups, formGroups, patients } from '../../../../db/schema';
import { documentMessages } from '../../../../documents/documentMessages';
import { loadEpisode } from '../../../../documents/loadEpisode';
import { storePatientFile } from '../../../../documents/storePatientFile';
import { acceptMultipartUploads } from '../../../../files/acceptMultipartUploads';
import { downloadLink } from '../../../../files/downloadToken';
import { multipartConsumes, multipartValidatorCompiler } from '../../../../files/multipartRoute';
import { readMultipart } from '../../../../files/readMultipart';
import { fileRequiredMessage } from '../documents/documentsUploadRoutes';
import { uploadErrors as errors, security } from '../routeSchemaParts';
import { staffActor } from '../staffActor';
import { auditGroups } from './documentGroupsRoutes';
import { loadDocumentGroup, readDocumentGroup } from './readDocumentGroups';

const tags = ['core: document groups'];

async function requireFormGroup(tx: Transaction, id: string): Promise<void> {
  const [formGroup] = await tx.select({ id: formGroups.id }).from(formGroups).where(eq(formGroups.id, id));
  if (!formGroup) throw notFound();
}

/** A document group uploaded as one scanned file instead of filled documents. */
export async function documentGroupsUploadRoutes(app: AppInstance): Promise<void> {
  await acceptMultipartUploads(app);
  const db = app.deps.db;

  app.put(
    '/api/core/DocumentGroups/upload',
    {
      validatorCompiler: multipartValidatorCompiler,
      schema: {
        tags,
        security,
        summary: 'Uploads a scanned document group (multipart)',
        description: 'The file type is detected from its content: PDF or image, at most 20 MB.',
        consumes: multipartConsumes,
        body: coreFormsDocumentGroupUploadSchema,
        response: { 201: coreFormsDocumentGroupSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = staffActor(request);
      const { fields, file } = await readMultipart(request, coreFormsDocumentGroupUploadFieldsSchema);
      if (!file) throw badRequest([fileRequiredMessage]);
      const dto = await db.transaction(async (tx) => {
        const [patient] = await tx
          .select({ id: patients.id })
          .from(patients)
          .where(eq(patients.id, fields.PatientId));
        if (!patient) throw notFound();
        await requireFormGroup(tx, fields.FormGroupId);
        if (fields.EpisodeOfCareId) await loadEpisode(tx, fields.EpisodeOfCareId, fields.PatientId);
        const stored = await storePatientFile(tx, app.files.forNewFiles, file, fields.PatientId, actor);
        const [group] = await tx
          .insert(documentGroups)
          .values({
            formGroupId: fields.FormGroupId,
            patientId: fields.PatientId,
            episodeOfCareId: fields.EpisodeOfCareId ?? null,
            effectiveDate: fields.EffectiveDate ?? null,
            status: fields.Status,
            fileId: stored.id,
            createdById: actor.kind === 'staff' ? actor.staffUserId : null,
          })
          .returning();
        if (!group) throw new Error('document group not inserted');
        await auditGroups(tx, request, 'upload', [group]);
        return readDocumentGroup(tx, group.id);
      });
      return reply.status(201).send(dto);
    },
  );

  app.patch(
    '/api/core/DocumentGroups/upload',
    {
      validatorCompiler: multipartValidatorCompiler,
      schema: {
        tags,
        security,
        summary: 'Replaces the file or changes the fields of an uploaded document group (multipart)',
        description: 'A completed group takes an UnlockReason to be changed.',
        consumes: multipartConsumes,
        body: coreFormsDocumentGroupUploadPatchSchema,
        response: { 200: coreFormsDocumentGroupSchema, ...errors },
      },
    },
    async (request) => {
      const actor = staffActor(request);
      const { fields, file } = await readMultipart(request, coreFormsDocumentGroupUploadPatchFieldsSchema);
      return db.transaction(async (tx) => {
        const group = await loadDocumentGroup(tx, fields.id, { lock: true });
        const unlocking = group.status === 'Completed';
        if (unlocking && !fields.UnlockReason) throw conflict([documentMessages.locked]);
        if (fields.FormGroupId) await requireFormGroup(tx, fields.FormGroupId);
        const stored = file
          ? await storePatientFile(tx, app.files.forNewFiles, file, group.patientId, actor)
          : undefined;
        await tx
          .update(documentGroups)
          .set({
            ...(stored ? { fileId: stored.id } : {}),
            ...(fields.EffectiveDate ? { effectiveDate: fields.EffectiveDate } : {}),
            ...(fields.FormGroupId ? { formGroupId: fields.FormGroupId } : {}),
            ...(unlocking ? { unlockReason: fields.UnlockReason, status: 'Draft' } : {}),
            ...(fields.Status ? { status: fields.Status } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(documentGroups.id, group.id));
        await auditGroups(tx, request, 'upload', [group]);
        return readDocumentGroup(tx, group.id);
      });
    },
  );

  app.get(
    '/api/core/DocumentGroups/:id/DownloadToken',
    {
      schema: {
        tags,
        security,
        summary: "A five-minute download link of a document group's uploaded file",
        params: idParamsSchema,
        response: {
          200: coreFormsDownloadTokenSchema,
          401: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
        },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const group = await loadDocumentGroup(tx, request.params.id);
        if (!group.fileId) throw conflict([documentMessages.noFile]);
        await auditGroups(tx, request, 'download-link', [group]);
        return downloadLink(app.deps.signingKey, 'core', group.fileId);
      }),
  );
}
