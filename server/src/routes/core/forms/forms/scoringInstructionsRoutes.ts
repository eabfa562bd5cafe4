import {
  coreFormsFormSchema,
  coreFormsScoringUploadSchema,
  errorReplySchema,
  idParamsSchema,
} from '@clinic/api-contract';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { badRequest, notFound } from '../../../../app/httpError';
import { staffOf } from '../../../../auth/authenticate';
import { forms, storedFiles } from '../../../../db/schema';
import { acceptMultipartUploads } from '../../../../files/acceptMultipartUploads';
import { pdfOnly, pdfRequiredMessage } from '../../../../files/allowedFileTypes';
import { multipartConsumes, multipartValidatorCompiler } from '../../../../files/multipartRoute';
import { readMultipart } from '../../../../files/readMultipart';
import { sendStoredFile } from '../../../../files/sendStoredFile';
import { storeFile } from '../../../../files/storeFile';
import { security } from '../routeSchemaParts';
import { loadForm, loadFormDto } from './loadFormDto';

const tags = ['core: forms'];

/** A form's scoring instructions: one PDF, uploaded, removed and downloaded. */
export async function scoringInstructionsRoutes(app: AppInstance): Promise<void> {
  await acceptMultipartUploads(app);
  const db = app.deps.db;

  app.put(
    '/api/core/Forms/UploadScoringInstructions/:id',
    {
      validatorCompiler: multipartValidatorCompiler,
      schema: {
        tags,
        security,
        summary: "Uploads the form's scoring instructions (multipart `File`, a PDF checked by its content)",
        consumes: multipartConsumes,
        params: idParamsSchema,
        body: coreFormsScoringUploadSchema,
        response: {
          200: coreFormsFormSchema,
          400: errorReplySchema,
          401: errorReplySchema,
          404: errorReplySchema,
          413: errorReplySchema,
        },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      await loadForm(db, request.params.id);
      const { file } = await readMultipart(request, z.object({}));
      if (!file) throw badRequest(['Choose the PDF file to upload.']);
      await db.transaction(async (tx) => {
        await loadForm(tx, request.params.id, { lock: true });
        const stored = await storeFile(tx, file, {
          storage: app.files.forNewFiles,
          allowed: pdfOnly,
          refusedMessage: pdfRequiredMessage,
          patientId: null,
          uploadedBy: { type: 'staff', id: staff.staffUserId },
        });
        await tx
          .update(forms)
          .set({ scoringInstructionsFileId: stored.id, updatedAt: sql`now()` })
          .where(eq(forms.id, request.params.id));
      });
      return loadFormDto(db, request.params.id);
    },
  );

  app.put(
    '/api/core/Forms/DeleteScoringInstructions/:id',
    {
      schema: {
        tags,
        security,
        summary: "Removes the form's scoring instructions",
        params: idParamsSchema,
        response: { 200: coreFormsFormSchema, 401: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => {
      await loadForm(db, request.params.id);
      await db
        .update(forms)
        .set({ scoringInstructionsFileId: null, updatedAt: sql`now()` })
        .where(eq(forms.id, request.params.id));
      return loadFormDto(db, request.params.id);
    },
  );

  app.get(
    '/api/core/Forms/:id/ScoringInstructions',
    {
      schema: {
        tags,
        security,
        summary: "Downloads the form's scoring instructions PDF (as an attachment)",
        params: idParamsSchema,
        response: {
          200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string() } } },
          401: errorReplySchema,
          404: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const form = await loadForm(db, request.params.id);
      if (!form.scoringInstructionsFileId) throw notFound();
      const [file] = await db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, form.scoringInstructionsFileId));
      if (!file) throw notFound();
      return sendStoredFile(reply, app.files, db, file);
    },
  );
}
