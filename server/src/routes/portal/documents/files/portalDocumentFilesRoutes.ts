import {
  coreFormsFilePartSchema,
  errorReplySchema,
  idParamsSchema,
  portalDocumentsDocumentSchema,
  portalDocumentsDownloadParamsSchema,
  portalDocumentsDownloadTokenSchema,
} from '@clinic/api-contract';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { HttpError, refused } from '../../../../app/httpError';
import { requestLanguage, withRequestLanguage } from '../../../../app/requestLanguage';
import { recordAudit } from '../../../../audit/recordAudit';
import { documents } from '../../../../db/schema';
import { actorRef } from '../../../../documents/documentActor';
import { documentMessages } from '../../../../documents/documentMessages';
import { loadDocument } from '../../../../documents/loadDocument';
import { renderDocumentsHtml } from '../../../../documents/renderDocumentHtml';
import { sendPrintableHtml } from '../../../../documents/sendPrintableHtml';
import { toPrintableDocuments } from '../../../../documents/toPrintableDocuments';
import { acceptMultipartUploads } from '../../../../files/acceptMultipartUploads';
import { documentFileTypes, fileTypeRefusedMessage } from '../../../../files/allowedFileTypes';
import { downloadLink } from '../../../../files/downloadToken';
import { multipartConsumes, multipartValidatorCompiler } from '../../../../files/multipartRoute';
import { readMultipart } from '../../../../files/readMultipart';
import { serveDownload } from '../../../../files/serveDownload';
import { storeFile } from '../../../../files/storeFile';
import { assertPortalDraft } from '../filling/portalDocumentRules';
import { isDocumentGroupPdfLink, servePortalDocumentGroupPdf } from '../groups/portalDocumentGroupPdf';
import { portalActor } from '../shared/portalActor';
import { toPortalDocument } from '../shared/readPortalDocument';
import { isDocumentPdfLink, servePortalDocumentPdf } from './portalDocumentPdf';

const tags = ['portal: documents'];
const security = [{ bearer: [] }];
const noFields = z.object({});

/** api/portal/Documents: files attached to the patient's documents, printing and downloads. */
export async function portalDocumentFilesRoutes(app: AppInstance): Promise<void> {
  await acceptMultipartUploads(app);
  const db = app.deps.db;

  // The body is a multipart stream read by readMultipart: only params are validated up front.
  await app.register(async (upload: AppInstance) => {
    upload.setValidatorCompiler(multipartValidatorCompiler);
    upload.put(
      '/api/portal/Documents/Upload/:id',
      {
        schema: {
          tags,
          summary: 'Attaches a file (multipart field File: PDF or image, at most 20 MB) to a draft',
          description:
            'The type is detected from the content. The file is attached to the filled form: completing ' +
            'the document still checks its fields. A new upload replaces the previous file. A refused ' +
            'type or size answers 400 with the reason, which the portal shows as it is.',
          security,
          consumes: multipartConsumes,
          params: idParamsSchema,
          body: z.object({ File: coreFormsFilePartSchema }),
          response: { 200: portalDocumentsDocumentSchema, 400: errorReplySchema, 404: errorReplySchema },
        },
      },
      async (request) => {
        const actor = portalActor(request);
        const id = request.params.id;
        // The document is checked before the upload is read, so an unknown id costs no transfer.
        await loadDocument(db, id, actor);
        const { file } = await readMultipart(request, noFields).catch(asPortalRefusal);
        if (!file) {
          throw refused(400, 'fileRequired', 'Choose a file to upload.', undefined, {
            File: ['This field is required'],
          });
        }
        return db.transaction(async (tx) => {
          const loaded = await loadDocument(tx, id, actor, { lock: true });
          assertPortalDraft(loaded.document);
          const stored = await storeFile(tx, file, {
            storage: app.files.forNewFiles,
            allowed: documentFileTypes,
            refusedMessage: fileTypeRefusedMessage,
            refusedCode: 'fileTypeRefused',
            patientId: actor.patientId,
            uploadedBy: actorRef(actor),
          });
          // The answers are untouched, so rowVersion (which guards them) stays: the patient keeps
          // filling the e-form and saves it after attaching without a conflict.
          const [document] = await tx
            .update(documents)
            .set({ fileId: stored.id, attachForm: true, updatedAt: sql`now()` })
            .where(eq(documents.id, id))
            .returning();
          if (!document) throw new Error(`document ${id} vanished while locked`);
          await recordAudit(tx, request, { action: 'upload', resource: 'Document', resourceId: id });
          return toPortalDocument(tx, { ...loaded, document });
        });
      },
    );
  });

  app.get(
    '/api/portal/Documents/RenderDocument/:id',
    {
      schema: {
        tags,
        summary: 'A shared document as a printable HTML page',
        security,
        params: idParamsSchema,
        produces: ['text/html'],
        response: { 200: z.string(), 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request, reply) => {
      const html = await db.transaction(async (tx) => {
        const loaded = await loadDocument(tx, request.params.id, portalActor(request));
        const printable = await toPrintableDocuments(tx, [loaded], requestLanguage(request));
        await recordAudit(tx, request, {
          action: 'print',
          resource: 'Document',
          resourceId: loaded.document.id,
        });
        return renderDocumentsHtml(loaded.form.name, printable);
      });
      return sendPrintableHtml(reply, html);
    },
  );

  app.get(
    '/api/portal/Documents/:id/DownloadToken',
    {
      schema: {
        tags,
        summary: "A five-minute link to download the file attached to one of the patient's documents",
        security,
        params: idParamsSchema,
        response: { 200: portalDocumentsDownloadTokenSchema, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const { document } = await loadDocument(tx, request.params.id, portalActor(request));
        if (!document.fileId) throw refused(400, 'documentNoFile', documentMessages.noFile);
        await recordAudit(tx, request, {
          action: 'download-link',
          resource: 'Document',
          resourceId: document.id,
        });
        return downloadLink(app.deps.signingKey, 'portal', document.fileId);
      }),
  );

  app.get(
    '/api/portal/Documents/:id/PdfDownloadToken',
    {
      schema: {
        tags,
        summary: 'A five-minute link to download a completed document as a PDF',
        description: 'The link is Download/{token}/{documentId}; a draft answers 400.',
        security,
        params: idParamsSchema,
        response: { 200: portalDocumentsDownloadTokenSchema, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const { document } = await loadDocument(tx, request.params.id, portalActor(request));
        if (document.status !== 'Completed') {
          throw refused(400, 'pdfNeedsCompleted', documentMessages.pdfNeedsCompleted);
        }
        await recordAudit(tx, request, {
          action: 'download-link',
          resource: 'Document',
          resourceId: document.id,
        });
        const link = downloadLink(app.deps.signingKey, 'portal', document.id, 'document-pdf');
        // The browser opens the link itself, without the app's Accept-Language: the link carries it.
        return { ...link, url: withRequestLanguage(link.url, request) };
      }),
  );

  app.get(
    '/api/portal/Documents/Download/:token/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'Downloads a file, a completed document or a completed document group as a PDF (as an ' +
          'attachment) with a link from DownloadToken, PdfDownloadToken or Group/{id}/PdfDownloadToken; ' +
          'no bearer header needed',
        params: portalDocumentsDownloadParamsSchema,
        produces: ['application/octet-stream'],
        response: { 200: z.unknown(), 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request, reply) => {
      if (isDocumentPdfLink(app, request.params))
        return servePortalDocumentPdf(app, request, reply, request.params.id);
      if (isDocumentGroupPdfLink(app, request.params))
        return servePortalDocumentGroupPdf(app, request, reply, request.params.id);
      return serveDownload(app, request, reply, request.params);
    },
  );
}

/** The portal shows only 400 and 403 messages (portal.md section 8): a file over the limit says so. */
function asPortalRefusal(error: unknown): never {
  if (error instanceof HttpError && error.statusCode === 413) {
    throw new HttpError(400, [...error.messages], undefined, undefined, error.code, error.params);
  }
  throw error;
}
