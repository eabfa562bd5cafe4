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
import { sendJsonText } from '../../../../app/sendJsonText';
import type { AuditEntry } from '../../../../audit/recordAudit';
import { recordPortalRead } from '../../../../audit/recordPortalRead';
import type { Queryable } from '../../../../db/database';
import { episodesOfCare } from '../../../../db/schema';
import { portalActor } from './portalActor';
import { countPortalDocuments, type PortalDocumentFilter, selectPortalDocuments } from './portalDocumentRows';
import { readAuditedPortalDocument } from './readAuditedPortalDocument';
import { readPortalDocumentGroup } from './readPortalDocumentGroup';

const tags = ['portal: documents'];
const security = [{ bearer: [] }];

/** api/portal/Documents: the documents the clinic shared with the signed-in patient. */
export async function portalSharedDocumentsRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  /**
   * Runs a read, then writes its audit row (with the session's check) before the reply: a read
   * that finds nothing answers 404 and audits no success. Reads need no transaction: at READ
   * COMMITTED each statement saw its own snapshot in one as well.
   */
  const auditedRead = async <T>(
    request: FastifyRequest,
    read: (db: Queryable) => Promise<T>,
    audit: (result: T) => Pick<AuditEntry, 'action' | 'resource' | 'resourceId'>,
  ): Promise<T> => {
    const result = await read(db);
    await recordPortalRead(app.deps, request, audit(result));
    return result;
  };

  /** One page of the patient's shared documents, and an audit entry for the listing. */
  const listPage = async (
    request: FastifyRequest,
    list: PortalDocumentsListRequest,
    filter: PortalDocumentFilter,
  ) => {
    const actor = portalActor(request);
    const { page, pageSize } = list;
    const where = { ...filter, status: list.status, state: list.state };
    // The listing's audit row does not depend on what it finds: it goes with the queries.
    const [items, total] = await Promise.all([
      selectPortalDocuments(db, actor, where, { page, pageSize }),
      countPortalDocuments(db, actor, where),
      recordPortalRead(app.deps, request, { action: 'list', resource: 'Document' }),
    ]);
    return { items, total, page, pageSize };
  };

  const findAllSchema = {
    tags,
    summary:
      "A page of the patient's shared documents, newest first, optionally of one status or state (pending, completed), with the total",
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
      return auditedRead(
        request,
        async (tx) => {
          const [item] = await selectPortalDocuments(tx, portalActor(request), {
            documentId: request.params.id,
          });
          if (!item) throw notFound();
          return item;
        },
        (item) => ({ action: 'read', resource: 'Document', resourceId: item.id }),
      );
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
      return auditedRead(
        request,
        (tx) => readPortalDocumentGroup(tx, request.params.id, portalActor(request)),
        (group) => ({ action: 'read', resource: 'DocumentGroup', resourceId: group.id }),
      );
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
    async (request, reply) =>
      sendJsonText(reply, await readAuditedPortalDocument(app.deps, request, request.params.id)),
  );
}
