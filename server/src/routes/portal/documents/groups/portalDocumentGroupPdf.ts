import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../../app/appInstance';
import { HttpError, refused } from '../../../../app/httpError';
import { requestLanguage } from '../../../../app/requestLanguage';
import { recordAudit } from '../../../../audit/recordAudit';
import { documentGroups } from '../../../../db/schema';
import { renderDocumentsPdf } from '../../../../documents/renderDocumentsPdf';
import { downloadTokenAllows } from '../../../../files/downloadToken';
import { sendAttachment } from '../../../../files/sendStoredFile';
import { downloadLinkInvalidMessage } from '../../../../files/serveDownload';
import { pdfFileName } from '../../../core/forms/documents/documentsRenderRoutes';
import { isPortalGroupCompleted, readPortalGroupPrintable } from './portalDocumentGroupPrintable';

/** Whether Download/{token}/{id} was given a document group PDF link (the id names the group). */
export function isDocumentGroupPdfLink(app: AppInstance, params: { token: string; id: string }): boolean {
  return downloadTokenAllows(app.deps.signingKey, params.token, params.id, Date.now(), 'document-group-pdf');
}

/**
 * The PDF of a completed document group, for a link made by Group/{id}/PdfDownloadToken. The link
 * is the credential (a browser navigation sends no bearer header), so the group is checked again:
 * still the patient's, still shared (or holding shared documents), all of those completed.
 */
export async function servePortalDocumentGroupPdf(
  app: AppInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  groupId: string,
): Promise<FastifyReply> {
  const deadLink = () => refused(404, 'downloadLinkInvalid', downloadLinkInvalidMessage);
  // The read and its audit row commit together; the PDF is rendered after, off the transaction.
  const { group, printable } = await app.deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ patientId: documentGroups.patientId })
      .from(documentGroups)
      .where(and(eq(documentGroups.id, groupId), isNull(documentGroups.deletedAt)));
    if (!row) throw deadLink();
    // No login acts here: the token was issued to one of this patient's logins.
    const actor = { kind: 'portal', loginId: 'download-link', patientId: row.patientId } as const;
    const read = await readPortalGroupPrintable(tx, groupId, actor, requestLanguage(request)).catch(
      (error: unknown) => {
        throw error instanceof HttpError && error.statusCode === 404 ? deadLink() : error;
      },
    );
    if (!isPortalGroupCompleted(read.group)) throw deadLink();
    await recordAudit(tx, request, {
      action: 'download',
      resource: 'DocumentGroup',
      resourceId: groupId,
      patientId: row.patientId,
    });
    return read;
  });
  const pdf = await renderDocumentsPdf(group.name, printable);
  return sendAttachment(reply, 'application/pdf', pdfFileName(group.name)).send(pdf);
}
