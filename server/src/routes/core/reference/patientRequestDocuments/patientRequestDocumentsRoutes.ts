import {
  type CoreReferencePatientRequestDocument,
  coreReferencePatientRequestDocumentCreateSchema,
  coreReferencePatientRequestDocumentSchema,
  coreReferencePatientRequestDocumentUpdateSchema,
  idParamsSchema,
} from '@clinic/api-contract';
import type { FormContent, Results } from '@clinic/forms-core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../../app/appInstance';
import { notFound } from '../../../../app/httpError';
import { recordAudit } from '../../../../audit/recordAudit';
import type { Queryable, Transaction } from '../../../../db/database';
import { appointmentRequests, forms, formVersions, patientRequestDocuments } from '../../../../db/schema';
import { isoInstant } from '../../../../documents/isoInstant';
import { loadFormContentOrThrow } from '../../../../documents/loadFormContentOrThrow';
import { resolveFormVersion } from '../../../../documents/resolveFormVersion';
import { scoreDocument } from '../../../../documents/scoreDocument';
import { signatureCounts } from '../../../../documents/signatureCounts';
import { asResults } from '../../../../documents/toDocumentDto';
import { bearerSecurity, staffErrorReplies } from '../shared/routeSchemaParts';

const tags = ['core: appointment requests'];

type Row = typeof patientRequestDocuments.$inferSelect;

function toDto(row: Row, formName: string): CoreReferencePatientRequestDocument {
  return {
    id: row.id,
    patientRequestId: row.patientRequestId,
    formId: row.formId,
    formName,
    versionId: row.versionId,
    results: asResults(row.results),
    bakedLayout: row.bakedLayout ?? null,
    score: row.score,
    totalSignatures: row.totalSignatures,
    completedSignatures: row.completedSignatures,
    order: row.order,
    createdAt: isoInstant(row.createdAt),
    updatedAt: isoInstant(row.updatedAt),
  };
}

/**
 * The columns that follow from the results: the signature counts, and the score when none is
 * given (computed when the form scores itself, otherwise `keptScore`).
 */
function derivedFromResults(
  content: FormContent,
  results: Results,
  score: string | null | undefined,
  keptScore: string | null,
) {
  return {
    ...signatureCounts(content, results),
    score: score === undefined ? (scoreDocument(content, results) ?? keptScore) : score,
  };
}

/** The intake document with its form name, version content and the request's patient (null for a newcomer). */
async function loadIntakeDocument(db: Queryable, id: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      row: patientRequestDocuments,
      formName: forms.name,
      content: formVersions.content,
      patientId: appointmentRequests.patientId,
    })
    .from(patientRequestDocuments)
    .innerJoin(forms, eq(forms.id, patientRequestDocuments.formId))
    .innerJoin(formVersions, eq(formVersions.id, patientRequestDocuments.versionId))
    .innerJoin(appointmentRequests, eq(appointmentRequests.id, patientRequestDocuments.patientRequestId))
    .where(eq(patientRequestDocuments.id, id));
  const [found] = options.lock ? await query.for('update', { of: patientRequestDocuments }) : await query;
  if (!found) throw notFound();
  return found;
}

async function audit(
  tx: Transaction,
  request: FastifyRequest,
  action: string,
  id: string,
  patientId: string | null,
) {
  await recordAudit(tx, request, { action, resource: 'PatientRequestDocument', resourceId: id, patientId });
}

/** api/core/PatientRequestDocuments: forms filled with an appointment or registration request. */
export async function patientRequestDocumentsRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.get(
    '/api/core/PatientRequestDocuments/:id',
    {
      schema: {
        tags,
        summary: 'One intake document of an appointment or registration request',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: coreReferencePatientRequestDocumentSchema, ...staffErrorReplies },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const found = await loadIntakeDocument(tx, request.params.id);
        await audit(tx, request, 'read', found.row.id, found.patientId);
        return toDto(found.row, found.formName);
      }),
  );

  app.put(
    '/api/core/PatientRequestDocuments',
    {
      schema: {
        tags,
        summary: 'Attaches an intake document to an appointment or registration request',
        description: 'On the form’s official version unless versionId names another of its versions.',
        security: bearerSecurity,
        body: coreReferencePatientRequestDocumentCreateSchema,
        response: { 201: coreReferencePatientRequestDocumentSchema, ...staffErrorReplies },
      },
    },
    async (request, reply) => {
      const { patientRequestId, formId, versionId, results = {}, bakedLayout, score, order } = request.body;
      const created = await db.transaction(async (tx) => {
        const [appointmentRequest] = await tx
          .select({ patientId: appointmentRequests.patientId })
          .from(appointmentRequests)
          .where(eq(appointmentRequests.id, patientRequestId));
        if (!appointmentRequest) throw notFound();
        const { form, version } = await resolveFormVersion(tx, formId, versionId);
        const [row] = await tx
          .insert(patientRequestDocuments)
          .values({
            patientRequestId,
            formId: form.id,
            versionId: version.id,
            results,
            bakedLayout: bakedLayout ?? null,
            order: order ?? 0,
            ...derivedFromResults(version.content, results, score, null),
          })
          .returning();
        if (!row) throw new Error('intake document insert returned nothing');
        await audit(tx, request, 'create', row.id, appointmentRequest.patientId);
        return toDto(row, form.name);
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/core/PatientRequestDocuments/:id',
    {
      schema: {
        tags,
        summary: 'Replaces the answers of an intake document (fields left out keep their value)',
        security: bearerSecurity,
        params: idParamsSchema,
        body: coreReferencePatientRequestDocumentUpdateSchema,
        response: { 200: coreReferencePatientRequestDocumentSchema, ...staffErrorReplies },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const found = await loadIntakeDocument(tx, request.params.id, { lock: true });
        const { results, bakedLayout, score, order } = request.body;
        const content = loadFormContentOrThrow(found.content, found.row.versionId);
        const [row] = await tx
          .update(patientRequestDocuments)
          .set({
            results,
            ...(bakedLayout === undefined ? {} : { bakedLayout }),
            ...(order === undefined ? {} : { order }),
            ...derivedFromResults(content, results, score, found.row.score),
            updatedAt: sql`now()`,
          })
          .where(eq(patientRequestDocuments.id, found.row.id))
          .returning();
        if (!row) throw notFound();
        await audit(tx, request, 'update', row.id, found.patientId);
        return toDto(row, found.formName);
      }),
  );
}
