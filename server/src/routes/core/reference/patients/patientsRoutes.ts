import {
  coreReferenceEpisodeOfCareSchema,
  coreReferencePatientCreateSchema,
  coreReferencePatientPatchSchema,
  coreReferencePatientSchema,
  coreReferencePatientSearchSchema,
  coreReferencePatientSummarySchema,
  idParamsSchema,
  pagedReplySchema,
} from '@clinic/api-contract';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { notFound } from '../../../../app/httpError';
import { recordAudit, recordListAudit } from '../../../../audit/recordAudit';
import { patients } from '../../../../db/schema';
import { smsConsentAfterPhone } from '../../../../scheduling/reminders/smsConsent';
import { activeLocationReference } from '../shared/activeLocationReference';
import { assertIdsExist } from '../shared/missingIds';
import { rejectEmptyPatch } from '../shared/rejectEmptyPatch';
import { bearerSecurity, staffErrorReplies } from '../shared/routeSchemaParts';
import { listEpisodes, loadPatient } from './loadPatient';
import { nextPatientIdentifiers } from './nextPatientIdentifiers';
import { searchPatients } from './searchPatients';
import { toEpisodeDto, toPatientSummary } from './toPatientDto';

const tags = ['core: patients'];
const patientPageSchema = pagedReplySchema(coreReferencePatientSummarySchema).meta({
  id: 'CoreReferencePatientPage',
});

/** api/core/Patients: the chart's demographics, balance, location and episodes; search and registration. */
export async function patientsRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.get(
    '/api/core/Patients/:id',
    {
      schema: {
        tags,
        summary: 'A patient: demographics, balance (dollars), location and episodes of care',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: coreReferencePatientSchema, ...staffErrorReplies },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const patient = await loadPatient(tx, request.params.id);
        await recordAudit(tx, request, {
          action: 'read',
          resource: 'Patient',
          resourceId: patient.id,
          patientId: patient.id,
        });
        return patient;
      }),
  );

  app.post(
    '/api/core/Patients/Search',
    {
      schema: {
        tags,
        summary: 'Finds patients by name, MRN or account number, paged',
        security: bearerSecurity,
        body: coreReferencePatientSearchSchema,
        response: { 200: patientPageSchema, ...staffErrorReplies },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const page = await searchPatients(tx, request.body);
        await recordListAudit(
          tx,
          request,
          { action: 'search', resource: 'Patient' },
          page.items.map((patient) => patient.id),
        );
        return { ...page, items: page.items.map(toPatientSummary) };
      }),
  );

  app.put(
    '/api/core/Patients',
    {
      schema: {
        tags,
        summary: 'Registers a patient; the account number and MRN are generated',
        security: bearerSecurity,
        body: coreReferencePatientCreateSchema,
        response: { 201: coreReferencePatientSchema, ...staffErrorReplies },
      },
    },
    async (request, reply) => {
      const created = await db.transaction(async (tx) => {
        if (request.body.locationId)
          await assertIdsExist(tx, 'locationId', activeLocationReference, [request.body.locationId]);
        const identifiers = await nextPatientIdentifiers(tx);
        const [row] = await tx
          .insert(patients)
          .values({ ...request.body, ...identifiers })
          .returning({ id: patients.id });
        if (!row) throw new Error('patient insert returned nothing');
        await recordAudit(tx, request, {
          action: 'create',
          resource: 'Patient',
          resourceId: row.id,
          patientId: row.id,
        });
        return loadPatient(tx, row.id);
      });
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/api/core/Patients/:id',
    {
      schema: {
        tags,
        summary: 'Changes a patient’s demographics (fields left out keep their value)',
        security: bearerSecurity,
        params: idParamsSchema,
        body: coreReferencePatientPatchSchema,
        response: { 200: coreReferencePatientSchema, ...staffErrorReplies },
      },
    },
    async (request) => {
      rejectEmptyPatch(request.body);
      const { id } = request.params;
      return db.transaction(async (tx) => {
        if (request.body.locationId)
          await assertIdsExist(tx, 'locationId', activeLocationReference, [request.body.locationId]);
        const [row] = await tx
          .update(patients)
          .set({ ...request.body, ...smsConsentAfterPhone(request.body.phone), updatedAt: sql`now()` })
          .where(eq(patients.id, id))
          .returning({ id: patients.id });
        if (!row) throw notFound();
        await recordAudit(tx, request, {
          action: 'update',
          resource: 'Patient',
          resourceId: id,
          patientId: id,
        });
        return loadPatient(tx, id);
      });
    },
  );

  app.get(
    '/api/core/Patients/:id/EpisodesOfCare',
    {
      schema: {
        tags,
        summary: 'A patient’s episodes of care, newest first',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: z.array(coreReferenceEpisodeOfCareSchema), ...staffErrorReplies },
      },
    },
    async (request) => {
      const { id } = request.params;
      return db.transaction(async (tx) => {
        const [patient] = await tx.select({ id: patients.id }).from(patients).where(eq(patients.id, id));
        if (!patient) throw notFound();
        const episodes = await listEpisodes(tx, id);
        await recordAudit(tx, request, { action: 'read', resource: 'EpisodeOfCare', patientId: id });
        return episodes.map(toEpisodeDto);
      });
    },
  );
}
