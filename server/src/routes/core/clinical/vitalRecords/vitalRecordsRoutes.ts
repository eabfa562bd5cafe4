import {
  coreClinicalEpisodeParamsSchema,
  coreClinicalScopeBodySchema,
  coreClinicalVitalRecordCreateSchema,
  coreClinicalVitalRecordPatchSchema,
  coreClinicalVitalRecordSchema,
  coreClinicalVitalRecordsByEocQuerySchema,
  idParamsSchema,
} from '@clinic/api-contract';
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { recordAudit } from '../../../../audit/recordAudit';
import { staffOf } from '../../../../auth/authenticate';
import type { Queryable } from '../../../../db/database';
import { vitalRecords } from '../../../../db/schema';
import { requireEpisode, resolveScope, scopeWhere } from '../shared/clinicalScope';
import { clinicalErrors, staffSecurity } from '../shared/routeSchemas';
import {
  deleteRecordRoute,
  getRecordRoute,
  insertRecord,
  loadLiveRecord,
  updateRecord,
} from '../shared/softDeletedRecords';
import { toVitalRecordDtos } from './toVitalRecordDtos';
import { validateVitalItems } from './vitalItems';

const resource = 'VitalRecord';
const tags = ['core: vital records'];
const listReply = z.array(coreClinicalVitalRecordSchema);

const record = { table: vitalRecords, resource, toDtos: toVitalRecordDtos };

/** Newest first: the default selection of the vitals picker is the latest record. */
const newestFirst = (db: Queryable, where: SQL | undefined) =>
  db
    .select()
    .from(vitalRecords)
    .where(where)
    .orderBy(desc(vitalRecords.effectiveDate), desc(vitalRecords.createdAt));

/** VitalRecords of forms.md section 7: reading sessions of a patient's vital signs. */
export async function vitalRecordsRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.post(
    '/api/core/VitalRecords',
    {
      schema: {
        tags,
        summary: "An episode's vital records (or all of a patient's), newest first",
        security: staffSecurity,
        body: coreClinicalScopeBodySchema,
        response: { 200: listReply, ...clinicalErrors },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const scope = await resolveScope(tx, request.body);
        const rows = await newestFirst(
          tx,
          and(scopeWhere(scope, vitalRecords), isNull(vitalRecords.deletedAt)),
        );
        await recordAudit(tx, request, { action: 'read', resource, patientId: scope.patientId });
        return toVitalRecordDtos(tx, rows);
      }),
  );

  app.post(
    '/api/core/VitalRecords/ByEoc/:episodeOfCareId',
    {
      schema: {
        tags,
        summary: "An episode's vital records, newest first; includeDeleted=true adds deleted ones",
        description:
          'The "vitals query by episode of care id with a flag" of forms.md section 7. The flag is ' +
          'includeDeleted (default false); deleted records carry their deletedAt. The body is ignored.',
        security: staffSecurity,
        params: coreClinicalEpisodeParamsSchema,
        querystring: coreClinicalVitalRecordsByEocQuerySchema,
        response: { 200: listReply, ...clinicalErrors },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const episode = await requireEpisode(tx, request.params.episodeOfCareId);
        const inEpisode = eq(vitalRecords.episodeOfCareId, episode.id);
        const rows = await newestFirst(
          tx,
          request.query.includeDeleted === 'true'
            ? inEpisode
            : and(inEpisode, isNull(vitalRecords.deletedAt)),
        );
        await recordAudit(tx, request, { action: 'read', resource, patientId: episode.patientId });
        return toVitalRecordDtos(tx, rows);
      }),
  );

  getRecordRoute(app, record, {
    path: '/api/core/VitalRecords/:id',
    tags,
    summary: 'One vital record',
    dtoSchema: coreClinicalVitalRecordSchema,
  });

  app.put(
    '/api/core/VitalRecords',
    {
      schema: {
        tags,
        summary: 'Records vital signs; each item names an Enabled VitalSign lookup item',
        security: staffSecurity,
        body: coreClinicalVitalRecordCreateSchema,
        response: { 201: coreClinicalVitalRecordSchema, ...clinicalErrors },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const dto = await db.transaction(async (tx) => {
        const scope = await resolveScope(tx, request.body);
        const items = await validateVitalItems(tx, request.body.items);
        return insertRecord(tx, request, record, {
          ...scope,
          effectiveDate: request.body.effectiveDate,
          items,
          createdById: staff.staffUserId,
        });
      });
      return reply.status(201).send(dto);
    },
  );

  app.patch(
    '/api/core/VitalRecords/:id',
    {
      schema: {
        tags,
        summary: "Changes a vital record's date or replaces its items",
        security: staffSecurity,
        params: idParamsSchema,
        body: coreClinicalVitalRecordPatchSchema,
        response: { 200: coreClinicalVitalRecordSchema, ...clinicalErrors },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const existing = await loadLiveRecord(tx, record, request.params.id);
        const { effectiveDate, items } = request.body;
        return updateRecord(tx, request, record, existing, {
          ...(effectiveDate !== undefined && { effectiveDate }),
          ...(items !== undefined && { items: await validateVitalItems(tx, items) }),
        });
      }),
  );

  deleteRecordRoute(app, record, {
    path: '/api/core/VitalRecords/:id',
    tags,
    summary: 'Deletes a vital record (kept, marked deleted, for the record history)',
  });
}
