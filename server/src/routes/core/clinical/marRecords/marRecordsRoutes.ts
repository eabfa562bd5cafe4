import {
  coreClinicalEpisodeParamsSchema,
  coreClinicalMarRecordCreateSchema,
  coreClinicalMarRecordPatchSchema,
  coreClinicalMarRecordQuerySchema,
  coreClinicalMarRecordSchema,
  idParamsSchema,
  pagedReplySchema,
} from '@clinic/api-contract';
import { and, count, desc, eq, gte, isNull, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { recordAudit } from '../../../../audit/recordAudit';
import { staffOf } from '../../../../auth/authenticate';
import type { Queryable } from '../../../../db/database';
import { marRecords } from '../../../../db/schema';
import { requireEpisode, resolveScope, scopeWhere } from '../shared/clinicalScope';
import { checkDoseRefs, checkStaffRef, type DoseRefs } from '../shared/doseRefs';
import { FieldErrors } from '../shared/fieldErrors';
import { clinicalErrors, staffSecurity } from '../shared/routeSchemas';
import {
  deleteRecordRoute,
  getRecordRoute,
  insertRecord,
  loadLiveRecord,
  updateRecord,
} from '../shared/softDeletedRecords';
import { toMarRecordDtos } from './toMarRecordDtos';

const resource = 'MarRecord';
const tags = ['core: medication administration'];

const record = { table: marRecords, resource, toDtos: toMarRecordDtos };

async function validateRefs(db: Queryable, refs: DoseRefs & { givenById?: string | null | undefined }) {
  const errors = new FieldErrors();
  await checkDoseRefs(db, errors, refs);
  await checkStaffRef(db, errors, 'givenById', refs.givenById);
  errors.throwIfAny();
}

/** MarsRecords of forms.md section 7: the medication administration record, newest first. */
export async function marRecordsRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.post(
    '/api/core/MarsRecords',
    {
      schema: {
        tags,
        summary:
          "An episode's (or patient's) administrations, newest first, paged, optionally by time and type",
        security: staffSecurity,
        body: coreClinicalMarRecordQuerySchema,
        response: { 200: pagedReplySchema(coreClinicalMarRecordSchema), ...clinicalErrors },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const { page, pageSize, from, to, type } = request.body;
        const scope = await resolveScope(tx, request.body);
        const where = and(
          scopeWhere(scope, marRecords),
          isNull(marRecords.deletedAt),
          from ? gte(marRecords.dateTime, from) : undefined,
          to ? lte(marRecords.dateTime, to) : undefined,
          type ? eq(marRecords.type, type) : undefined,
        );
        const rows = await tx
          .select()
          .from(marRecords)
          .where(where)
          .orderBy(desc(marRecords.dateTime), desc(marRecords.createdAt))
          .limit(pageSize)
          .offset(page * pageSize);
        const [total] = await tx.select({ n: count() }).from(marRecords).where(where);
        await recordAudit(tx, request, { action: 'read', resource, patientId: scope.patientId });
        return { items: await toMarRecordDtos(tx, rows), total: total?.n ?? 0, page, pageSize };
      }),
  );

  app.get(
    '/api/core/MarsRecords/FromEoc/:episodeOfCareId',
    {
      schema: {
        tags,
        summary: 'Every administration of an episode, newest first',
        security: staffSecurity,
        params: coreClinicalEpisodeParamsSchema,
        response: { 200: z.array(coreClinicalMarRecordSchema), ...clinicalErrors },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const episode = await requireEpisode(tx, request.params.episodeOfCareId);
        const rows = await tx
          .select()
          .from(marRecords)
          .where(and(eq(marRecords.episodeOfCareId, episode.id), isNull(marRecords.deletedAt)))
          .orderBy(desc(marRecords.dateTime), desc(marRecords.createdAt));
        await recordAudit(tx, request, { action: 'read', resource, patientId: episode.patientId });
        return toMarRecordDtos(tx, rows);
      }),
  );

  getRecordRoute(app, record, {
    path: '/api/core/MarsRecords/:id',
    tags,
    summary: 'One administration record',
    dtoSchema: coreClinicalMarRecordSchema,
  });

  app.put(
    '/api/core/MarsRecords',
    {
      schema: {
        tags,
        summary: 'Records an administration; givenById defaults to the signed-in user',
        security: staffSecurity,
        body: coreClinicalMarRecordCreateSchema,
        response: { 201: coreClinicalMarRecordSchema, ...clinicalErrors },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const { patientId, episodeOfCareId, ...fields } = request.body;
      const dto = await db.transaction(async (tx) => {
        const scope = await resolveScope(tx, { patientId, episodeOfCareId });
        const values = { ...fields, givenById: fields.givenById ?? staff.staffUserId };
        await validateRefs(tx, values);
        return insertRecord(tx, request, record, { ...scope, ...values });
      });
      return reply.status(201).send(dto);
    },
  );

  app.patch(
    '/api/core/MarsRecords/:id',
    {
      schema: {
        tags,
        summary: 'Changes an administration record (fields left out keep their value, null clears)',
        security: staffSecurity,
        params: idParamsSchema,
        body: coreClinicalMarRecordPatchSchema,
        response: { 200: coreClinicalMarRecordSchema, ...clinicalErrors },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const existing = await loadLiveRecord(tx, record, request.params.id);
        const change = Object.fromEntries(Object.entries(request.body).filter(([, v]) => v !== undefined));
        await validateRefs(tx, change);
        return updateRecord(tx, request, record, existing, change);
      }),
  );

  deleteRecordRoute(app, record, {
    path: '/api/core/MarsRecords/:id',
    tags,
    summary: 'Deletes an administration record (kept, marked deleted)',
  });
}
