import {
  coreReferenceListQuerySchema,
  coreReferenceLocationCreateSchema,
  coreReferenceLocationPatchSchema,
  coreReferenceLocationSchema,
  idParamsSchema,
  pagedReplySchema,
} from '@clinic/api-contract';
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { notFound } from '../../../../app/httpError';
import { locations } from '../../../../db/schema';
import { escapeLike } from '../shared/escapeLike';
import { pagedReply, pageWindow } from '../shared/paging';
import { rejectEmptyPatch } from '../shared/rejectEmptyPatch';
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
  const liveLocation = (id: string) => and(eq(locations.id, id), eq(locations.active, true));

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

  app.get(
    '/api/core/Locations/:id',
    {
      schema: {
        tags,
        summary: 'One location',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: coreReferenceLocationSchema, ...staffErrorReplies },
      },
    },
    async (request) => {
      const [row] = await db.select().from(locations).where(liveLocation(request.params.id));
      if (!row) throw notFound();
      return toLocationDto(row);
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

  app.patch(
    '/api/core/Locations/:id',
    {
      schema: {
        tags,
        summary: 'Changes a location (tech staff)',
        security: bearerSecurity,
        params: idParamsSchema,
        body: coreReferenceLocationPatchSchema,
        response: { 200: coreReferenceLocationSchema, ...techStaffErrorReplies },
      },
    },
    async (request) => {
      requireTechStaff(request);
      rejectEmptyPatch(request.body);
      const row = await db.transaction(async (tx) => {
        await assertLocationReferences(tx, request.body);
        const [updated] = await tx
          .update(locations)
          .set(request.body)
          .where(liveLocation(request.params.id))
          .returning();
        return updated;
      });
      if (!row) throw notFound();
      return toLocationDto(row);
    },
  );

  app.delete(
    '/api/core/Locations/:id',
    {
      schema: {
        tags,
        summary: 'Removes a location (tech staff)',
        description:
          'Deactivated, not erased: patients and appointments keep their location. It then answers 404.',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: z.null(), ...techStaffErrorReplies },
      },
    },
    async (request, reply) => {
      requireTechStaff(request);
      const [row] = await db
        .update(locations)
        .set({ active: false })
        .where(liveLocation(request.params.id))
        .returning({ id: locations.id });
      if (!row) throw notFound();
      return reply.status(204).send(null);
    },
  );
}
