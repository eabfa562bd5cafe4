import {
  type CoreClinicalAllergy,
  type CoreClinicalAllergyPatch,
  coreClinicalAllergyCreateSchema,
  coreClinicalAllergyPatchSchema,
  coreClinicalAllergyQuerySchema,
  coreClinicalAllergySchema,
  idParamsSchema,
} from '@clinic/api-contract';
import { validationMessages } from '@clinic/forms-core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { recordAudit } from '../../../../audit/recordAudit';
import type { Queryable } from '../../../../db/database';
import { allergies } from '../../../../db/schema';
import { requirePatient } from '../shared/clinicalScope';
import { FieldErrors } from '../shared/fieldErrors';
import { toIsoInstant } from '../shared/isoInstant';
import { checkLookupRef, loadLookups, namedRef } from '../shared/lookupRefs';
import { clinicalErrors, staffSecurity } from '../shared/routeSchemas';
import {
  deleteRecordRoute,
  getRecordRoute,
  insertRecord,
  loadLiveRecord,
  updateRecord,
} from '../shared/softDeletedRecords';

const resource = 'Allergy';
const tags = ['core: allergies'];

type AllergyRow = typeof allergies.$inferSelect;
type AllergyValues = Pick<
  AllergyRow,
  'allergyTypeId' | 'allergenId' | 'otherAllergen' | 'reactionId' | 'otherReaction' | 'severityId'
>;

const record = { table: allergies, resource, toDtos: toAllergyDtos };

export async function toAllergyDtos(
  db: Queryable,
  rows: readonly AllergyRow[],
): Promise<CoreClinicalAllergy[]> {
  const lookups = await loadLookups(
    db,
    rows.flatMap((r) => [r.allergyTypeId, r.allergenId, r.reactionId, r.severityId]),
  );
  return rows.map((row) => ({
    id: row.id,
    patientId: row.patientId,
    allergyType: namedRef(lookups, row.allergyTypeId),
    allergen: namedRef(lookups, row.allergenId),
    otherAllergen: row.otherAllergen,
    reaction: namedRef(lookups, row.reactionId),
    otherReaction: row.otherReaction,
    severity: namedRef(lookups, row.severityId),
    createdAt: toIsoInstant(row.createdAt),
    updatedAt: toIsoInstant(row.updatedAt),
  }));
}

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/**
 * An allergy names its allergen (a lookup item or a typed-in other allergen, not both); a
 * reaction likewise at most one way. Type, reaction and severity are optional.
 */
async function validateAllergy(db: Queryable, input: CoreClinicalAllergyPatch): Promise<AllergyValues> {
  const values: AllergyValues = {
    allergyTypeId: input.allergyTypeId ?? null,
    allergenId: input.allergenId ?? null,
    otherAllergen: blankToNull(input.otherAllergen),
    reactionId: input.reactionId ?? null,
    otherReaction: blankToNull(input.otherReaction),
    severityId: input.severityId ?? null,
  };
  const errors = new FieldErrors();
  const lookups = await loadLookups(db, [
    values.allergyTypeId,
    values.allergenId,
    values.reactionId,
    values.severityId,
  ]);
  checkLookupRef(errors, lookups, 'allergyTypeId', values.allergyTypeId, 'AllergyType');
  checkLookupRef(errors, lookups, 'allergenId', values.allergenId, 'Allergen');
  checkLookupRef(errors, lookups, 'reactionId', values.reactionId, 'Reaction');
  checkLookupRef(errors, lookups, 'severityId', values.severityId, 'AllergySeverity');
  if (!values.allergenId && !values.otherAllergen) errors.add('allergenId', validationMessages.required);
  if (values.allergenId && values.otherAllergen)
    errors.add('otherAllergen', 'Choose an allergen or type another one, not both.');
  if (values.reactionId && values.otherReaction)
    errors.add('otherReaction', 'Choose a reaction or type another one, not both.');
  errors.throwIfAny();
  return values;
}

/** Allergy (path prefix api/core/Allergy, which the spec leaves open): a patient's allergies. */
export async function allergyRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.post(
    '/api/core/Allergy',
    {
      schema: {
        tags,
        summary: "A patient's allergies, oldest first",
        security: staffSecurity,
        body: coreClinicalAllergyQuerySchema,
        response: { 200: z.array(coreClinicalAllergySchema), ...clinicalErrors },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const patient = await requirePatient(tx, request.body.patientId);
        const rows = await tx
          .select()
          .from(allergies)
          .where(and(eq(allergies.patientId, patient.id), isNull(allergies.deletedAt)))
          .orderBy(asc(allergies.createdAt));
        await recordAudit(tx, request, { action: 'read', resource, patientId: patient.id });
        return toAllergyDtos(tx, rows);
      }),
  );

  getRecordRoute(app, record, {
    path: '/api/core/Allergy/:id',
    tags,
    summary: 'One allergy',
    dtoSchema: coreClinicalAllergySchema,
  });

  app.put(
    '/api/core/Allergy',
    {
      schema: {
        tags,
        summary:
          'Records an allergy: allergen (or otherAllergen) required; type, reaction, severity optional',
        security: staffSecurity,
        body: coreClinicalAllergyCreateSchema,
        response: { 201: coreClinicalAllergySchema, ...clinicalErrors },
      },
    },
    async (request, reply) => {
      const { patientId, ...fields } = request.body;
      const dto = await db.transaction(async (tx) => {
        await requirePatient(tx, patientId);
        const values = await validateAllergy(tx, fields);
        return insertRecord(tx, request, record, { patientId, ...values });
      });
      return reply.status(201).send(dto);
    },
  );

  app.patch(
    '/api/core/Allergy/:id',
    {
      schema: {
        tags,
        summary: 'Changes an allergy (fields left out keep their value, null clears)',
        security: staffSecurity,
        params: idParamsSchema,
        body: coreClinicalAllergyPatchSchema,
        response: { 200: coreClinicalAllergySchema, ...clinicalErrors },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const existing = await loadLiveRecord(tx, record, request.params.id);
        const change = Object.fromEntries(Object.entries(request.body).filter(([, v]) => v !== undefined));
        const values = await validateAllergy(tx, { ...existing, ...change });
        return updateRecord(tx, request, record, existing, values);
      }),
  );

  deleteRecordRoute(app, record, {
    path: '/api/core/Allergy/:id',
    tags,
    summary: 'Deletes an allergy (kept, marked deleted)',
  });
}
