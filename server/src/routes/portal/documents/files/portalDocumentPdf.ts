import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../../app/appInstance';
import { refused } from '../../../../app/httpError';
import { requestLanguage } from '../../../../app/requestLanguage';
import { recordAudit } from '../../../../audit/recordAudit';
import { documents } from '../../../../db/schema';
import { loadDocument } from '../../../../documents/loadDocument';
import { renderDocumentsPdf } from '../../../../documents/renderDocumentsPdf';
import { toPrintableDocuments } from '../../../../documents/toPrintableDocuments';
import { downloadTokenAllows } from '../../../../files/downloadToken';
import { sendAttachment } from '../../../../files/sendStoredFile';
import { downloadLinkInvalidMessage } from '../../../../files/serveDownload';
import { pdfFileName } from '../../../core/forms/documents/documentsRenderRoutes';

/** Whether Download/{token}/{id} was given a document PDF link (rather than a stored file's). */
export function isDocumentPdfLink(app: AppInstance, params: { token: string; id: string }): boolean {
  return downloadTokenAllows(app.deps.signingKey, params.token, params.id, Date.now(), 'document-pdf');
}

/**
 * The PDF of a completed document shared with the portal, for a link made by PdfDownloadToken.
 * The link is the credential (a browser navigation sends no bearer header), so the document is
 * checked again here: still shared, still completed, not deleted; otherwise the link is dead.
 */
export async function servePortalDocumentPdf(
  app: AppInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  documentId: string,
): Promise<FastifyReply> {
  // The read and its audit row commit together; the PDF is rendered after, off the transaction.
  const { loaded, printable } = await app.deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ patientId: documents.patientId })
      .from(documents)
      .where(
        and(
          eq(documents.id, documentId),
          eq(documents.sharedWithPortal, true),
          eq(documents.status, 'Completed'),
          isNull(documents.deletedAt),
        ),
      );
    if (!row) throw refused(404, 'downloadLinkInvalid', downloadLinkInvalidMessage);
    // No login acts here: the token was issued to one of this patient's logins.
    const document = await loadDocument(tx, documentId, {
      kind: 'portal',
      loginId: 'download-link',
      patientId: row.patientId,
    });
    const forPrint = await toPrintableDocuments(tx, [document], requestLanguage(request));
    await recordAudit(tx, request, {
      action: 'download',
      resource: 'Document',
      resourceId: documentId,
      patientId: row.patientId,
    });
    return { loaded: document, printable: forPrint };
  });
  const pdf = await renderDocumentsPdf(loaded.form.name, printable);
  return sendAttachment(reply, 'application/pdf', pdfFileName(loaded.form.name)).send(pdf);
}
