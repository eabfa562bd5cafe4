import { errorReplySchema, idParamsSchema } from '@clinic/api-contract';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { conflict } from '../../../../app/httpError';
import { requestLanguage } from '../../../../app/requestLanguage';
import { documentMessages } from '../../../../documents/documentMessages';
import { loadDocument } from '../../../../documents/loadDocument';
import { renderDocumentsHtml } from '../../../../documents/renderDocumentHtml';
import { renderDocumentsPdf } from '../../../../documents/renderDocumentsPdf';
import { sendPrintableHtml } from '../../../../documents/sendPrintableHtml';
import { toPrintableDocuments } from '../../../../documents/toPrintableDocuments';
import { sendAttachment } from '../../../../files/sendStoredFile';
import { security } from '../routeSchemaParts';
import { auditedRead } from './auditedDocuments';

const tags = ['core: documents'];

/** A name safe for a download: the form name without path or control characters. */
export function pdfFileName(name: string): string {
  return `${name.replace(/[^\p{L}\p{N} ._-]/gu, '').trim() || 'document'}.pdf`;
}

/** Printable renderings of one document: HTML to print from the browser, and a PDF. */
export async function documentsRenderRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/core/Documents/RenderDocument/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A printable HTML page of a document: every visible label and value, escaped, no scripts',
        params: idParamsSchema,
        response: {
          200: { description: 'The HTML page', content: { 'text/html': { schema: z.string() } } },
          400: errorReplySchema,
          401: errorReplySchema,
          404: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const html = await auditedRead(
        app,
        request,
        { resource: 'Document', resourceId: request.params.id },
        async (tx, actor) => {
          const loaded = await loadDocument(tx, request.params.id, actor);
          const printable = await toPrintableDocuments(tx, [loaded], requestLanguage(request));
          return {
            patientId: loaded.document.patientId,
            reply: renderDocumentsHtml(loaded.form.name, printable),
          };
        },
      );
      return sendPrintableHtml(reply, html);
    },
  );

  app.get(
    '/api/core/Documents/:id/Pdf',
    {
      schema: {
        tags,
        security,
        summary: 'The PDF of a completed document, as an attachment',
        params: idParamsSchema,
        response: {
          200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string() } } },
          400: errorReplySchema,
          401: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const { name, pdf } = await auditedRead(
        app,
        request,
        { resource: 'Document', resourceId: request.params.id },
        async (tx, actor) => {
          const loaded = await loadDocument(tx, request.params.id, actor);
          if (loaded.document.status !== 'Completed') throw conflict([documentMessages.pdfNeedsCompleted]);
          const printable = await toPrintableDocuments(tx, [loaded], requestLanguage(request));
          return {
            patientId: loaded.document.patientId,
            reply: { name: loaded.form.name, pdf: await renderDocumentsPdf(loaded.form.name, printable) },
          };
        },
      );
      return sendAttachment(reply, 'application/pdf', pdfFileName(name)).send(pdf);
    },
  );
}
