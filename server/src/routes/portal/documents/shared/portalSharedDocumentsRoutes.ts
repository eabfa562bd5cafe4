import {
  errorReplySchema,
  idParamsSchema,
  type PortalDocumentsListRequest,
  portalDocumentsByEocParamsSchema,
  portalDocumentsDocumentSchema,
  portalDocumentsGroupSchema,
  portalDocumentsListItemSchema,
  portalDocumentsListQuerySchema,
  portalDocumentsListRequestSchema,
  portalDocumentsPageSchema,
} from '@clinic/api-contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../../app/appInstance';
import { notFound } from '../../../../app/httpError';
import { recordAudit } from '../../../../audit/recordAudit';
import { episodesOfCare } from '../../../../db/schema';
import { portalActor } from './portalActor';
import { countPortalDocuments, type PortalDocumentFilter, selectPortalDocuments } from './portalDocumentRows';
import { readPortalDocument } from './readPortalDocument';
import { readPortalDocumentGroup } from './readPortalDocumentGroup';

const tags = ['portal: documents'];
const security = [{ bearer: [] }];

/** api/portal/Documents: the documents the clinic shared with the signed-in patient. */
export async function portalSharedDocumentsRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  /** One page of the patient's shared documents, and an audit entry for the listing. */
  const listPage = async (
    request: FastifyRequest,
    list: PortalDocumentsListRequest,
    filter: PortalDocumentFilter,
  ) => {
    const actor = portalActor(request);
    const { page, pageSize } = list;
    const where = { ...filter, status: list.status };
    const [items, total] = await Promise.all([
      selectPortalDocuments(db, actor, where, { page, pageSize }),
      countPortalDocuments(db, actor, where),
    ]);
    await recordAudit(db, request, { action: 'list', resource: 'Document' });
    return { items, total, page, pageSize };
  };

  const findAllSchema = {
    tags,
    summary: "A page of the patient's shared documents, newest first, optionally of one status",
    security,
    response: { 200: portalDocumentsPageSchema, 400: errorReplySchema, 401: errorReplySchema },
  };
  app.get(
    '/api/portal/Documents/FindAll',
    { schema: { ...findAllSchema, querystring: portalDocumentsListQuerySchema } },
    async (request) => listPage(request, request.query, {}),
  );
  app.post(
    '/api/portal/Documents/FindAll',
    {
      schema: {
        ...findAllSchema,
        description: 'The same list as GET FindAll, with {page, pageSize, status?} in the body.',
        body: portalDocumentsListRequestSchema,
      },
    },
    async (request) => listPage(request, request.body, {}),
  );

  app.post(
    '/api/portal/Documents/ByEoc/:eocId/:patientId',
    {
      schema: {
        tags,
        summary: "A page of the shared documents of one of the patient's episodes of care",
        description: 'The second id names the patient the episode belongs to: the signed-in patient.',
        security,
        params: portalDocumentsByEocParamsSchema,
        body: portalDocumentsListRequestSchema,
        response: { 200: portalDocumentsPageSchema, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => {
      const { eocId, patientId } = request.params;
      const actor = portalActor(request);
      if (patientId !== actor.patientId) throw notFound();
      const [episode] = await db
        .select({ id: episodesOfCare.id })
        .from(episodesOfCare)
        .where(and(eq(episodesOfCare.id, eocId), eq(episodesOfCare.patientId, actor.patientId)));
      if (!episode) throw notFound();
      return listPage(request, request.body, { episodeOfCareId: eocId });
    },
  );

  app.get(
    '/api/portal/Documents/FindSharedDocument/:id',
    {
      schema: {
        tags,
        summary: 'One shared document as the Documents table shows it (name, created, status, sent, sent by)',
        security,
        params: idParamsSchema,
        response: { 200: portalDocumentsListItemSchema, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => {
      const [item] = await selectPortalDocuments(db, portalActor(request), { documentId: request.params.id });
      if (!item) throw notFound();
      await recordAudit(db, request, { action: 'read', resource: 'Document', resourceId: item.id });
      return item;
    },
  );

  app.get(
    '/api/portal/Documents/Group/:id',
    {
      schema: {
        tags,
        summary: 'A document group shared with the patient, its documents in the form group order',
        description:
          'For the portal page /document_group/{id}: each document then opens with GET Documents/{id}.',
        security,
        params: idParamsSchema,
        response: { 200: portalDocumentsGroupSchema, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => {
      const group = await readPortalDocumentGroup(db, request.params.id, portalActor(request));
      await recordAudit(db, request, { action: 'read', resource: 'DocumentGroup', resourceId: group.id });
      return group;
    },
  );

  app.get(
    '/api/portal/Documents/:id',
    {
      schema: {
        tags,
        summary: 'A shared document with its form version content, for viewing and filling in the e-form',
        security,
        params: idParamsSchema,
        response: { 200: portalDocumentsDocumentSchema, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => {
      const document = await readPortalDocument(db, request.params.id, portalActor(request));
      await recordAudit(db, request, { action: 'read', resource: 'Document', resourceId: document.id });
      return document;
    },
  );
}
