import {
  coreFormsDocumentSchema,
  coreFormsDocumentUploadFieldsSchema,
  coreFormsDocumentUploadPatchFieldsSchema,
  coreFormsDocumentUploadPatchSchema,
  coreFormsDocumentUploadSchema,
  coreFormsDownloadParamsSchema,
  coreFormsDownloadTokenSchema,
  errorReplySchema,
  idParamsSchema,
} from '@clinic/api-contract';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { badRequest, conflict } from '../../../../app/httpError';
import { recordAudit } from '../../../../audit/recordAudit';
import { completeDocument } from '../../../../documents/completeDocument';
import { createDocument } from '../../../../documents/createDocument';
import { documentMessages } from '../../../../documents/documentMessages';
import { type LoadedDocument, loadDocument } from '../../../../documents/loadDocument';
import { documentCaller } from '../../../../documents/pipeline/documentCaller';
import { refreshGroupStatus } from '../../../../documents/refreshGroupStatus';
import { resolveFormVersion } from '../../../../documents/resolveFormVersion';
import { assertCurrentRowVersion, updateDocumentRow } from '../../../../documents/saveDocument';
import { storePatientFile } from '../../../../documents/storePatientFile';
import { acceptMultipartUploads } from '../../../../files/acceptMultipartUploads';
import { downloadLink } from '../../../../files/downloadToken';
import { multipartConsumes, multipartValidatorCompiler } from '../../../../files/multipartRoute';
import { readMultipart } from '../../../../files/readMultipart';
import { serveDownload } from '../../../../files/serveDownload';
import { uploadErrors as errors, security } from '../routeSchemaParts';
import { staffActor } from '../staffActor';
import { auditedDocumentChange } from './auditedDocuments';

const tags = ['core: documents'];

export const fileRequiredMessage = 'Choose the file to upload.';
export const formOfFilledDocumentMessage = 'The form of a filled document cannot be changed.';

/** Completing an upload: a scan without the form attached is complete as it is. */
const staffCheck = { mode: 'form-submitter', filling: false } as const;

/** Scanned documents: upload, replace, and the short-lived download links of their files. */
export async function documentsUploadRoutes(app: AppInstance): Promise<void> {
  await acceptMultipartUploads(app);
  const db = app.deps.db;

  app.put(
    '/api/core/Documents/upload',
    {
      validatorCompiler: multipartValidatorCompiler,
      schema: {
        tags,
        security,
        summary: 'Uploads a scanned document (multipart)',
        description:
          'Fields as the spec names them. The file type is detected from its content: PDF, PNG, JPEG, GIF, WebP or TIFF, at most 20 MB. Status Completed completes it at once.',
        consumes: multipartConsumes,
        body: coreFormsDocumentUploadSchema,
        response: { 201: coreFormsDocumentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readMultipart(request, coreFormsDocumentUploadFieldsSchema);
      if (!file) throw badRequest([fileRequiredMessage]);
      const caller = documentCaller(request);
      const dto = await auditedDocumentChange(app, request, 'upload', async (tx, actor) => {
        const stored = await storePatientFile(tx, app.files.forNewFiles, file, fields.PatientId, actor);
        const created = await createDocument(
          tx,
          {
            id: fields.id,
            formId: fields.FormId,
            patientId: fields.PatientId,
            episodeOfCareId: fields.EpisodeOfCareId ?? null,
            effectiveDate: fields.EffectiveDate ?? null,
            scheduleEventId: fields.ScheduleEventId ?? null,
            attachForm: fields.AttachForm,
            fileId: stored.id,
          },
          actor,
          caller,
        );
        return fields.Status === 'Completed'
          ? completeDocument(tx, created, { ...staffCheck, caller, jobs: app.jobs })
          : created;
      });
      return reply.status(201).send(dto);
    },
  );

  app.patch(
    '/api/core/Documents/upload',
    {
      validatorCompiler: multipartValidatorCompiler,
      schema: {
        tags,
        security,
        summary: 'Replaces the file or changes the fields of an uploaded document (multipart)',
        description:
          'A completed document takes an UnlockReason to be changed. Status Completed completes it again; RowVersion, when sent, must be current.',
        consumes: multipartConsumes,
        body: coreFormsDocumentUploadPatchSchema,
        response: { 200: coreFormsDocumentSchema, ...errors },
      },
    },
    async (request) => {
      const { fields, file } = await readMultipart(request, coreFormsDocumentUploadPatchFieldsSchema);
      const caller = documentCaller(request);
      return auditedDocumentChange(app, request, 'upload', async (tx, actor) => {
        const loaded = await loadDocument(tx, fields.id, actor, { lock: true });
        const { document } = loaded;
        const unlocking = document.status === 'Completed';
        if (unlocking && !fields.UnlockReason) throw conflict([documentMessages.locked]);
        assertCurrentRowVersion(document, fields.RowVersion);
        let target: Pick<LoadedDocument, 'form' | 'version'> = loaded;
        if (fields.FormId && fields.FormId !== document.formId) {
          if (document.fileId === null || document.attachForm)
            throw badRequest([formOfFilledDocumentMessage]);
          target = await resolveFormVersion(tx, fields.FormId, undefined);
        }
        const stored = file
          ? await storePatientFile(tx, app.files.forNewFiles, file, document.patientId, actor)
          : undefined;
        const updated = await updateDocumentRow(tx, document.id, {
          formId: target.form.id,
          versionId: target.version.id,
          ...(stored ? { fileId: stored.id } : {}),
          ...(fields.EffectiveDate ? { effectiveDate: fields.EffectiveDate } : {}),
          ...(unlocking ? { status: 'Draft', completedAt: null, unlockReason: fields.UnlockReason } : {}),
        });
        const next: LoadedDocument = { ...target, document: updated };
        if (fields.Status === 'Completed')
          return completeDocument(tx, next, { ...staffCheck, caller, jobs: app.jobs });
        await refreshGroupStatus(tx, updated.documentGroupId);
        return next;
      });
    },
  );

  app.get(
    '/api/core/Documents/:id/DownloadToken',
    {
      schema: {
        tags,
        security,
        summary: "A five-minute download link of a document's uploaded file",
        description: 'Open `url` without the bearer header (a plain link); it serves that file only.',
        params: idParamsSchema,
        response: {
          200: coreFormsDownloadTokenSchema,
          401: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
        },
      },
    },
    async (request) => {
      const actor = staffActor(request);
      return db.transaction(async (tx) => {
        const { document } = await loadDocument(tx, request.params.id, actor);
        if (!document.fileId) throw conflict([documentMessages.noFile]);
        await recordAudit(tx, request, {
          action: 'download-link',
          resource: 'Document',
          resourceId: document.id,
          patientId: document.patientId,
        });
        return downloadLink(app.deps.signingKey, 'core', document.fileId);
      });
    },
  );

  app.get(
    '/api/core/Documents/Download/:token/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'Downloads a stored file with a link from DownloadToken (no sign-in: the token is the credential)',
        description: 'An expired token, or one minted for another file, answers 404.',
        params: coreFormsDownloadParamsSchema,
        response: {
          200: {
            description: 'The file, as an attachment',
            content: { 'application/octet-stream': { schema: z.string() } },
          },
          400: errorReplySchema,
          404: errorReplySchema,
        },
      },
    },
    async (request, reply) => serveDownload(app, request, reply, request.params),
  );
}
