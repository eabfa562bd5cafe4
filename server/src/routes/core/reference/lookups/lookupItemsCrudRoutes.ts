import {
  coreReferenceLookupItemCreateSchema,
  coreReferenceLookupItemParamsSchema,
  coreReferenceLookupItemPatchSchema,
  coreReferenceLookupItemSchema,
  coreReferenceLookupKindParamsSchema,
} from '@clinic/api-contract';
import { and, eq, max } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { notFound } from '../../../../app/httpError';
import { type LookupKind, lookupItems } from '../../../../db/schema';
import { rejectEmptyPatch } from '../shared/rejectEmptyPatch';
import { requireTechStaff } from '../shared/requireTechStaff';
import { bearerSecurity, techStaffErrorReplies } from '../shared/routeSchemaParts';
import { toLookupItemDto } from './toLookupItemDto';

const tags = ['core: lookups'];

/** The settings screen's editing of lookup lists (tech staff only). */
export async function lookupItemsCrudRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;
  const liveItem = (kind: LookupKind, id: string) =>
    and(eq(lookupItems.id, id), eq(lookupItems.kind, kind), eq(lookupItems.active, true));

  app.put(
    '/api/core/Lookups/:kind',
    {
      schema: {
        tags,
        summary: 'Adds an item to a lookup list (tech staff)',
        description: 'Without sortOrder the item goes after the last one.',
        security: bearerSecurity,
        params: coreReferenceLookupKindParamsSchema,
        body: coreReferenceLookupItemCreateSchema,
        response: { 201: coreReferenceLookupItemSchema, ...techStaffErrorReplies },
      },
    },
    async (request, reply) => {
      requireTechStaff(request);
      const { kind } = request.params;
      const row = await db.transaction(async (tx) => {
        const [last] = await tx
          .select({ sortOrder: max(lookupItems.sortOrder) })
          .from(lookupItems)
          .where(eq(lookupItems.kind, kind));
        const [inserted] = await tx
          .insert(lookupItems)
          .values({
            kind,
            name: request.body.name,
            code: request.body.code ?? null,
            sortOrder: request.body.sortOrder ?? (last?.sortOrder ?? 0) + 1,
            extra: request.body.extra ?? {},
          })
          .returning();
        return inserted;
      });
      if (!row) throw new Error('lookup insert returned nothing');
      return reply.status(201).send(toLookupItemDto(row));
    },
  );

  app.patch(
    '/api/core/Lookups/:kind/:id',
    {
      schema: {
        tags,
        summary: 'Renames or reorders a lookup item (tech staff)',
        security: bearerSecurity,
        params: coreReferenceLookupItemParamsSchema,
        body: coreReferenceLookupItemPatchSchema,
        response: { 200: coreReferenceLookupItemSchema, ...techStaffErrorReplies },
      },
    },
    async (request) => {
      requireTechStaff(request);
      rejectEmptyPatch(request.body);
      const { kind, id } = request.params;
      const [row] = await db.update(lookupItems).set(request.body).where(liveItem(kind, id)).returning();
      if (!row) throw notFound();
      return toLookupItemDto(row);
    },
  );

  app.delete(
    '/api/core/Lookups/:kind/:id',
    {
      schema: {
        tags,
        summary: 'Removes a lookup item from its list (tech staff)',
        description:
          'The item is deactivated, not erased: records that chose it keep showing its name. It then answers 404.',
        security: bearerSecurity,
        params: coreReferenceLookupItemParamsSchema,
        response: { 204: z.null(), ...techStaffErrorReplies },
      },
    },
    async (request, reply) => {
      requireTechStaff(request);
      const { kind, id } = request.params;
      const [row] = await db
        .update(lookupItems)
        .set({ active: false })
        .where(liveItem(kind, id))
        .returning({ id: lookupItems.id });
      if (!row) throw notFound();
      return reply.status(204).send(null);
    },
  );
}
