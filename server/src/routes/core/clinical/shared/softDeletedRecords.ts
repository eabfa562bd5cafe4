import { idParamsSchema } from '@clinic/api-contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { notFound } from '../../../../app/httpError';
import { recordAudit } from '../../../../audit/recordAudit';
import type { Queryable } from '../../../../db/database';
import type { allergies, diagnosisCodes, marRecords, vitalRecords } from '../../../../db/schema';
import { clinicalErrors, staffSecurity } from './routeSchemas';

/** The patient records that are kept when deleted (deletedAt set) and audited per read and change. */
type SoftDeletedTable = typeof allergies | typeof diagnosisCodes | typeof marRecords | typeof vitalRecords;

/** One kind of record: its table, its audit resource name and how its rows become DTOs. */
export interface ClinicalRecordKind<TTable extends SoftDeletedTable, TDto> {
  table: TTable;
  resource: string;
  toDtos: (db: Queryable, rows: readonly TTable['$inferSelect'][]) => Promise<TDto[]>;
}

// The four tables share the id, patientId, updatedAt and deletedAt columns used here; one of
// them stands for all so drizzle can type the queries.
const tableOf = (table: SoftDeletedTable) => table as typeof allergies;

/** The row, unless missing or deleted (404). */
export async function loadLiveRecord<TTable extends SoftDeletedTable, TDto>(
  db: Queryable,
  kind: ClinicalRecordKind<TTable, TDto>,
  id: string,
): Promise<TTable['$inferSelect']> {
  const table = tableOf(kind.table);
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, id), isNull(table.deletedAt)));
  if (!row) throw notFound();
  return row;
}

/** Inserts checked values and audits the creation in the same transaction; answers the DTO. */
export async function insertRecord<TTable extends SoftDeletedTable, TDto>(
  tx: Queryable,
  request: FastifyRequest,
  kind: ClinicalRecordKind<TTable, TDto>,
  values: TTable['$inferInsert'],
): Promise<TDto> {
  const [row] = await tx
    .insert(tableOf(kind.table))
    .values(values as typeof allergies.$inferInsert)
    .returning();
  await recordAudit(tx, request, {
    action: 'create',
    resource: kind.resource,
    resourceId: row!.id,
    patientId: row!.patientId,
  });
  return (await kind.toDtos(tx, [row!]))[0]!;
}

/** Stores checked values of a live row, stamps updatedAt and audits the update; answers the DTO. */
export async function updateRecord<TTable extends SoftDeletedTable, TDto>(
  tx: Queryable,
  request: FastifyRequest,
  kind: ClinicalRecordKind<TTable, TDto>,
  existing: TTable['$inferSelect'],
  values: Partial<TTable['$inferInsert']>,
): Promise<TDto> {
  const table = tableOf(kind.table);
  const [row] = await tx
    .update(table)
    .set({ ...(values as Partial<typeof allergies.$inferInsert>), updatedAt: new Date().toISOString() })
    .where(eq(table.id, existing.id))
    .returning();
  await recordAudit(tx, request, {
    action: 'update',
    resource: kind.resource,
    resourceId: existing.id,
    patientId: existing.patientId,
  });
  return (await kind.toDtos(tx, [row!]))[0]!;
}

interface RecordRoute {
  /** e.g. '/api/core/Allergy/:id' */
  path: string;
  tags: string[];
  summary: string;
}

/** GET of one live record, audited as a read. */
export function getRecordRoute<TTable extends SoftDeletedTable, TDto>(
  app: AppInstance,
  kind: ClinicalRecordKind<TTable, TDto>,
  route: RecordRoute & { dtoSchema: z.ZodType<TDto> },
): void {
  // Widened so the reply check happens where TDto is known (toDtos vs dtoSchema).
  const dtoSchema: z.ZodType = route.dtoSchema;
  app.get(
    route.path,
    {
      schema: {
        tags: route.tags,
        summary: route.summary,
        security: staffSecurity,
        params: idParamsSchema,
        response: { 200: dtoSchema, ...clinicalErrors },
      },
    },
    async (request) =>
      app.deps.db.transaction(async (tx) => {
        const row = await loadLiveRecord(tx, kind, request.params.id);
        await recordAudit(tx, request, {
          action: 'read',
          resource: kind.resource,
          resourceId: row.id,
          patientId: row.patientId,
        });
        return (await kind.toDtos(tx, [row]))[0]!;
      }),
  );
}

/** DELETE of one live record: kept, marked deleted, audited; then it answers 404. */
export function deleteRecordRoute<TTable extends SoftDeletedTable, TDto>(
  app: AppInstance,
  kind: ClinicalRecordKind<TTable, TDto>,
  route: RecordRoute,
): void {
  app.delete(
    route.path,
    {
      schema: {
        tags: route.tags,
        summary: route.summary,
        security: staffSecurity,
        params: idParamsSchema,
        response: { 204: z.null(), ...clinicalErrors },
      },
    },
    async (request, reply) => {
      await app.deps.db.transaction(async (tx) => {
        const existing = await loadLiveRecord(tx, kind, request.params.id);
        const table = tableOf(kind.table);
        await tx.update(table).set({ deletedAt: new Date().toISOString() }).where(eq(table.id, existing.id));
        await recordAudit(tx, request, {
          action: 'delete',
          resource: kind.resource,
          resourceId: existing.id,
          patientId: existing.patientId,
        });
      });
      return reply.status(204).send(null);
    },
  );
}
