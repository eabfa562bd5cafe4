import {
  coreClinicalDiagnosisChangeStatusSchema,
  coreClinicalDiagnosisCodeCreateSchema,
  coreClinicalDiagnosisCodePatchSchema,
  coreClinicalDiagnosisCodeSchema,
  coreClinicalScopeBodySchema,
  idParamsSchema,
} from '@clinic/api-contract';
import { and, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { recordAudit } from '../../../../audit/recordAudit';
import { staffOf } from '../../../../auth/authenticate';
import { diagnosisCodes } from '../../../../db/schema';
import { resolveScope, scopeWhere } from '../shared/clinicalScope';
import { clinicalErrors, staffSecurity } from '../shared/routeSchemas';
import {
  deleteRecordRoute,
  getRecordRoute,
  insertRecord,
  loadLiveRecord,
  updateRecord,
} from '../shared/softDeletedRecords';
import { sortDiagnosisCodes, toDiagnosisCodeDtos } from './toDiagnosisCodeDtos';
import { type DiagnosisInput, validateDiagnosis } from './validateDiagnosis';

const resource = 'DiagnosisCode';
const tags = ['core: diagnosis codes'];

type DiagnosisRow = typeof diagnosisCodes.$inferSelect;

const record = { table: diagnosisCodes, resource, toDtos: toDiagnosisCodeDtos };

/** What a change starts from: the stored row as modal fields. */
const storedInput = (row: DiagnosisRow): DiagnosisInput => ({
  icdCodeId: row.icdCodeId,
  statusId: row.statusId,
  activeFrom: row.activeFrom,
  resolvedBy: row.resolvedBy,
  comments: row.description,
  category: row.category,
});

/** Undefined fields of a change keep their stored value; null clears. */
function merged(row: DiagnosisRow, change: Partial<DiagnosisInput>): DiagnosisInput {
  const base = storedInput(row);
  const picked = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
  return { ...base, ...picked };
}

/** DiagnosisCodes of forms.md section 7: a patient's diagnoses per episode of care. */
export async function diagnosisCodesRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  /** Validates and stores a change of one diagnosis, audited in the same transaction. */
  const update = (request: FastifyRequest, id: string, change: Partial<DiagnosisInput>) =>
    db.transaction(async (tx) => {
      const existing = await loadLiveRecord(tx, record, id);
      const values = await validateDiagnosis(tx, merged(existing, change));
      return updateRecord(tx, request, record, existing, values);
    });

  app.post(
    '/api/core/DiagnosisCodes',
    {
      schema: {
        tags,
        summary: "An episode's diagnosis codes (or all of a patient's), by category then ICD code",
        security: staffSecurity,
        body: coreClinicalScopeBodySchema,
        response: { 200: z.array(coreClinicalDiagnosisCodeSchema), ...clinicalErrors },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const scope = await resolveScope(tx, request.body);
        const rows = await tx
          .select()
          .from(diagnosisCodes)
          .where(and(scopeWhere(scope, diagnosisCodes), isNull(diagnosisCodes.deletedAt)));
        await recordAudit(tx, request, { action: 'read', resource, patientId: scope.patientId });
        return sortDiagnosisCodes(await toDiagnosisCodeDtos(tx, rows));
      }),
  );

  getRecordRoute(app, record, {
    path: '/api/core/DiagnosisCodes/:id',
    tags,
    summary: 'One diagnosis code',
    dtoSchema: coreClinicalDiagnosisCodeSchema,
  });

  app.put(
    '/api/core/DiagnosisCodes',
    {
      schema: {
        tags,
        summary: 'Adds a diagnosis code, checked like the Add Diagnosis Code modal',
        description:
          'ICD code required; Active From and (status Resolved) Resolved by must be real YYYY-MM-DD dates. ' +
          'Messages come per field in fieldErrors (icdCodeId, statusId, activeFrom, resolvedBy).',
        security: staffSecurity,
        body: coreClinicalDiagnosisCodeCreateSchema,
        response: { 201: coreClinicalDiagnosisCodeSchema, ...clinicalErrors },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const { patientId, episodeOfCareId, ...modal } = request.body;
      const dto = await db.transaction(async (tx) => {
        const scope = await resolveScope(tx, { patientId, episodeOfCareId });
        const values = await validateDiagnosis(tx, {
          ...modal,
          comments: modal.comments ?? '',
          category: modal.category ?? 'Primary',
        });
        return insertRecord(tx, request, record, { ...scope, ...values, createdById: staff.staffUserId });
      });
      return reply.status(201).send(dto);
    },
  );

  app.patch(
    '/api/core/DiagnosisCodes/:id',
    {
      schema: {
        tags,
        summary: 'Changes a diagnosis code (fields left out keep their value, null clears)',
        security: staffSecurity,
        params: idParamsSchema,
        body: coreClinicalDiagnosisCodePatchSchema,
        response: { 200: coreClinicalDiagnosisCodeSchema, ...clinicalErrors },
      },
    },
    async (request) => update(request, request.params.id, request.body),
  );

  app.patch(
    '/api/core/DiagnosisCodes/ChangeStatus/:id',
    {
      schema: {
        tags,
        summary: "Changes a diagnosis code's status; Resolved takes an optional Resolved by date",
        security: staffSecurity,
        params: idParamsSchema,
        body: coreClinicalDiagnosisChangeStatusSchema,
        response: { 200: coreClinicalDiagnosisCodeSchema, ...clinicalErrors },
      },
    },
    async (request) => update(request, request.params.id, request.body),
  );

  deleteRecordRoute(app, record, {
    path: '/api/core/DiagnosisCodes/:id',
    tags,
    summary: 'Deletes a diagnosis code (kept, marked deleted)',
  });
}
