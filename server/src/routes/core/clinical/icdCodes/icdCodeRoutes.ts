import {
  type CoreClinicalIcdCode,
  coreClinicalCountReplySchema,
  coreClinicalIcdCodeCreateSchema,
  coreClinicalIcdCodePatchSchema,
  coreClinicalIcdCodeSchema,
  coreClinicalIcdSearchLimit,
  coreClinicalSearchBodySchema,
  errorReplySchema,
  idParamsSchema,
} from '@clinic/api-contract';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { conflict, notFound } from '../../../../app/httpError';
import type { Queryable } from '../../../../db/database';
import { isUniqueViolation } from '../../../../db/postgresErrorCode';
import { diagnosisCodes, icdCodes } from '../../../../db/schema';
import { clinicalErrors, staffSecurity } from '../shared/routeSchemas';
import { icdCodeSearch } from './icdCodeSearch';

const tags = ['core: ICD codes'];
const withConflict = { ...clinicalErrors, 409: errorReplySchema };
const toDto = (row: typeof icdCodes.$inferSelect): CoreClinicalIcdCode => ({
  id: row.id,
  code: row.code,
  description: row.description,
});

async function loadIcdCode(db: Queryable, id: string) {
  const [row] = await db.select().from(icdCodes).where(eq(icdCodes.id, id));
  if (!row) throw notFound();
  return row;
}

const duplicateCode = (code: string) => conflict([`The ICD code ${code} already exists.`]);

/** Refuses a code another row already has (the unique index would, less politely). */
async function assertCodeFree(db: Queryable, code: string, exceptId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: icdCodes.id })
    .from(icdCodes)
    .where(exceptId ? and(eq(icdCodes.code, code), ne(icdCodes.id, exceptId)) : eq(icdCodes.code, code));
  if (taken) throw duplicateCode(code);
}

/** Runs a write that may hit the unique code index between the check and the write. */
async function guardDuplicate<T>(code: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (code && isUniqueViolation(error)) throw duplicateCode(code);
    throw error;
  }
}

/** IcdCode of forms.md section 7: the ICD-10-CM catalogue the diagnosis modal searches. */
export async function icdCodeRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.post(
    '/api/core/IcdCode',
    {
      schema: {
        tags,
        summary: 'Searches ICD codes: exact code first, then code prefix, then description (at most 50)',
        description:
          'A trimmed searchPhrase under 3 characters answers an empty list. The code may be typed with ' +
          'or without its dot; a description matches when it holds every word of the phrase.',
        security: staffSecurity,
        body: coreClinicalSearchBodySchema,
        response: { 200: z.array(coreClinicalIcdCodeSchema), ...clinicalErrors },
      },
    },
    async (request) => {
      const search = icdCodeSearch(request.body.searchPhrase);
      if (!search) return [];
      const rows = await db
        .select()
        .from(icdCodes)
        .where(search.where)
        .orderBy(search.rank, asc(icdCodes.code))
        .limit(coreClinicalIcdSearchLimit);
      return rows.map(toDto);
    },
  );

  app.post(
    '/api/core/IcdCode/SearchCount',
    {
      schema: {
        tags,
        summary: 'How many ICD codes a search finds in all (0 under 3 characters)',
        security: staffSecurity,
        body: coreClinicalSearchBodySchema,
        response: { 200: coreClinicalCountReplySchema, ...clinicalErrors },
      },
    },
    async (request) => {
      const search = icdCodeSearch(request.body.searchPhrase);
      if (!search) return { count: 0 };
      const [row] = await db.select({ count: count() }).from(icdCodes).where(search.where);
      return { count: row?.count ?? 0 };
    },
  );

  app.get(
    '/api/core/IcdCode/:id',
    {
      schema: {
        tags,
        summary: 'One ICD code',
        security: staffSecurity,
        params: idParamsSchema,
        response: { 200: coreClinicalIcdCodeSchema, ...clinicalErrors },
      },
    },
    async (request) => toDto(await loadIcdCode(db, request.params.id)),
  );

  app.put(
    '/api/core/IcdCode',
    {
      schema: {
        tags,
        summary: 'Adds an ICD code to the catalogue (409 when the code exists)',
        security: staffSecurity,
        body: coreClinicalIcdCodeCreateSchema,
        response: { 201: coreClinicalIcdCodeSchema, ...withConflict },
      },
    },
    async (request, reply) => {
      const dto = await guardDuplicate(request.body.code, () =>
        db.transaction(async (tx) => {
          await assertCodeFree(tx, request.body.code);
          const [row] = await tx.insert(icdCodes).values(request.body).returning();
          return toDto(row!);
        }),
      );
      return reply.status(201).send(dto);
    },
  );

  app.patch(
    '/api/core/IcdCode/:id',
    {
      schema: {
        tags,
        summary: "Corrects an ICD code's code or description",
        security: staffSecurity,
        params: idParamsSchema,
        body: coreClinicalIcdCodePatchSchema,
        response: { 200: coreClinicalIcdCodeSchema, ...withConflict },
      },
    },
    async (request) =>
      guardDuplicate(request.body.code, () =>
        db.transaction(async (tx) => {
          const existing = await loadIcdCode(tx, request.params.id);
          if (request.body.code) await assertCodeFree(tx, request.body.code, existing.id);
          const [row] = await tx
            .update(icdCodes)
            .set(request.body)
            .where(eq(icdCodes.id, existing.id))
            .returning();
          return toDto(row!);
        }),
      ),
  );

  app.delete(
    '/api/core/IcdCode/:id',
    {
      schema: {
        tags,
        summary: 'Removes an ICD code no diagnosis uses (409 otherwise)',
        security: staffSecurity,
        params: idParamsSchema,
        response: { 204: z.null(), ...withConflict },
      },
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        const existing = await loadIcdCode(tx, request.params.id);
        const [used] = await tx
          .select({ id: diagnosisCodes.id })
          .from(diagnosisCodes)
          .where(eq(diagnosisCodes.icdCodeId, existing.id))
          .limit(1);
        if (used) throw conflict(['This ICD code is used by diagnosis codes and cannot be deleted.']);
        await tx.delete(icdCodes).where(eq(icdCodes.id, existing.id));
      });
      return reply.status(204).send(null);
    },
  );
}
