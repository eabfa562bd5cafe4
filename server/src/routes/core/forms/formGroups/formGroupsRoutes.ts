import {
  type CoreFormsFormGroup,
  coreFormsEocQuerySchema,
  coreFormsFormGroupCreateSchema,
  coreFormsFormGroupPatchSchema,
  coreFormsFormGroupSchema,
  coreFormsPageBodySchema,
  errorReplySchema,
  idParamsSchema,
  pagedReplySchema,
} from '@clinic/api-contract';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { badRequest, conflict, notFound } from '../../../../app/httpError';
import type { Queryable } from '../../../../db/database';
import { documentGroups, formGroups, forms, locations } from '../../../../db/schema';
import { isoInstant } from '../../../../documents/isoInstant';
import { pagedReply, pageWindow } from '../../reference/shared/paging';
import { offeredInEpisode } from '../forms/offeredInEpisode';
import { security } from '../routeSchemaParts';

const tags = ['core: forms'];

export const formGroupInUseMessage = 'This form group has document groups and cannot be deleted.';
export const unknownFormsMessage = 'Some of the chosen forms do not exist or were deleted.';

type FormGroupRow = typeof formGroups.$inferSelect;

/** Group rows with their member forms' names, in each group's order. */
async function toFormGroups(db: Queryable, rows: readonly FormGroupRow[]): Promise<CoreFormsFormGroup[]> {
  const ids = [...new Set(rows.flatMap((row) => row.formIds))];
  const members =
    ids.length > 0
      ? await db
          .select({ id: forms.id, name: forms.name, category: forms.category })
          .from(forms)
          .where(and(inArray(forms.id, ids), isNull(forms.deletedAt)))
      : [];
  const byId = new Map(members.map((member) => [member.id, member]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    formIds: row.formIds,
    forms: row.formIds.flatMap((id) => byId.get(id) ?? []),
    createdAt: isoInstant(row.createdAt),
  }));
}

export async function loadFormGroup(db: Queryable, id: string): Promise<FormGroupRow> {
  const [row] = await db.select().from(formGroups).where(eq(formGroups.id, id));
  if (!row) throw notFound();
  return row;
}

async function readFormGroup(db: Queryable, id: string): Promise<CoreFormsFormGroup> {
  const [dto] = await toFormGroups(db, [await loadFormGroup(db, id)]);
  if (!dto) throw notFound();
  return dto;
}

/** Every form of a group must be a live form; duplicates are dropped, the order kept. */
async function checkedFormIds(db: Queryable, formIds: readonly string[]): Promise<string[]> {
  const unique = [...new Set(formIds)];
  const [found] = await db
    .select({ value: count() })
    .from(forms)
    .where(and(inArray(forms.id, unique), isNull(forms.deletedAt)));
  if ((found?.value ?? 0) !== unique.length) throw badRequest([unknownFormsMessage]);
  return unique;
}

/** api/core/FormGroups (forms.md section 7): sets of forms filled together. */
export async function formGroupsRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;
  const response = {
    200: coreFormsFormGroupSchema,
    400: errorReplySchema,
    401: errorReplySchema,
    404: errorReplySchema,
  };

  app.get(
    '/api/core/FormGroups/:id',
    { schema: { tags, security, summary: 'A form group with its forms', params: idParamsSchema, response } },
    async (request) => readFormGroup(db, request.params.id),
  );

  app.patch(
    '/api/core/FormGroups/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Renames a form group or changes its forms',
        params: idParamsSchema,
        body: coreFormsFormGroupPatchSchema,
        response,
      },
    },
    async (request) => {
      const { id } = request.params;
      await db.transaction(async (tx) => {
        await loadFormGroup(tx, id);
        const { name, formIds } = request.body;
        await tx
          .update(formGroups)
          .set({
            ...(name === undefined ? {} : { name }),
            ...(formIds === undefined ? {} : { formIds: await checkedFormIds(tx, formIds) }),
          })
          .where(eq(formGroups.id, id));
      });
      return readFormGroup(db, id);
    },
  );

  app.delete(
    '/api/core/FormGroups/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a form group that no document group was filled from',
        description: 'Locations offering the group stop listing it.',
        params: idParamsSchema,
        response: { 204: z.null(), 401: errorReplySchema, 404: errorReplySchema, 409: errorReplySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await db.transaction(async (tx) => {
        await loadFormGroup(tx, id);
        const [used] = await tx
          .select({ id: documentGroups.id })
          .from(documentGroups)
          .where(eq(documentGroups.formGroupId, id))
          .limit(1);
        if (used) throw conflict([formGroupInUseMessage]);
        await tx
          .update(locations)
          .set({
            formGroupIds: sql`array_remove(${locations.formGroupIds}, ${id}::uuid)`,
            staffFormGroupIds: sql`array_remove(${locations.staffFormGroupIds}, ${id}::uuid)`,
          })
          .where(
            sql`${id}::uuid = any(${locations.formGroupIds}) or ${id}::uuid = any(${locations.staffFormGroupIds})`,
          );
        await tx.delete(formGroups).where(eq(formGroups.id, id));
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/core/FormGroups',
    {
      schema: {
        tags,
        security,
        summary: 'A page of form groups, by name',
        description:
          "With ?eocId, only the groups the episode's location offers to staff (its staffFormGroupIds) when it names them.",
        querystring: coreFormsEocQuerySchema,
        body: coreFormsPageBodySchema,
        response: {
          200: pagedReplySchema(coreFormsFormGroupSchema),
          400: errorReplySchema,
          401: errorReplySchema,
          404: errorReplySchema,
        },
      },
    },
    async (request) => {
      const offered = request.query.eocId
        ? (await offeredInEpisode(db, request.query.eocId)).formGroupIds
        : null;
      const where = offered ? inArray(formGroups.id, offered) : undefined;
      const { limit, offset } = pageWindow(request.body);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(formGroups)
          .where(where)
          .orderBy(asc(formGroups.name), asc(formGroups.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(formGroups).where(where),
      ]);
      return pagedReply(await toFormGroups(db, rows), total?.value ?? 0, request.body);
    },
  );

  app.put(
    '/api/core/FormGroups',
    {
      schema: {
        tags,
        security,
        summary: 'Creates a form group',
        body: coreFormsFormGroupCreateSchema,
        response: { 201: coreFormsFormGroupSchema, 400: errorReplySchema, 401: errorReplySchema },
      },
    },
    async (request, reply) => {
      const id = await db.transaction(async (tx) => {
        const formIds = await checkedFormIds(tx, request.body.formIds);
        const [row] = await tx.insert(formGroups).values({ name: request.body.name, formIds }).returning();
        if (!row) throw new Error('form group not inserted');
        return row.id;
      });
      return reply.status(201).send(await readFormGroup(db, id));
    },
  );
}
