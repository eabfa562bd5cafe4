import { coreFormsDocumentGroupPdfBodySchema, errorReplySchema, idParamsSchema } from '@clinic/api-contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { conflict } from '../../../../app/httpError';
import { requestLanguage } from '../../../../app/requestLanguage';
import { documents, formGroups } from '../../../../db/schema';
import { type LoadedDocument, loadDocument } from '../../../../documents/loadDocument';
import type { PrintableDocument } from '../../../../documents/printableDocument';
import { renderDocumentsHtml } from '../../../../documents/renderDocumentHtml';
import { renderDocumentsPdf } from '../../../../documents/renderDocumentsPdf';
import { sendPrintableHtml } from '../../../../documents/sendPrintableHtml';
import { toPrintableDocuments } from '../../../../documents/toPrintableDocuments';
import { sendAttachment } from '../../../../files/sendStoredFile';
import { pdfFileName } from '../documents/documentsRenderRoutes';
import { security } from '../routeSchemaParts';
import { staffActor } from '../staffActor';
import { auditGroups } from './documentGroupsRoutes';
import { loadDocumentGroup } from './readDocumentGroups';

const tags = ['core: document groups'];

export const groupPdfNeedsCompletedMessage =
  'Only a document group whose documents are all completed can be downloaded as a PDF.';

/** The group's name and its documents in print form, audited as a read. */
async function printableGroup(
  app: AppInstance,
  request: FastifyRequest,
  id: string,
  options: { completedOnly: boolean },
): Promise<{ title: string; printable: PrintableDocument[] }> {
  const actor = staffActor(request);
  return app.deps.db.transaction(async (tx) => {
    const group = await loadDocumentGroup(tx, id);
    const [formGroup] = await tx.select().from(formGroups).where(eq(formGroups.id, group.formGroupId));
    const members = await tx
      .select({ id: documents.id, status: documents.status })
      .from(documents)
      .where(and(eq(documents.documentGroupId, group.id), isNull(documents.deletedAt)))
      .orderBy(asc(documents.createdAt), asc(documents.id));
    if (options.completedOnly && (members.length === 0 || members.some((m) => m.status !== 'Completed'))) {
      throw conflict([groupPdfNeedsCompletedMessage]);
    }
    const loaded: LoadedDocument[] = [];
    for (const member of members) loaded.push(await loadDocument(tx, member.id, actor));
    await auditGroups(tx, request, 'read', [group]);
    return {
      title: formGroup?.name ?? 'Document group',
      printable: await toPrintableDocuments(tx, loaded, requestLanguage(request)),
    };
  });
}

/** Printable renderings of a document group: its documents one after another. */
export async function documentGroupsRenderRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/core/DocumentGroups/RenderDocumentGroup/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A printable HTML page of every document of a group',
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
      const { title, printable } = await printableGroup(app, request, request.params.id, {
        completedOnly: false,
      });
      return sendPrintableHtml(reply, renderDocumentsHtml(title, printable));
    },
  );

  app.post(
    '/api/core/DocumentGroups/DownloadDocumentGroupPdf',
    {
      schema: {
        tags,
        security,
        summary: 'The PDF of a completed document group, as an attachment',
        body: coreFormsDocumentGroupPdfBodySchema,
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
      const { title, printable } = await printableGroup(app, request, request.body.id, {
        completedOnly: true,
      });
      return sendAttachment(reply, 'application/pdf', pdfFileName(title)).send(
        await renderDocumentsPdf(title, printable),
      );
    },
  );
}
