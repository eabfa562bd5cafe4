import {
  coreFormsDetailedDocumentSchema,
  coreFormsDocumentListBodySchema,
  coreFormsDocumentListItemSchema,
  coreFormsDocumentSchema,
  coreFormsEpisodeCategoryParamsSchema,
  coreFormsEpisodeFormParamsSchema,
  coreFormsEpisodePatientParamsSchema,
  coreFormsPickedDocumentSchema,
  errorReplySchema,
  idParamsSchema,
  pagedReplySchema,
} from '@clinic/api-contract';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { notFound } from '../../../../app/httpError';
import { sendJsonText } from '../../../../app/sendJsonText';
import { documents } from '../../../../db/schema';
import { documentScope } from '../../../../documents/documentActor';
import {
  listEpisodeDocuments,
  listEpisodeDocumentsWithResults,
} from '../../../../documents/listEpisodeDocuments';
import { loadDocument } from '../../../../documents/loadDocument';
import { loadEpisode } from '../../../../documents/loadEpisode';
import {
  documentFacts,
  loadPipelineContext,
  replyCollectionsOf,
  replyContextOf,
} from '../../../../documents/pipeline/documentPipelineContext';
import { readAuditedDocumentJson } from '../../../../documents/readAuditedDocumentJson';
import { readDocumentDto } from '../../../../documents/readDocumentDto';
import {
  asResults,
  selectDocumentDtoRows,
  toDocumentDto,
  toDocumentListItem,
  toPickedDocument,
} from '../../../../documents/toDocumentDto';
import { pagedReply, pageWindow } from '../../reference/shared/paging';
import { security } from '../routeSchemaParts';
import { auditedRead } from './auditedDocuments';

const tags = ['core: documents'];
const errors = { 400: errorReplySchema, 401: errorReplySchema, 404: errorReplySchema };

/** Picker options are the newest documents of one form in an episode: a bounded list. */
const pickerLimit = 200;

/** api/core/Documents reads (forms.md section 7); every read of patient data is audited. */
export async function documentsReadRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/core/Documents/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A document with its results',
        params: idParamsSchema,
        response: { 200: coreFormsDocumentSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendJsonText(reply, await readAuditedDocumentJson(app.deps, request, request.params.id)),
  );

  app.get(
    '/api/core/Documents/forAdvancedFormBuilderControl/:id',
    {
      schema: {
        tags,
        security,
        summary: "A document as the document picker's value",
        params: idParamsSchema,
        response: { 200: coreFormsPickedDocumentSchema, ...errors },
      },
    },
    async (request) =>
      auditedRead(
        app,
        request,
        { resource: 'Document', resourceId: request.params.id },
        async (tx, actor) => {
          const [row] = await selectDocumentDtoRows(tx).where(
            and(eq(documents.id, request.params.id), documentScope(actor)),
          );
          if (!row) throw notFound();
          return { patientId: row.document.patientId, reply: toPickedDocument(row) };
        },
      ),
  );

  app.get(
    '/api/core/Documents/GetDetailed/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A document with its form, the version content it was filled on, the patient and the author',
        params: idParamsSchema,
        response: { 200: coreFormsDetailedDocumentSchema, ...errors },
      },
    },
    async (request) =>
      auditedRead(
        app,
        request,
        { resource: 'Document', resourceId: request.params.id },
        async (tx, actor) => {
          const loaded = await loadDocument(tx, request.params.id, actor);
          const document = await readDocumentDto(tx, request.params.id, actor);
          const context = await loadPipelineContext(tx, documentFacts(loaded), { chart: false });
          const patient = context.patient;
          if (!patient) throw notFound();
          const [episode] = loaded.document.episodeOfCareId
            ? [{ id: loaded.document.episodeOfCareId, number: context.episodeOfCare?.number ?? '' }]
            : [];
          const middleName = patient.middleName ?? '';
          const fullName = [patient.firstName, middleName, patient.lastName]
            .filter((p) => p.trim())
            .join(' ');
          return {
            patientId: loaded.document.patientId,
            reply: {
              document,
              form: {
                id: loaded.form.id,
                name: loaded.form.name,
                category: loaded.form.category,
                documentInstructions: loaded.form.documentInstructions,
              },
              version: loaded.version,
              patient: {
                id: loaded.document.patientId,
                firstName: patient.firstName,
                middleName,
                lastName: patient.lastName,
                fullName,
                mrn: patient.mrn,
                dateOfBirth: patient.dateOfBirth ?? '',
              },
              episodeOfCare: episode ?? null,
              createdBy: document.createdBy,
              collections: replyCollectionsOf(context),
              context: replyContextOf(context),
              oneTimeValues: asResults(loaded.document.oneTimeValues),
            },
          };
        },
      ),
  );

  app.post(
    '/api/core/Documents/ByEoc/:eocId/:patientId',
    {
      schema: {
        tags,
        security,
        summary: "A page of an episode's documents, newest first",
        description:
          'The second path parameter is the patient the episode belongs to (404 otherwise). Optional filters: status, formId.',
        params: coreFormsEpisodePatientParamsSchema,
        body: coreFormsDocumentListBodySchema,
        response: { 200: pagedReplySchema(coreFormsDocumentListItemSchema), ...errors },
      },
    },
    async (request) => {
      const { eocId, patientId } = request.params;
      const { status, formId } = request.body;
      const { rows, total } = await listEpisodeDocuments(app.deps, request, {
        episodeId: eocId,
        patientId,
        filter: { status, formId },
        page: pageWindow(request.body),
      });
      return pagedReply(rows.map(toDocumentListItem), total, request.body);
    },
  );

  app.get(
    '/api/core/Documents/ByEocForAdvancedFormBuilderComponent/:eocId/:formId',
    {
      schema: {
        tags,
        security,
        summary: "The document picker's options: an episode's documents of one form, newest first",
        description: `At most ${pickerLimit}.`,
        params: coreFormsEpisodeFormParamsSchema,
        response: { 200: z.array(coreFormsPickedDocumentSchema), ...errors },
      },
    },
    async (request) => {
      const { eocId, formId } = request.params;
      return auditedRead(
        app,
        request,
        { resource: 'EpisodeDocuments', resourceId: eocId },
        async (tx, actor) => {
          const episode = await loadEpisode(tx, eocId);
          const rows = await selectDocumentDtoRows(tx)
            .where(
              and(eq(documents.episodeOfCareId, eocId), eq(documents.formId, formId), documentScope(actor)),
            )
            .orderBy(desc(documents.createdAt), desc(documents.id))
            .limit(pickerLimit);
          return { patientId: episode.patientId, reply: rows.map(toPickedDocument) };
        },
      );
    },
  );

  app.post(
    '/api/core/Documents/ByEocAndCategory/:eocId/:category',
    {
      schema: {
        tags,
        security,
        summary: "A page of an episode's documents of one form category, newest first",
        params: coreFormsEpisodeCategoryParamsSchema,
        body: coreFormsDocumentListBodySchema,
        response: { 200: pagedReplySchema(coreFormsDocumentSchema), ...errors },
      },
    },
    async (request) => {
      const { eocId, category } = request.params;
      const { status, formId } = request.body;
      const { rows, total } = await listEpisodeDocumentsWithResults(app.deps, request, {
        episodeId: eocId,
        filter: { status, formId, category },
        page: pageWindow(request.body),
      });
      return pagedReply(rows.map(toDocumentDto), total, request.body);
    },
  );
}
