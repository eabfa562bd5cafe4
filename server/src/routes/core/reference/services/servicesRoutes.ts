import {
  coreReferenceListQuerySchema,
  coreReferenceServiceCreateSchema,
  coreReferenceServicePatchSchema,
  coreReferenceServiceSchema,
  pagedReplySchema,
} from '@clinic/api-contract';
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { AppInstance } from '../../../../app/appInstance';
import { services } from '../../../../db/schema';
import { deactivatableByIdRoutes } from '../shared/deactivatableByIdRoutes';
import { escapeLike } from '../shared/escapeLike';
import { pagedReply, pageWindow } from '../shared/paging';
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

  deactivatableByIdRoutes(app, {
    path: '/api/core/Services/:id',
    tags,
    noun: 'service',
    deleteDescription: 'Deactivated, not erased: past appointments keep their service. It then answers 404.',
    table: services,
    dtoSchema: coreReferenceServiceSchema,
    patchSchema: coreReferenceServicePatchSchema,
    toDto: toServiceDto,
  });
}
