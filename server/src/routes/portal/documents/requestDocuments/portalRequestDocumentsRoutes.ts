import {
  errorReplySchema,
  idParamsSchema,
  portalDocumentsRequestDocumentCreateSchema,
  portalDocumentsRequestDocumentSchema,
  portalDocumentsRequestDocumentUpdateSchema,
} from '@clinic/api-contract';
import { count, eq, sql } from 'drizzle-orm';
import type { AppInstance } from '../../../../app/appInstance';
import { recordAudit } from '../../../../audit/recordAudit';
import { patientRequestDocuments } from '../../../../db/schema';
import { documentCaller } from '../../../../documents/pipeline/documentCaller';
import { resolveFormVersion } from '../../../../documents/resolveFormVersion';
import { asResults } from '../../../../documents/toDocumentDto';
import { assertFormOfferedAt, portalLocationId } from '../filling/portalDocumentRules';
import { portalActor } from '../shared/portalActor';
import {
  assertRequestOpen,
  intakeAnswerValues,
  loadOwnAppointmentRequest,
  loadOwnRequestDocument,
  toPortalRequestDocument,
} from './ownRequestDocuments';

const tags = ['portal: appointment request documents'];
const security = [{ bearer: [] }];
const replies = { 400: errorReplySchema, 403: errorReplySchema, 404: errorReplySchema };

/** api/portal/PatientRequestDocuments: intake forms of the signed-in user's own appointment requests. */
export async function portalRequestDocumentsRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;
  const audit = { resource: 'PatientRequestDocument' };

  app.get(
    '/api/portal/PatientRequestDocuments/:id',
    {
      schema: {
        tags,
        summary: 'An intake form of one of your appointment requests, with its form content',
        security,
        params: idParamsSchema,
        response: { 200: portalDocumentsRequestDocumentSchema, ...replies },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const found = await loadOwnRequestDocument(tx, request.params.id, portalActor(request));
        await recordAudit(tx, request, {
          ...audit,
          action: 'read',
          resourceId: found.row.id,
          patientId: found.request.patientId,
        });
        return toPortalRequestDocument(tx, { ...found, patientId: found.request.patientId });
      }),
  );

  app.put(
    '/api/portal/PatientRequestDocuments',
    {
      schema: {
        tags,
        summary: 'Attaches an intake form to one of your unconfirmed appointment requests',
        description:
          "The form must be offered at the request's location. Only e-form editable fields are kept; " +
          'with complete: true they are checked first.',
        security,
        body: portalDocumentsRequestDocumentCreateSchema,
        response: { 201: portalDocumentsRequestDocumentSchema, ...replies },
      },
    },
    async (request, reply) => {
      const actor = portalActor(request);
      const { patientRequestId, formId, results, complete, order } = request.body;
      const created = await db.transaction(async (tx) => {
        const appointmentRequest = await loadOwnAppointmentRequest(tx, patientRequestId, actor);
        assertRequestOpen(appointmentRequest);
        await assertFormOfferedAt(
          tx,
          formId,
          appointmentRequest.locationId ?? (await portalLocationId(tx, request)),
        );
        const { form, version } = await resolveFormVersion(tx, formId, undefined);
        const [existing] = await tx
          .select({ total: count() })
          .from(patientRequestDocuments)
          .where(eq(patientRequestDocuments.patientRequestId, patientRequestId));
        const facts = {
          content: version.content,
          formName: form.name,
          patientId: appointmentRequest.patientId,
        };
        const answer = await intakeAnswerValues(
          tx,
          { ...facts, stored: {}, oneTimeValues: {} },
          { results, complete, caller: documentCaller(request) },
        );
        const [row] = await tx
          .insert(patientRequestDocuments)
          .values({
            patientRequestId,
            formId: form.id,
            versionId: version.id,
            order: order ?? existing?.total ?? 0,
            ...answer.values,
          })
          .returning();
        if (!row) throw new Error('intake document insert returned nothing');
        await recordAudit(tx, request, {
          ...audit,
          action: 'create',
          resourceId: row.id,
          patientId: appointmentRequest.patientId,
        });
        return toPortalRequestDocument(tx, { ...facts, row }, answer.ignored);
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/portal/PatientRequestDocuments/:id',
    {
      schema: {
        tags,
        summary: 'Saves your answers to an intake form of an unconfirmed appointment request',
        description: 'Only e-form editable fields change; with complete: true they are checked first.',
        security,
        params: idParamsSchema,
        body: portalDocumentsRequestDocumentUpdateSchema,
        response: { 200: portalDocumentsRequestDocumentSchema, ...replies },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const found = await loadOwnRequestDocument(tx, request.params.id, portalActor(request), {
          lock: true,
        });
        assertRequestOpen(found.request);
        const { results, complete } = request.body;
        const facts = { ...found, patientId: found.request.patientId };
        const answer = await intakeAnswerValues(
          tx,
          {
            ...facts,
            stored: asResults(found.row.results),
            oneTimeValues: asResults(found.row.oneTimeValues),
          },
          { results, complete, caller: documentCaller(request) },
        );
        const [row] = await tx
          .update(patientRequestDocuments)
          .set({ ...answer.values, updatedAt: sql`now()` })
          .where(eq(patientRequestDocuments.id, found.row.id))
          .returning();
        if (!row) throw new Error('intake document vanished while locked');
        await recordAudit(tx, request, {
          ...audit,
          action: 'update',
          resourceId: row.id,
          patientId: found.request.patientId,
        });
        return toPortalRequestDocument(tx, { ...facts, row }, answer.ignored);
      }),
  );
}
