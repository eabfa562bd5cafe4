import { idParamsSchema } from '@clinic/api-contract';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { notFound } from '../../../../app/httpError';
import type { Transaction } from '../../../../db/database';
import type { clinicians, locations, services } from '../../../../db/schema';
import { rejectEmptyPatch } from './rejectEmptyPatch';
import { requireTechStaff } from './requireTechStaff';
import { bearerSecurity, staffErrorReplies, techStaffErrorReplies } from './routeSchemaParts';

/** The settings tables whose rows are deactivated rather than erased. */
type DeactivatableTable = typeof locations | typeof services | typeof clinicians;

interface DeactivatableByIdRoutes<TTable extends DeactivatableTable, TDto, TPatch extends z.ZodType<object>> {
  /** e.g. '/api/core/Locations/:id' */
  path: string;
  tags: string[];
  /** Singular, lower case: 'location'. */
  noun: string;
  deleteDescription: string;
  table: TTable;
  dtoSchema: z.ZodType<TDto>;
  patchSchema: TPatch;
  toDto: (row: TTable['$inferSelect']) => TDto;
  /** Rejects a patch naming rows that do not exist (runs in the update's transaction). */
  checkPatch?: (tx: Transaction, body: z.output<TPatch>) => Promise<void>;
}

/** GET, PATCH and DELETE of one active row; a deactivated row answers 404 like a missing one. */
export function deactivatableByIdRoutes<
  TTable extends DeactivatableTable,
  TDto,
  TPatch extends z.ZodType<object>,
>(app: AppInstance, config: DeactivatableByIdRoutes<TTable, TDto, TPatch>): void {
  const db = app.deps.db;
  // One table type stands for the three: they share the id and active columns used here.
  const table = config.table as typeof locations;
  const toDto = config.toDto as (row: typeof locations.$inferSelect) => TDto;
  const live = (id: string) => and(eq(table.id, id), eq(table.active, true));
  const { tags, noun } = config;
  // Widened so the reply check happens where TDto is known (toDto vs dtoSchema), not per route here.
  const dtoSchema: z.ZodType = config.dtoSchema;

  app.get(
    config.path,
    {
      schema: {
        tags,
        summary: `One ${noun}`,
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: dtoSchema, ...staffErrorReplies },
      },
    },
    async (request) => {
      const [row] = await db.select().from(table).where(live(request.params.id));
      if (!row) throw notFound();
      return toDto(row);
    },
  );

  app.patch(
    config.path,
    {
      schema: {
        tags,
        summary: `Changes a ${noun} (tech staff)`,
        security: bearerSecurity,
        params: idParamsSchema,
        body: config.patchSchema,
        response: { 200: dtoSchema, ...techStaffErrorReplies },
      },
    },
    async (request) => {
      requireTechStaff(request);
      const body = request.body as z.output<TPatch>;
      rejectEmptyPatch(body);
      const row = await db.transaction(async (tx) => {
        await config.checkPatch?.(tx, body);
        const [updated] = await tx.update(table).set(body).where(live(request.params.id)).returning();
        return updated;
      });
      if (!row) throw notFound();
      return toDto(row);
    },
  );

  app.delete(
    config.path,
    {
      schema: {
        tags,
        summary: `Removes a ${noun} (tech staff)`,
        description: config.deleteDescription,
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: z.null(), ...techStaffErrorReplies },
      },
    },
    async (request, reply) => {
      requireTechStaff(request);
      const [row] = await db
        .update(table)
        .set({ active: false })
        .where(live(request.params.id))
        .returning({ id: table.id });
      if (!row) throw notFound();
      return reply.status(204).send(null);
    },
  );
}
