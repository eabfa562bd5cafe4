import {
  type CoreFormsInboxCounts,
  type CoreFormsInboxItem,
  coreFormsInboxCountsSchema,
  coreFormsInboxFiltersSchema,
  coreFormsInboxPageSchema,
  coreFormsInboxQuerySchema,
  coreFormsInboxViews,
  errorReplySchema,
  idParamsSchema,
} from '@clinic/api-contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { conflict, notFound } from '../../../../app/httpError';
import { recordAudit } from '../../../../audit/recordAudit';
import { staffOf } from '../../../../auth/authenticate';
import type { Queryable } from '../../../../db/database';
import { documents, episodesOfCare, forms, locations, patients } from '../../../../db/schema';
import { isoInstant } from '../../../../documents/isoInstant';
import { loadStaffNames } from '../../clinical/shared/staffNames';
import { pagedReply, pageWindow } from '../../reference/shared/paging';
import { changeErrors, security } from '../routeSchemaParts';
import { documentClinicianId, documentLocationId, inboxFiltersWhere, inboxQueueWhere } from './inboxQueues';

const tags = ['core: document inbox'];
const readErrors = { 400: errorReplySchema, 401: errorReplySchema };

/** The documents joined with what a queue's filters read (episode and patient locations). */
const inboxRows = (db: Queryable) =>
  db
    .select({
      id: documents.id,
      formName: forms.name,
      status: documents.status,
      patientId: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      mrn: patients.mrn,
      clinicianId: documentClinicianId,
      locationName: locations.name,
      sharedAt: documents.sharedAt,
      completedAt: documents.completedAt,
      totalSignatures: documents.totalSignatures,
      completedSignatures: documents.completedSignatures,
    })
    .from(documents)
    .innerJoin(forms, eq(forms.id, documents.formId))
    .innerJoin(patients, eq(patients.id, documents.patientId))
    .leftJoin(episodesOfCare, eq(episodesOfCare.id, documents.episodeOfCareId))
    .leftJoin(locations, sql`${locations.id} = ${documentLocationId}`);

const counted = (db: Queryable) =>
  db
    .select({ count: sql<number>`count(*)::int` })
    .from(documents)
    .innerJoin(patients, eq(patients.id, documents.patientId))
    .leftJoin(episodesOfCare, eq(episodesOfCare.id, documents.episodeOfCareId));

/**
 * The staff Documents inbox: the queues of documents that need someone (completed by patients
 * and not yet reviewed, signatures to give, pending from patients, overdue), across patients,
 * with counts for the menu, and "mark reviewed". Every list and decision is audited.
 */
export async function documentInboxRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.get(
    '/api/core/DocumentInbox',
    {
      schema: {
        tags,
        summary: 'One queue of the inbox, newest first, by who it is for and where',
        security,
        querystring: coreFormsInboxQuerySchema,
        response: { 200: coreFormsInboxPageSchema, ...readErrors },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const { view, page, pageSize, ...filters } = request.query;
        const where = and(inboxQueueWhere(view), inboxFiltersWhere(filters));
        const window = pageWindow({ page, pageSize });
        const rows = await inboxRows(tx)
          .where(where)
          .orderBy(
            desc(sql`coalesce(${documents.completedAt}, ${documents.sharedAt}, ${documents.createdAt})`),
            desc(documents.id),
          )
          .limit(window.limit)
          .offset(window.offset);
        const [total] = await counted(tx).where(where);
        const names = await loadStaffNames(
          tx,
          rows.map((row) => row.clinicianId),
        );
        await recordAudit(tx, request, { action: 'read', resource: 'DocumentInbox' });
        const items = rows.map(
          (row): CoreFormsInboxItem => ({
            id: row.id,
            formName: row.formName,
            status: row.status,
            patient: { id: row.patientId, fullName: `${row.firstName} ${row.lastName}`, mrn: row.mrn },
            clinician:
              row.clinicianId && names.has(row.clinicianId)
                ? { id: row.clinicianId, fullName: names.get(row.clinicianId) ?? '' }
                : null,
            locationName: row.locationName,
            sharedAt: row.sharedAt === null ? null : isoInstant(row.sharedAt),
            completedAt: row.completedAt === null ? null : isoInstant(row.completedAt),
            totalSignatures: row.totalSignatures,
            completedSignatures: row.completedSignatures,
          }),
        );
        return pagedReply(items, total?.count ?? 0, { page, pageSize });
      }),
  );

  app.get(
    '/api/core/DocumentInbox/Counts',
    {
      schema: {
        tags,
        summary: 'How many documents each queue holds (the menu badge reads completedByPatients)',
        security,
        querystring: coreFormsInboxFiltersSchema,
        response: { 200: coreFormsInboxCountsSchema, ...readErrors },
      },
    },
    async (request) => {
      const counts = await Promise.all(
        coreFormsInboxViews.map(async (view) => {
          const [row] = await counted(db).where(and(inboxQueueWhere(view), inboxFiltersWhere(request.query)));
          return [view, row?.count ?? 0] as const;
        }),
      );
      return Object.fromEntries(counts) as CoreFormsInboxCounts;
    },
  );

  app.patch(
    '/api/core/DocumentInbox/:id/Reviewed',
    {
      schema: {
        tags,
        summary: 'Marks a document a patient completed as reviewed: it leaves the inbox',
        description: 'A document that is not a patient-completed one answers 404; one already reviewed 409.',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...changeErrors },
      },
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        const [document] = await tx
          .select({ id: documents.id, patientId: documents.patientId, reviewedAt: documents.reviewedAt })
          .from(documents)
          .where(
            and(
              eq(documents.id, request.params.id),
              eq(documents.completedByPatient, true),
              eq(documents.status, 'Completed'),
              isNull(documents.deletedAt),
            ),
          )
          .for('update');
        if (!document) throw notFound();
        if (document.reviewedAt !== null) throw conflict(['This document was already marked reviewed.']);
        await tx
          .update(documents)
          .set({ reviewedAt: sql`now()`, reviewedById: staffOf(request).staffUserId })
          .where(eq(documents.id, document.id));
        await recordAudit(tx, request, {
          action: 'review',
          resource: 'Document',
          resourceId: document.id,
          patientId: document.patientId,
        });
      });
      return reply.status(204).send(null);
    },
  );
}
