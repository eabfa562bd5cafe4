import {
  coreReferenceListQuerySchema,
  coreReferenceLocationCreateSchema,
  coreReferenceLocationPatchSchema,
  coreReferenceLocationSchema,
  pagedReplySchema,
} from '@clinic/api-contract';
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { AppInstance } from '../../../../app/appInstance';
import { locations } from '../../../../db/schema';
import { deactivatableByIdRoutes } from '../shared/deactivatableByIdRoutes';
import { escapeLike } from '../shared/escapeLike';
import { pagedReply, pageWindow } from '../shared/paging';
import { requireTechStaff } from '../shared/requireTechStaff';
import { bearerSecurity, staffErrorReplies, techStaffErrorReplies } from '../shared/routeSchemaParts';
import { assertLocationReferences } from './assertLocationReferences';
import { toLocationDto } from './toLocationDto';

const tags = ['core: locations'];
const locationPageSchema = pagedReplySchema(coreReferenceLocationSchema).meta({
  id: 'CoreReferenceLocationPage',
});

/** api/core/Locations: the lookup list and its settings-screen editing (a deleted location is deactivated). */
export async function locationsRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.post(
    '/api/core/Locations',
    {
      schema: {
        tags,
        summary: 'The locations, paged, by name (the Locations lookup and query)',
        security: bearerSecurity,
        body: coreReferenceListQuerySchema,
        response: { 200: locationPageSchema, ...staffErrorReplies },
      },
    },
    async (request) => {
      const query = request.body;
      const where = and(
        eq(locations.active, true),
        query.searchPhrase ? ilike(locations.name, `%${escapeLike(query.searchPhrase)}%`) : undefined,
      );
      const { limit, offset } = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(locations)
          .where(where)
          .orderBy(asc(locations.name), asc(locations.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(locations).where(where),
      ]);
      return pagedReply(rows.map(toLocationDto), total?.n ?? 0, query);
    },
  );

  app.put(
    '/api/core/Locations',
    {
      schema: {
        tags,
        summary: 'Creates a location (tech staff)',
        security: bearerSecurity,
        body: coreReferenceLocationCreateSchema,
        response: { 201: coreReferenceLocationSchema, ...techStaffErrorReplies },
      },
    },
    async (request, reply) => {
      requireTechStaff(request);
      const row = await db.transaction(async (tx) => {
        await assertLocationReferences(tx, request.body);
        const [inserted] = await tx.insert(locations).values(request.body).returning();
        return inserted;
      });
      if (!row) throw new Error('location insert returned nothing');
      return reply.status(201).send(toLocationDto(row));
    },
  );

  deactivatableByIdRoutes(app, {
    path: '/api/core/Locations/:id',
    tags,
    noun: 'location',
    deleteDescription:
      'Deactivated, not erased: patients and appointments keep their location. It then answers 404.',
    table: locations,
    dtoSchema: coreReferenceLocationSchema,
    patchSchema: coreReferenceLocationPatchSchema,
    toDto: toLocationDto,
    checkPatch: assertLocationReferences,
  });
}
