import {
  errorReplySchema,
  idParamsSchema,
  type PortalDocumentsCreate,
  portalDocumentsCreateAndCompleteSchema,
  portalDocumentsCreateSchema,
  portalDocumentsDocumentSchema,
  portalDocumentsSaveSchema,
} from '@clinic/api-contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../../app/appInstance';
import { recordAudit } from '../../../../audit/recordAudit';
import type { Transaction } from '../../../../db/database';
import { completeDocument } from '../../../../documents/completeDocument';
import { createDocument } from '../../../../documents/createDocument';
import { loadDocument } from '../../../../documents/loadDocument';
import { documentCaller } from '../../../../documents/pipeline/documentCaller';
import { applyDocumentChanges, assertCurrentRowVersion } from '../../../../documents/saveDocument';
import { announceDocumentCompletedToStaff } from '../../../../live/liveEvents';
import { portalActor } from '../shared/portalActor';
import { toPortalDocument } from '../shared/readPortalDocument';
import {
  assertFormOfferedAt,
  assertIdFreeForPatient,
  assertPortalDraft,
  portalLocationId,
} from './portalDocumentRules';

const tags = ['portal: documents'];
const security = [{ bearer: [] }];
/** The portal's check: only the fields the patient may edit, and their signature may come later. */
const eFormCheck = { mode: 'e-form', filling: true } as const;

const writeReplies = {
  400: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
};

/** api/portal/Documents: the patient saves, completes and starts documents in the e-form. */
export async function portalDocumentFillingRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;
  const announceCompleted = (document: { id: string; patientId: string; episodeOfCareId: string | null }) =>
    announceDocumentCompletedToStaff(app.deps, {
      documentId: document.id,
      patientId: document.patientId,
      episodeOfCareId: document.episodeOfCareId,
      via: 'portal',
    });

  /** A new draft for the signed-in patient, on a form offered in the portal. */
  const createForPatient = async (
    tx: Transaction,
    request: FastifyRequest,
    input: PortalDocumentsCreate & { id?: string | undefined },
  ) => {
    const actor = portalActor(request);
    if (input.id) await assertIdFreeForPatient(tx, input.id, actor.patientId);
    await assertFormOfferedAt(tx, input.formId, await portalLocationId(tx, request));
    const created = await createDocument(
      tx,
      {
        id: input.id,
        formId: input.formId,
        patientId: actor.patientId,
        episodeOfCareId: input.episodeOfCareId ?? null,
        results: input.results,
      },
      actor,
      documentCaller(request),
    );
    await recordAudit(tx, request, {
      action: 'create',
      resource: 'Document',
      resourceId: created.document.id,
    });
    return created;
  };

  /**
   * Saves the patient's answers on a draft they may see, loaded once and locked until the
   * transaction ends: only what the e-form lets them change is taken.
   */
  const saveDraft = async (
    tx: Transaction,
    request: FastifyRequest,
    id: string,
    body: { results: Record<string, unknown>; rowVersion: number },
  ) => {
    const loaded = await loadDocument(tx, id, portalActor(request), { lock: true });
    assertPortalDraft(loaded.document);
    assertCurrentRowVersion(loaded.document, body.rowVersion);
    const saved = await applyDocumentChanges(tx, loaded, {
      changes: { results: body.results },
      mode: 'e-form',
      caller: documentCaller(request),
    });
    await recordAudit(tx, request, { action: 'update', resource: 'Document', resourceId: id });
    return saved;
  };

  app.patch(
    '/api/portal/Documents/:id',
    {
      schema: {
        tags,
        summary: 'Saves a draft: only components editable in the e-form change, other values are ignored',
        security,
        params: idParamsSchema,
        body: portalDocumentsSaveSchema,
        response: { 200: portalDocumentsDocumentSchema, ...writeReplies },
      },
    },
    async (request) =>
      db.transaction(async (tx) =>
        toPortalDocument(tx, await saveDraft(tx, request, request.params.id, request.body)),
      ),
  );

  app.patch(
    '/api/portal/Documents/:id/SaveAndComplete',
    {
      schema: {
        tags,
        summary:
          'Saves and completes a draft after checking the e-form fields (400 with messages per component id)',
        security,
        params: idParamsSchema,
        body: portalDocumentsSaveSchema,
        response: { 200: portalDocumentsDocumentSchema, ...writeReplies },
      },
    },
    async (request) => {
      const completed = await db.transaction(async (tx) => {
        const saved = await saveDraft(tx, request, request.params.id, request.body);
        const done = await completeDocument(tx, saved, {
          ...eFormCheck,
          caller: documentCaller(request),
          jobs: app.jobs,
        });
        await recordAudit(tx, request, {
          action: 'complete',
          resource: 'Document',
          resourceId: saved.document.id,
        });
        return toPortalDocument(tx, done);
      });
      // After the commit: staff who refresh on the event read the completed document.
      announceCompleted(completed);
      return completed;
    },
  );

  app.put(
    '/api/portal/Documents/CreateAndComplete',
    {
      schema: {
        tags,
        summary: 'Starts and completes a document on a form offered in the portal, in one step',
        security,
        body: portalDocumentsCreateAndCompleteSchema,
        response: { 201: portalDocumentsDocumentSchema, ...writeReplies },
      },
    },
    async (request, reply) => {
      const document = await db.transaction(async (tx) => {
        const created = await createForPatient(tx, request, request.body);
        const completed = await completeDocument(tx, created, {
          ...eFormCheck,
          caller: documentCaller(request),
          jobs: app.jobs,
        });
        await recordAudit(tx, request, {
          action: 'complete',
          resource: 'Document',
          resourceId: created.document.id,
        });
        return toPortalDocument(tx, completed);
      });
      announceCompleted(document);
      return reply.status(201).send(document);
    },
  );

  app.put(
    '/api/portal/Documents/:id',
    {
      schema: {
        tags,
        summary: 'Starts a draft with the id the client chose, on a form offered in the portal',
        description:
          "Only forms of the patient's location (location formIds) with fields the patient can fill are " +
          'offered (otherwise 403); the official version is used; an id already taken is 409.',
        security,
        params: idParamsSchema,
        body: portalDocumentsCreateSchema,
        response: { 201: portalDocumentsDocumentSchema, ...writeReplies },
      },
    },
    async (request, reply) => {
      const document = await db.transaction(async (tx) =>
        toPortalDocument(tx, await createForPatient(tx, request, { ...request.body, id: request.params.id })),
      );
      return reply.status(201).send(document);
    },
  );
}
