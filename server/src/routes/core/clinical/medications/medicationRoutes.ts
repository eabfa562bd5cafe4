import {
  type CoreClinicalMedicationPatch,
  coreClinicalCountReplySchema,
  coreClinicalMedicationCreateSchema,
  coreClinicalMedicationPatchSchema,
  coreClinicalMedicationSchema,
  coreClinicalMedicationSearchSchema,
  coreClinicalSearchBodySchema,
  errorReplySchema,
  idParamsSchema,
} from '@clinic/api-contract';
import { and, asc, count, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { conflict, notFound } from '../../../../app/httpError';
import type { Queryable } from '../../../../db/database';
import { medications } from '../../../../db/schema';
import { FieldErrors } from '../shared/fieldErrors';
import { checkLookupRef, loadLookups } from '../shared/lookupRefs';
import { clinicalErrors, staffSecurity } from '../shared/routeSchemas';
import { likeEscaped, searchWords } from '../shared/textSearch';
import { medicationLabel, toMedicationDtos } from './toMedicationDtos';

const tags = ['core: medications'];
const withConflict = { ...clinicalErrors, 409: errorReplySchema };

/** Active medications whose name and strength hold every word of the phrase; null under 3 characters. */
function medicationSearch(searchPhrase: string): SQL | null {
  const words = searchWords(searchPhrase);
  if (!words) return null;
  const text = sql`${medications.name} || ' ' || ${medications.strength}`;
  return and(eq(medications.active, true), ...words.map((w) => ilike(text, `%${likeEscaped(w)}%`))) as SQL;
}

/** Deleted medications (active false) stay for the orders and records naming them, but answer 404. */
async function loadActive(db: Queryable, id: string) {
  const [row] = await db
    .select()
    .from(medications)
    .where(and(eq(medications.id, id), eq(medications.active, true)));
  if (!row) throw notFound();
  return row;
}

async function validateMedication(
  db: Queryable,
  values: { name: string; strength: string; defaultRouteId: string | null; defaultUnitId: string | null },
  exceptId?: string,
) {
  const errors = new FieldErrors();
  const lookups = await loadLookups(db, [values.defaultRouteId, values.defaultUnitId]);
  checkLookupRef(errors, lookups, 'defaultRouteId', values.defaultRouteId, 'MedicationRoute');
  checkLookupRef(errors, lookups, 'defaultUnitId', values.defaultUnitId, 'UnitOfMeasurement');
  errors.throwIfAny();
  const same = and(
    eq(medications.active, true),
    sql`lower(${medications.name}) = lower(${values.name})`,
    sql`lower(${medications.strength}) = lower(${values.strength})`,
    exceptId ? ne(medications.id, exceptId) : undefined,
  );
  const [taken] = await db.select({ id: medications.id }).from(medications).where(same);
  if (taken) throw conflict([`${medicationLabel(values)} is already in the catalogue.`]);
}

/** Medication of forms.md section 7: the catalogue the order modal searches. */
export async function medicationRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.post(
    '/api/core/Medication',
    {
      schema: {
        tags,
        summary: 'Searches the medication catalogue by name and strength, ordered by name',
        description:
          'A trimmed searchPhrase under 3 characters answers an empty list. Paged with page and pageSize.',
        security: staffSecurity,
        body: coreClinicalMedicationSearchSchema,
        response: { 200: z.array(coreClinicalMedicationSchema), ...clinicalErrors },
      },
    },
    async (request) => {
      const where = medicationSearch(request.body.searchPhrase);
      if (!where) return [];
      const { page, pageSize } = request.body;
      const rows = await db
        .select()
        .from(medications)
        .where(where)
        .orderBy(asc(medications.name), asc(medications.strength))
        .limit(pageSize)
        .offset(page * pageSize);
      return toMedicationDtos(db, rows);
    },
  );

  app.post(
    '/api/core/Medication/SearchCount',
    {
      schema: {
        tags,
        summary: 'How many medications a search finds in all (0 under 3 characters)',
        security: staffSecurity,
        body: coreClinicalSearchBodySchema,
        response: { 200: coreClinicalCountReplySchema, ...clinicalErrors },
      },
    },
    async (request) => {
      const where = medicationSearch(request.body.searchPhrase);
      if (!where) return { count: 0 };
      const [row] = await db.select({ count: count() }).from(medications).where(where);
      return { count: row?.count ?? 0 };
    },
  );

  app.get(
    '/api/core/Medication/:id',
    {
      schema: {
        tags,
        summary: 'One medication',
        security: staffSecurity,
        params: idParamsSchema,
        response: { 200: coreClinicalMedicationSchema, ...clinicalErrors },
      },
    },
    async (request) => (await toMedicationDtos(db, [await loadActive(db, request.params.id)]))[0]!,
  );

  app.put(
    '/api/core/Medication',
    {
      schema: {
        tags,
        summary: 'Adds a medication to the catalogue (409 when the same name and strength exist)',
        security: staffSecurity,
        body: coreClinicalMedicationCreateSchema,
        response: { 201: coreClinicalMedicationSchema, ...withConflict },
      },
    },
    async (request, reply) => {
      const values = {
        name: request.body.name,
        strength: request.body.strength,
        defaultRouteId: request.body.defaultRouteId ?? null,
        defaultUnitId: request.body.defaultUnitId ?? null,
      };
      const dto = await db.transaction(async (tx) => {
        await validateMedication(tx, values);
        const [row] = await tx.insert(medications).values(values).returning();
        return (await toMedicationDtos(tx, [row!]))[0]!;
      });
      return reply.status(201).send(dto);
    },
  );

  app.patch(
    '/api/core/Medication/:id',
    {
      schema: {
        tags,
        summary: 'Changes a medication (fields left out keep their value, null clears a default)',
        security: staffSecurity,
        params: idParamsSchema,
        body: coreClinicalMedicationPatchSchema,
        response: { 200: coreClinicalMedicationSchema, ...withConflict },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const existing = await loadActive(tx, request.params.id);
        const body: CoreClinicalMedicationPatch = request.body;
        const values = {
          name: body.name ?? existing.name,
          strength: body.strength ?? existing.strength,
          defaultRouteId: body.defaultRouteId === undefined ? existing.defaultRouteId : body.defaultRouteId,
          defaultUnitId: body.defaultUnitId === undefined ? existing.defaultUnitId : body.defaultUnitId,
        };
        await validateMedication(tx, values, existing.id);
        const [row] = await tx
          .update(medications)
          .set(values)
          .where(eq(medications.id, existing.id))
          .returning();
        return (await toMedicationDtos(tx, [row!]))[0]!;
      }),
  );

  app.delete(
    '/api/core/Medication/:id',
    {
      schema: {
        tags,
        summary: 'Takes a medication out of the catalogue (orders and records naming it keep it)',
        security: staffSecurity,
        params: idParamsSchema,
        response: { 204: z.null(), ...clinicalErrors },
      },
    },
    async (request, reply) => {
      const existing = await loadActive(db, request.params.id);
      await db.update(medications).set({ active: false }).where(eq(medications.id, existing.id));
      return reply.status(204).send(null);
    },
  );
}
