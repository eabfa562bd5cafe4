import {
  type CoreFormsBulkCompleteReply,
  coreFormsBulkCompleteReplySchema,
  coreFormsDocumentCreateSchema,
  coreFormsDocumentSaveSchema,
  coreFormsDocumentSchema,
  coreFormsIdsBodySchema,
  coreFormsRevertCompleteSchema,
  coreFormsSetScoreSchema,
  coreFormsShareSchema,
  idParamsSchema,
} from '@clinic/api-contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { conflict, HttpError } from '../../../../app/httpError';
import { recordAudit } from '../../../../audit/recordAudit';
import { staffOf } from '../../../../auth/authenticate';
import { completeDocument } from '../../../../documents/completeDocument';
import { createDocument } from '../../../../documents/createDocument';
import { documentMessages } from '../../../../documents/documentMessages';
import { loadDocument } from '../../../../documents/loadDocument';
import { documentCaller } from '../../../../documents/pipeline/documentCaller';
import { refreshGroupStatus } from '../../../../documents/refreshGroupStatus';
import { revertDocument } from '../../../../documents/revertDocument';
import { saveDocument, updateDocumentRow } from '../../../../documents/saveDocument';
import { setDocumentScore } from '../../../../documents/setDocumentScore';
import { queueShareNotices } from '../../../../documents/shareNotice/shareNoticeJob';
import { changeErrors as errors, security } from '../routeSchemaParts';
import { staffActor } from '../staffActor';
import { auditedDocumentChange } from './auditedDocuments';

const tags = ['core: documents'];
const reply = { 200: coreFormsDocumentSchema, ...errors };

/** Staff fill forms in the submitter mode; completing needs every signature, the patient's too. */
const staffCheck = { mode: 'form-submitter', filling: false } as const;

/** api/core/Documents changes (forms.md section 7): each in one transaction with its audit row. */
export async function documentsWriteRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.patch(
    '/api/core/Documents/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Saves a draft document',
        description:
          'Send the rowVersion you last read: if the document changed since, the save is refused with 409. A completed document is locked (409) until reverted.',
        params: idParamsSchema,
        body: coreFormsDocumentSaveSchema,
        response: reply,
      },
    },
    async (request) => {
      const { rowVersion, ...changes } = request.body;
      const caller = documentCaller(request);
      return auditedDocumentChange(app, request, 'update', (tx, actor) =>
        saveDocument(tx, { id: request.params.id, actor, rowVersion, changes, caller }),
      );
    },
  );

  app.patch(
    '/api/core/Documents/:id/SaveAndComplete',
    {
      schema: {
        tags,
        security,
        summary: 'Saves and completes a document, validating its results on the server',
        description:
          'The document is checked as the browser checks it (forms-core pipeline). Invalid results answer 400 with fieldErrorCodes and fieldErrors (texts in the Accept-Language, forms.md section 5 in English) keyed by component id; nothing is saved then. Values sent for components the caller may not change are kept as stored and listed in ignoredComponentIds.',
        params: idParamsSchema,
        body: coreFormsDocumentSaveSchema,
        response: reply,
      },
    },
    async (request) => {
      const { rowVersion, ...changes } = request.body;
      const caller = documentCaller(request);
      return auditedDocumentChange(app, request, 'complete', async (tx, actor) =>
        completeDocument(
          tx,
          await saveDocument(tx, { id: request.params.id, actor, rowVersion, changes, caller }),
          { ...staffCheck, caller, jobs: app.jobs },
        ),
      );
    },
  );

  app.patch(
    '/api/core/Documents/:id/RevertComplete',
    {
      schema: {
        tags,
        security,
        summary: 'Unlocks a completed document back to Draft, with the reason',
        params: idParamsSchema,
        body: coreFormsRevertCompleteSchema,
        response: reply,
      },
    },
    async (request) =>
      auditedDocumentChange(app, request, 'unlock', (tx, actor) =>
        revertDocument(tx, { id: request.params.id, actor, ...request.body }),
      ),
  );

  app.patch(
    '/api/core/Documents/BulkComplete',
    {
      schema: {
        tags,
        security,
        summary: 'Completes several documents, each validated on its own',
        description:
          'Valid drafts are completed; the others are listed in `failed` with their messages and fieldErrors, unchanged. One unknown id answers 404 and changes nothing.',
        body: coreFormsIdsBodySchema,
        response: { 200: coreFormsBulkCompleteReplySchema, ...errors },
      },
    },
    async (request) => {
      const actor = staffActor(request);
      const caller = documentCaller(request);
      // Locked in one order, so two bulk completions over the same documents cannot deadlock.
      const ids = [...new Set(request.body.ids)].sort();
      return db.transaction(async (tx) => {
        const outcome: CoreFormsBulkCompleteReply = { completed: [], failed: [] };
        for (const id of ids) {
          const loaded = await loadDocument(tx, id, actor, { lock: true });
          try {
            await completeDocument(tx, loaded, { ...staffCheck, caller, jobs: app.jobs });
          } catch (error) {
            // Refusals are raised before anything is written, so the others can go on.
            if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
            outcome.failed.push({
              id,
              messages: error.messages,
              fieldErrors: error.fieldErrors ?? {},
              fieldErrorCodes: error.fieldErrorCodes ?? {},
            });
            continue;
          }
          outcome.completed.push(id);
          await recordAudit(tx, request, {
            action: 'complete',
            resource: 'Document',
            resourceId: id,
            patientId: loaded.document.patientId,
          });
        }
        return outcome;
      });
    },
  );

  app.delete(
    '/api/core/Documents/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a draft document (soft)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = staffActor(request);
      await db.transaction(async (tx) => {
        const { document } = await loadDocument(tx, request.params.id, actor, { lock: true });
        if (document.status === 'Completed') throw conflict([documentMessages.deleteCompleted]);
        await updateDocumentRow(tx, document.id, { deletedAt: sql`now()` });
        await refreshGroupStatus(tx, document.documentGroupId);
        await recordAudit(tx, request, {
          action: 'delete',
          resource: 'Document',
          resourceId: document.id,
          patientId: document.patientId,
        });
      });
      return reply.status(204).send(null);
    },
  );

  const createSchema = (summary: string, description: string) => ({
    tags,
    security,
    summary,
    description,
    body: coreFormsDocumentCreateSchema,
    response: { 201: coreFormsDocumentSchema, ...errors },
  });
  const createDescription =
    "A Draft document (mode 'Results') on the form's official version unless versionId is given; the version is marked as having results.";

  app.put(
    '/api/core/Documents',
    { schema: createSchema('Creates a draft document', createDescription) },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await auditedDocumentChange(app, request, 'create', (tx, actor) =>
            createDocument(tx, request.body, actor, documentCaller(request)),
          ),
        ),
  );

  app.put(
    '/api/core/Documents/:id',
    {
      schema: {
        ...createSchema(
          'Creates a draft document with the id the client chose',
          `${createDescription} 409 when the id is taken.`,
        ),
        params: idParamsSchema,
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await auditedDocumentChange(app, request, 'create', (tx, actor) =>
            createDocument(tx, { ...request.body, id: request.params.id }, actor, documentCaller(request)),
          ),
        ),
  );

  app.put(
    '/api/core/Documents/CreateAndComplete',
    {
      schema: createSchema(
        'Creates a document and completes it at once',
        'Results are validated as in SaveAndComplete; when they fail nothing is created.',
      ),
    },
    async (request, reply) =>
      reply.status(201).send(
        await auditedDocumentChange(app, request, 'complete', async (tx, actor) => {
          const caller = documentCaller(request);
          const created = await createDocument(tx, request.body, actor, caller);
          return completeDocument(tx, created, { ...staffCheck, caller, jobs: app.jobs });
        }),
      ),
  );

  app.patch(
    '/api/core/Documents/SetScore/:id',
    {
      schema: {
        tags,
        security,
        summary: "Sets a document's score by hand (also on a completed document), with the reason",
        description:
          'The reason, when and who are kept on the document (scoreReason, scoreSetAt, scoreSetByName).',
        params: idParamsSchema,
        body: coreFormsSetScoreSchema,
        response: reply,
      },
    },
    async (request) =>
      auditedDocumentChange(app, request, 'score', async (tx, actor) => {
        const loaded = await loadDocument(tx, request.params.id, actor, { lock: true });
        const staffUserId = staffOf(request).staffUserId;
        return {
          ...loaded,
          document: await setDocumentScore(tx, loaded.document, request.body, staffUserId),
        };
      }),
  );

  app.patch(
    '/api/core/Documents/:id/Share',
    {
      schema: {
        tags,
        security,
        summary: 'Shares a document with the patient portal, or stops sharing it',
        params: idParamsSchema,
        body: coreFormsShareSchema,
        response: reply,
      },
    },
    async (request) => {
      const staffUserId = staffOf(request).staffUserId;
      const { shared } = request.body;
      const changed = await auditedDocumentChange(
        app,
        request,
        shared ? 'share' : 'unshare',
        async (tx, actor) => {
          const loaded = await loadDocument(tx, request.params.id, actor, { lock: true });
          const document = await updateDocumentRow(tx, loaded.document.id, {
            sharedWithPortal: shared,
            sharedAt: shared ? sql`now()` : null,
            sharedById: shared ? staffUserId : null,
          });
          // Told once, when it becomes shared: sharing again what the patient already has is not news.
          if (shared && !loaded.document.sharedWithPortal) {
            await queueShareNotices(app.jobs, tx, {
              kind: 'document',
              id: document.id,
              patientId: document.patientId,
            });
          }
          return { ...loaded, document };
        },
      );
      return changed;
    },
  );
}
