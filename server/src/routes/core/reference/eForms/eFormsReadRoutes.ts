import {
  coreReferenceCollectionSchema,
  coreReferenceEFormCollectionNamesSchema,
  coreReferenceEFormCollectionParamsSchema,
  coreReferenceEFormDocumentParamsSchema,
  coreReferenceEFormFormHeaderParamsSchema,
  coreReferenceEFormHeaderSchema,
  coreReferenceEFormParamsSchema,
  coreReferenceEFormPickerDocumentSchema,
  coreReferenceEFormQueryResultsParamsSchema,
  errorReplySchema,
} from '@clinic/api-contract';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { notFound } from '../../../../app/httpError';
import { requestLanguage } from '../../../../app/requestLanguage';
import { recordAudit } from '../../../../audit/recordAudit';
import type { Queryable } from '../../../../db/database';
import { collections, documents, forms } from '../../../../db/schema';
import { loadEpisode } from '../../../../documents/loadEpisode';
import { renderDocumentsHtml } from '../../../../documents/renderDocumentHtml';
import { sendPrintableHtml } from '../../../../documents/sendPrintableHtml';
import { selectDocumentDtoRows, toPickedDocument } from '../../../../documents/toDocumentDto';
import { toPrintableDocuments } from '../../../../documents/toPrintableDocuments';
import { toCollectionDto } from '../collections/toCollectionDto';
import { eFormCollectionNames } from './eFormCollectionNames';
import { eFormHeader } from './eFormHeader';
import { eFormExpired, resolveEFormLink } from './eFormLink';
import { eFormRouteConfig } from './eFormRouteConfig';
import { loadEFormDocument, loadEFormDocuments } from './loadEFormDocuments';

const tags = ['core: e-forms'];
const errorReplies = {
  400: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  429: errorReplySchema,
};

/** A link reads only the collections its documents reference, never the clinic's other lists. */
async function linkCollectionNames(db: Queryable, ticket: string): Promise<string[]> {
  const link = await resolveEFormLink(db, ticket);
  return eFormCollectionNames(await loadEFormDocuments(db, link));
}

/**
 * What the components of an e-form read while the patient fills it: all scoped to the link's
 * patient, each with the ticket of the link's e-form session as `{id}`.
 */
export async function eFormsReadRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.get(
    '/api/core/EForms/:id/QueryResults/:formId/:episodeOfCareId',
    {
      config: eFormRouteConfig,
      schema: {
        tags,
        summary: 'The document picker’s choices: the patient’s shared documents of a form in an episode',
        description: 'Only documents shared with the patient are offered; newest first.',
        params: coreReferenceEFormQueryResultsParamsSchema,
        response: { 200: z.array(coreReferenceEFormPickerDocumentSchema), ...errorReplies },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const link = await resolveEFormLink(tx, request.params.id);
        await loadEpisode(tx, request.params.episodeOfCareId, link.patientId);
        const rows = await selectDocumentDtoRows(tx)
          .where(
            and(
              eq(documents.patientId, link.patientId),
              eq(documents.formId, request.params.formId),
              eq(documents.episodeOfCareId, request.params.episodeOfCareId),
              eq(documents.sharedWithPortal, true),
              isNull(documents.deletedAt),
            ),
          )
          .orderBy(desc(documents.createdAt));
        await recordAudit(tx, request, { action: 'read', resource: 'Document', patientId: link.patientId });
        return rows.map(toPickedDocument);
      }),
  );

  app.get(
    '/api/core/EForms/:id/Collections',
    {
      config: eFormRouteConfig,
      schema: {
        tags,
        summary: 'The collections the link’s documents reference as {{collections.name}}',
        params: coreReferenceEFormParamsSchema,
        response: { 200: coreReferenceEFormCollectionNamesSchema, ...errorReplies },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const names = await linkCollectionNames(tx, request.params.id);
        if (names.length === 0) return [];
        return tx
          .select({ id: collections.id, name: collections.name })
          .from(collections)
          .where(inArray(collections.name, names))
          .orderBy(asc(collections.name));
      }),
  );

  app.get(
    '/api/core/EForms/:id/Collections/:collectionId',
    {
      config: eFormRouteConfig,
      schema: {
        tags,
        summary: 'One collection the link’s documents reference, with its items',
        params: coreReferenceEFormCollectionParamsSchema,
        response: { 200: coreReferenceCollectionSchema, ...errorReplies },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const names = await linkCollectionNames(tx, request.params.id);
        if (names.length === 0) throw notFound();
        const [row] = await tx
          .select()
          .from(collections)
          .where(and(eq(collections.id, request.params.collectionId), inArray(collections.name, names)));
        if (!row) throw notFound();
        return toCollectionDto(row);
      }),
  );

  app.get(
    '/api/core/EForms/:id/FormHeader/:formId/:episodeOfCareId',
    {
      config: eFormRouteConfig,
      schema: {
        tags,
        summary: 'The Form Header of a form for the link’s patient in one of their episodes of care',
        params: coreReferenceEFormFormHeaderParamsSchema,
        response: { 200: coreReferenceEFormHeaderSchema, ...errorReplies },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const link = await resolveEFormLink(tx, request.params.id);
        const [form] = await tx
          .select({ name: forms.name })
          .from(forms)
          .where(and(eq(forms.id, request.params.formId), isNull(forms.deletedAt)));
        if (!form) throw notFound();
        const header = await eFormHeader(tx, {
          patientId: link.patientId,
          formName: form.name,
          effectiveDate: null,
          episodeOfCareId: request.params.episodeOfCareId,
        });
        await recordAudit(tx, request, {
          action: 'read',
          resource: 'Patient',
          resourceId: link.patientId,
          patientId: link.patientId,
        });
        return header;
      }),
  );

  app.get(
    '/api/core/EForms/:id/DocumentHeader/:docId',
    {
      config: eFormRouteConfig,
      schema: {
        tags,
        summary: 'The Form Header of one document of the link',
        params: coreReferenceEFormDocumentParamsSchema,
        response: { 200: coreReferenceEFormHeaderSchema, ...errorReplies },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const link = await resolveEFormLink(tx, request.params.id);
        const { document, form } = await loadEFormDocument(tx, link, request.params.docId);
        const header = await eFormHeader(tx, {
          patientId: link.patientId,
          formName: form.name,
          effectiveDate: document.effectiveDate,
          episodeOfCareId: document.episodeOfCareId,
        });
        await recordAudit(tx, request, {
          action: 'read',
          resource: 'Document',
          resourceId: document.id,
          patientId: link.patientId,
        });
        return header;
      }),
  );

  app.get(
    '/api/core/EForms/:id/RenderDocuments',
    {
      config: eFormRouteConfig,
      schema: {
        tags,
        summary:
          'The link’s documents as printable HTML (a copy for the patient, with what is entered so far)',
        produces: ['text/html'],
        params: coreReferenceEFormParamsSchema,
        response: { 200: z.string(), ...errorReplies },
      },
    },
    async (request, reply) => {
      const html = await db.transaction(async (tx) => {
        const link = await resolveEFormLink(tx, request.params.id);
        const loaded = await loadEFormDocuments(tx, link);
        if (loaded.length === 0) throw eFormExpired();
        await recordAudit(tx, request, {
          action: 'read',
          resource: 'EFormLink',
          resourceId: link.id,
          patientId: link.patientId,
        });
        const printable = await toPrintableDocuments(tx, loaded, requestLanguage(request));
        return renderDocumentsHtml('Documents', printable);
      });
      return sendPrintableHtml(reply, html);
    },
  );
}
