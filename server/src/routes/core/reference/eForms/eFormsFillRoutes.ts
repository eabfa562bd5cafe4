import {
  coreReferenceEFormDocumentListSchema,
  coreReferenceEFormDocumentParamsSchema,
  coreReferenceEFormDocumentSchema,
  coreReferenceEFormGroupSubmitSchema,
  coreReferenceEFormParamsSchema,
  coreReferenceEFormSaveSchema,
  coreReferenceEFormSchema,
  coreReferenceEFormSubmitSchema,
  errorReplySchema,
} from '@clinic/api-contract';
import type { Results } from '@clinic/forms-core';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../../app/appInstance';
import { recordAudit } from '../../../../audit/recordAudit';
import { loadCollections } from '../../../../documents/loadCollections';
import { documentCaller } from '../../../../documents/pipeline/documentCaller';
import { announceDocumentCompletedToStaff } from '../../../../live/liveEvents';
import { readOrganizationSettings } from '../organizationSettings/readOrganizationSettings';
import { eFormCollectionNames } from './eFormCollectionNames';
import { eFormExpired, resolveEFormLink } from './eFormLink';
import { eFormRouteConfig } from './eFormRouteConfig';
import { refusalOfGroupDocument } from './groupRefusal';
import { loadEFormDocuments } from './loadEFormDocuments';
import { closeLinkWhenDone, saveEFormDocument } from './saveEFormDocument';
import { toEFormDocumentDto } from './toEFormDocumentDto';

const tags = ['core: e-forms'];
const errorReplies = {
  400: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
  429: errorReplySchema,
};

/** The patient fills the documents of an e-mailed link with the ticket of its e-form session, without a portal session. */
export async function eFormsFillRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  /** Saves documents of the link in one transaction (all or nothing), audited, and retires a finished link. */
  async function saveAll(
    request: FastifyRequest,
    ticket: string,
    entries: ReadonlyArray<{
      documentId: string;
      results: Results;
      complete: boolean;
      rowVersion?: number | undefined;
    }>,
    options: { groupLink?: boolean } = {},
  ) {
    const { patientId, saved } = await db.transaction(async (tx) => {
      const link = await resolveEFormLink(tx, ticket, { lock: true });
      if (options.groupLink && !link.documentGroupId) throw eFormExpired();
      const caller = documentCaller(request);
      const saved = [];
      for (const entry of entries) {
        const document = await saveEFormDocument(tx, link, entry, caller, app.jobs).catch(
          (error: unknown) => {
            throw options.groupLink ? refusalOfGroupDocument(error, entry.documentId) : error;
          },
        );
        await recordAudit(tx, request, {
          action: entry.complete ? 'complete' : 'update',
          resource: 'Document',
          resourceId: entry.documentId,
          patientId: link.patientId,
        });
        saved.push(await toEFormDocumentDto(tx, document));
      }
      await closeLinkWhenDone(tx, link);
      return { patientId: link.patientId, saved };
    });
    // After the commit, as a portal completion: staff see the document completed at once.
    for (const document of saved)
      if (document.status === 'Completed')
        announceDocumentCompletedToStaff(app.deps, {
          documentId: document.id,
          patientId,
          episodeOfCareId: document.episodeOfCareId,
          via: 'e-form',
        });
    return saved;
  }

  app.get(
    '/api/core/EForms/:id',
    {
      config: eFormRouteConfig,
      schema: {
        tags,
        summary: 'Opens an e-mailed link: the documents still to fill, with their form content',
        description:
          'id is the ticket from EForms/{code}/Session. A ticket past its time, or whose link is expired, ' +
          'revoked or used up, answers 403 (enter the date of birth again); a link with nothing left to fill 404.',
        params: coreReferenceEFormParamsSchema,
        response: { 200: coreReferenceEFormSchema, ...errorReplies },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const link = await resolveEFormLink(tx, request.params.id);
        const loaded = await loadEFormDocuments(tx, link);
        if (loaded.length === 0) throw eFormExpired();
        const settings = await readOrganizationSettings(tx);
        await recordAudit(tx, request, {
          action: 'read',
          resource: 'EFormLink',
          resourceId: link.id,
          patientId: link.patientId,
        });
        return {
          organizationName: settings.organizationName,
          organizationLogo: settings.organizationLogo,
          expiresAt: new Date(link.expiresAt).toISOString(),
          documentGroupId: link.documentGroupId,
          documents: await Promise.all(loaded.map((document) => toEFormDocumentDto(tx, document))),
          collections: await loadCollections(tx, eFormCollectionNames(loaded)),
        };
      }),
  );

  app.patch(
    '/api/core/EForms/:id/Document/:docId',
    {
      config: eFormRouteConfig,
      schema: {
        tags,
        summary: 'Saves the patient’s answers in one document of the link; `complete` also submits it',
        description:
          'Only components editable in the e-form take the sent values. With complete: true the results are ' +
          'validated (mode e-form; 400 with messages per component id) and the document is completed.',
        params: coreReferenceEFormDocumentParamsSchema,
        body: coreReferenceEFormSaveSchema,
        response: { 200: coreReferenceEFormDocumentSchema, ...errorReplies },
      },
    },
    async (request) => {
      const [saved] = await saveAll(request, request.params.id, [
        { documentId: request.params.docId, ...request.body },
      ]);
      if (!saved) throw eFormExpired();
      return saved;
    },
  );

  app.put(
    '/api/core/EForms/:id/Document',
    {
      config: eFormRouteConfig,
      schema: {
        tags,
        summary: 'Submits one document of the link: saves the answers and completes it',
        params: coreReferenceEFormParamsSchema,
        body: coreReferenceEFormSubmitSchema,
        response: { 200: coreReferenceEFormDocumentSchema, ...errorReplies },
      },
    },
    async (request) => {
      const [saved] = await saveAll(request, request.params.id, [{ ...request.body, complete: true }]);
      if (!saved) throw eFormExpired();
      return saved;
    },
  );

  app.put(
    '/api/core/EForms/:id/DocumentGroup',
    {
      config: eFormRouteConfig,
      schema: {
        tags,
        summary: 'Submits the documents of a document-group link together',
        description:
          'All are saved and completed, or none is: the first document that fails validation answers 400, naming it in `params.documentId`.',
        params: coreReferenceEFormParamsSchema,
        body: coreReferenceEFormGroupSubmitSchema,
        response: { 200: coreReferenceEFormDocumentListSchema, ...errorReplies },
      },
    },
    async (request) =>
      saveAll(
        request,
        request.params.id,
        request.body.documents.map((entry) => ({ ...entry, complete: true })),
        { groupLink: true },
      ),
  );
}
