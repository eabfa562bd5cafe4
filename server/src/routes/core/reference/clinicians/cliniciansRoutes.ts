import {
  coreReferenceClinicianCreateSchema,
  coreReferenceClinicianPatchSchema,
  coreReferenceClinicianSchema,
  coreReferenceListQuerySchema,
  pagedReplySchema,
} from '@clinic/api-contract';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { AppInstance } from '../../../../app/appInstance';
import type { Queryable } from '../../../../db/database';
import { clinicians, services } from '../../../../db/schema';
import { deactivatableByIdRoutes } from '../shared/deactivatableByIdRoutes';
import { escapeLike } from '../shared/escapeLike';
import { assertIdsExist } from '../shared/missingIds';
import { pagedReply, pageWindow } from '../shared/paging';
import { requireTechStaff } from '../shared/requireTechStaff';
import { bearerSecurity, staffErrorReplies, techStaffErrorReplies } from '../shared/routeSchemaParts';
import { toClinicianDto } from './toClinicianDto';

const tags = ['core: settings'];
const clinicianPageSchema = pagedReplySchema(coreReferenceClinicianSchema).meta({
  id: 'CoreReferenceClinicianPage',
});

export const liveClinician = (id: string) => and(eq(clinicians.id, id), eq(clinicians.active, true));

const assertServices = (db: Queryable, serviceIds: readonly string[] | undefined) =>
  assertIdsExist(
    db,
    'serviceIds',
    { table: services, id: services.id, where: eq(services.active, true) },
    serviceIds ?? [],
  );

/** api/core/Clinicians: who can be booked and for which services (a deleted clinician is deactivated). */
export async function cliniciansRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.post(
    '/api/core/Clinicians',
    {
      schema: {
        tags,
        summary: 'The clinicians, paged, by last name',
        security: bearerSecurity,
        body: coreReferenceListQuerySchema,
        response: { 200: clinicianPageSchema, ...staffErrorReplies },
      },
    },
    async (request) => {
      const query = request.body;
      const pattern = query.searchPhrase ? `%${escapeLike(query.searchPhrase)}%` : undefined;
      const where = and(
        eq(clinicians.active, true),
        pattern ? or(ilike(clinicians.firstName, pattern), ilike(clinicians.lastName, pattern)) : undefined,
      );
      const { limit, offset } = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(clinicians)
          .where(where)
          .orderBy(asc(clinicians.lastName), asc(clinicians.firstName), asc(clinicians.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(clinicians).where(where),
      ]);
      return pagedReply(rows.map(toClinicianDto), total?.n ?? 0, query);
    },
  );

  app.put(
    '/api/core/Clinicians',
    {
      schema: {
        tags,
        summary: 'Creates a clinician (tech staff)',
        security: bearerSecurity,
        body: coreReferenceClinicianCreateSchema,
        response: { 201: coreReferenceClinicianSchema, ...techStaffErrorReplies },
      },
    },
    async (request, reply) => {
      requireTechStaff(request);
      const row = await db.transaction(async (tx) => {
        await assertServices(tx, request.body.serviceIds);
        const [inserted] = await tx.insert(clinicians).values(request.body).returning();
        return inserted;
      });
      if (!row) throw new Error('clinician insert returned nothing');
      return reply.status(201).send(toClinicianDto(row));
    },
  );

  deactivatableByIdRoutes(app, {
    path: '/api/core/Clinicians/:id',
    tags,
    noun: 'clinician',
    deleteDescription: 'Deactivated, not erased: appointments keep their clinician. It then answers 404.',
    table: clinicians,
    dtoSchema: coreReferenceClinicianSchema,
    patchSchema: coreReferenceClinicianPatchSchema,
    toDto: toClinicianDto,
    checkPatch: (tx, body) => assertServices(tx, body.serviceIds),
  });
}
