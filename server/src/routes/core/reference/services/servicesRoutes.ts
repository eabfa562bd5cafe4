import {
  coreReferenceListQuerySchema,
  coreReferenceServiceCreateSchema,
  coreReferenceServicePatchSchema,
  coreReferenceServiceSchema,
  idParamsSchema,
  pagedReplySchema,
} from '@clinic/api-contract';
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { notFound } from '../../../../app/httpError';
import { services } from '../../../../db/schema';
import { escapeLike } from '../shared/escapeLike';
import { pagedReply, pageWindow } from '../shared/paging';
import { rejectEmptyPatch } from '../shared/rejectEmptyPatch';
import { requireTechStaff } from '../shared/requireTechStaff';
import { bearerSecurity, staffErrorReplies, techStaffErrorReplies } from '../shared/routeSchemaParts';
import { toServiceDto } from './toServiceDtos';

const tags = ['core: settings'];
const servicePageSchema = pagedReplySchema(coreReferenceServiceSchema).meta({
  id: 'CoreReferenceServicePage',
});

/** api/core/Services: what can be booked, and for how long (a deleted service is deactivated). */
export async function servicesRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;
  const liveService = (id: string) => and(eq(services.id, id), eq(services.active, true));

  app.post(
    '/api/core/Services',
    {
      schema: {
        tags,
        summary: 'The services, paged, by name',
        security: bearerSecurity,
        body: coreReferenceListQuerySchema,
        response: { 200: servicePageSchema, ...staffErrorReplies },
      },
    },
    async (request) => {
      const query = request.body;
      const where = and(
        eq(services.active, true),
        query.searchPhrase ? ilike(services.name, `%${escapeLike(query.searchPhrase)}%`) : undefined,
      );
      const { limit, offset } = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(services)
          .where(where)
          .orderBy(asc(services.name), asc(services.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(services).where(where),
      ]);
      return pagedReply(rows.map(toServiceDto), total?.n ?? 0, query);
    },
  );

  app.get(
    '/api/core/Services/:id',
    {
      schema: {
        tags,
        summary: 'One service',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: coreReferenceServiceSchema, ...staffErrorReplies },
      },
    },
    async (request) => {
      const [row] = await db.select().from(services).where(liveService(request.params.id));
      if (!row) throw notFound();
      return toServiceDto(row);
    },
  );

  app.put(
    '/api/core/Services',
    {
      schema: {
        tags,
        summary: 'Creates a service (tech staff)',
        security: bearerSecurity,
        body: coreReferenceServiceCreateSchema,
        response: { 201: coreReferenceServiceSchema, ...techStaffErrorReplies },
      },
    },
    async (request, reply) => {
      requireTechStaff(request);
      const [row] = await db.insert(services).values(request.body).returning();
      if (!row) throw new Error('service insert returned nothing');
      return reply.status(201).send(toServiceDto(row));
    },
  );

  app.patch(
    '/api/core/Services/:id',
    {
      schema: {
        tags,
        summary: 'Changes a service (tech staff)',
        security: bearerSecurity,
        params: idParamsSchema,
        body: coreReferenceServicePatchSchema,
        response: { 200: coreReferenceServiceSchema, ...techStaffErrorReplies },
      },
    },
    async (request) => {
      requireTechStaff(request);
      rejectEmptyPatch(request.body);
      const [row] = await db
        .update(services)
        .set(request.body)
        .where(liveService(request.params.id))
        .returning();
      if (!row) throw notFound();
      return toServiceDto(row);
    },
  );

  app.delete(
    '/api/core/Services/:id',
    {
      schema: {
        tags,
        summary: 'Removes a service (tech staff)',
        description: 'Deactivated, not erased: past appointments keep their service. It then answers 404.',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: z.null(), ...techStaffErrorReplies },
      },
    },
    async (request, reply) => {
      requireTechStaff(request);
      const [row] = await db
        .update(services)
        .set({ active: false })
        .where(liveService(request.params.id))
        .returning({ id: services.id });
      if (!row) throw notFound();
      return reply.status(204).send(null);
    },
  );
}
