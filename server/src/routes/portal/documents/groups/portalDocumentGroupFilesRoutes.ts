import { errorReplySchema, idParamsSchema, portalDocumentsDownloadTokenSchema } from '@clinic/api-contract';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { refused } from '../../../../app/httpError';
import { requestLanguage, withRequestLanguage } from '../../../../app/requestLanguage';
import { recordAudit } from '../../../../audit/recordAudit';
import { renderDocumentsHtml } from '../../../../documents/renderDocumentHtml';
import { sendPrintableHtml } from '../../../../documents/sendPrintableHtml';
import { downloadLink } from '../../../../files/downloadToken';
import { groupPdfNeedsCompletedMessage } from '../../../core/forms/documentGroups/documentGroupsRenderRoutes';
import { portalActor } from '../shared/portalActor';
import { readPortalDocumentGroup } from '../shared/readPortalDocumentGroup';
import { isPortalGroupCompleted, readPortalGroupPrintable } from './portalDocumentGroupPrintable';

const tags = ['portal: documents'];
const security = [{ bearer: [] }];

/**
 * api/portal/Documents: printing a document group and downloading it as one PDF. The PDF itself
 * is served by Download/{token}/{id} (portalDocumentFilesRoutes) with the group's id.
 */
export async function portalDocumentGroupFilesRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.get(
    '/api/portal/Documents/RenderDocumentGroup/:id',
    {
      schema: {
        tags,
        summary:
          "A document group as one printable HTML page: its shared documents in the form group's order",
        description: 'Drafts print with the answers saved so far, as RenderDocument does for one document.',
        security,
        params: idParamsSchema,
        produces: ['text/html'],
        response: { 200: z.string(), 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request, reply) => {
      const html = await db.transaction(async (tx) => {
        const { group, printable } = await readPortalGroupPrintable(
          tx,
          request.params.id,
          portalActor(request),
          requestLanguage(request),
        );
        await recordAudit(tx, request, { action: 'print', resource: 'DocumentGroup', resourceId: group.id });
        return renderDocumentsHtml(group.name, printable);
      });
      return sendPrintableHtml(reply, html);
    },
  );

  app.get(
    '/api/portal/Documents/Group/:id/PdfDownloadToken',
    {
      schema: {
        tags,
        summary: 'A five-minute link to download a completed document group as one PDF',
        description:
          'The link is Download/{token}/{groupId}. A group with a shared document that is not completed ' +
          '(or with none) answers 400.',
        security,
        params: idParamsSchema,
        response: { 200: portalDocumentsDownloadTokenSchema, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => {
      return db.transaction(async (tx) => {
        const group = await readPortalDocumentGroup(tx, request.params.id, portalActor(request));
        if (!isPortalGroupCompleted(group)) {
          throw refused(400, 'groupPdfNeedsCompleted', groupPdfNeedsCompletedMessage);
        }
        await recordAudit(tx, request, {
          action: 'download-link',
          resource: 'DocumentGroup',
          resourceId: group.id,
        });
        const link = downloadLink(app.deps.signingKey, 'portal', group.id, 'document-group-pdf');
        // The browser opens the link itself, without the app's Accept-Language: the link carries it.
        return { ...link, url: withRequestLanguage(link.url, request) };
      });
    },
  );
}
