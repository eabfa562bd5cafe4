import {
  coreFormsCategoryParamsSchema,
  coreFormsEocQuerySchema,
  coreFormsFormCreateSchema,
  coreFormsFormListBodySchema,
  coreFormsFormPatchSchema,
  coreFormsFormSchema,
  coreFormsFormSummarySchema,
  coreFormsLastEditTimeSchema,
  coreFormsVersionSummarySchema,
  errorReplySchema,
  idParamsSchema,
  pagedReplySchema,
} from '@clinic/api-contract';
import { and, asc, count, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { badRequest } from '../../../../app/httpError';
import { staffOf } from '../../../../auth/authenticate';
import { forms, formVersions } from '../../../../db/schema';
import { isoInstant } from '../../../../documents/isoInstant';
import { pagedReply, pageWindow } from '../../reference/shared/paging';
import { checkedContent } from '../content/checkedContent';
import { security } from '../routeSchemaParts';
import { listVersionSummaries } from '../versions/toVersionDto';
import { loadForm, loadFormDto, toFormSummary } from './loadFormDto';
import { offeredInEpisode } from './offeredInEpisode';

const tags = ['core: forms'];

/** api/core/Forms (forms.md section 7): the form library. */
export async function formsRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.get(
    '/api/core/Forms/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A form with the content of its official version',
        params: idParamsSchema,
        response: { 200: coreFormsFormSchema, 401: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => loadFormDto(db, request.params.id),
  );

  app.get(
    '/api/core/Forms/:id/Versions',
    {
      schema: {
        tags,
        security,
        summary: "The form's versions, newest first (without content)",
        params: idParamsSchema,
        response: {
          200: z.array(coreFormsVersionSummarySchema),
          401: errorReplySchema,
          404: errorReplySchema,
        },
      },
    },
    async (request) => {
      const form = await loadForm(db, request.params.id);
      return listVersionSummaries(db, form);
    },
  );

  app.patch(
    '/api/core/Forms/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Changes form settings, or makes another of its versions official',
        params: idParamsSchema,
        body: coreFormsFormPatchSchema,
        response: {
          200: coreFormsFormSchema,
          400: errorReplySchema,
          401: errorReplySchema,
          404: errorReplySchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const patch = request.body;
      await db.transaction(async (tx) => {
        await loadForm(tx, id, { lock: true });
        if (patch.currentVersionId) {
          const [version] = await tx
            .select({ id: formVersions.id })
            .from(formVersions)
            .where(and(eq(formVersions.id, patch.currentVersionId), eq(formVersions.formId, id)));
          if (!version) throw badRequest(["The official version must be one of this form's versions."]);
        }
        await tx
          .update(forms)
          .set({ ...patch, updatedAt: sql`now()` })
          .where(eq(forms.id, id));
      });
      return loadFormDto(db, id);
    },
  );

  app.delete(
    '/api/core/Forms/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a form (soft: its documents keep it)',
        params: idParamsSchema,
        response: { 204: z.null(), 401: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        await loadForm(tx, request.params.id, { lock: true });
        await tx
          .update(forms)
          .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(forms.id, request.params.id));
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/core/Forms/:category',
    {
      schema: {
        tags,
        security,
        summary: 'A page of the forms of a category, by name',
        description:
          "With ?eocId, only the forms the episode's location offers to staff (its staffFormIds) when it names them.",
        params: coreFormsCategoryParamsSchema,
        querystring: coreFormsEocQuerySchema,
        body: coreFormsFormListBodySchema,
        response: {
          200: pagedReplySchema(coreFormsFormSummarySchema),
          400: errorReplySchema,
          401: errorReplySchema,
          404: errorReplySchema,
        },
      },
    },
    async (request) => {
      const page = request.body;
      const offered = request.query.eocId ? (await offeredInEpisode(db, request.query.eocId)).formIds : null;
      const where = and(
        isNull(forms.deletedAt),
        eq(forms.category, request.params.category),
        offered ? inArray(forms.id, offered) : undefined,
        page.searchPhrase ? ilike(forms.name, `%${escapeLike(page.searchPhrase)}%`) : undefined,
      );
      const { limit, offset } = pageWindow(page);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(forms)
          .where(where)
          .orderBy(asc(forms.name), asc(forms.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(forms).where(where),
      ]);
      return pagedReply(rows.map(toFormSummary), total?.value ?? 0, page);
    },
  );

  app.put(
    '/api/core/Forms',
    {
      schema: {
        tags,
        security,
        summary: 'Creates a form with its first version, which becomes official',
        body: coreFormsFormCreateSchema,
        response: {
          201: coreFormsFormSchema,
          400: errorReplySchema,
          401: errorReplySchema,
          403: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const { content: json, versionName, ...settings } = request.body;
      const content = checkedContent(json, staffOf(request), null);
      const id = await db.transaction(async (tx) => {
        const [form] = await tx
          .insert(forms)
          .values({ ...settings, lastEditTime: sql`now()` })
          .returning({ id: forms.id });
        if (!form) throw new Error('form not inserted');
        const [version] = await tx
          .insert(formVersions)
          .values({ formId: form.id, name: versionName, content })
          .returning({ id: formVersions.id });
        if (!version) throw new Error('version not inserted');
        await tx.update(forms).set({ currentVersionId: version.id }).where(eq(forms.id, form.id));
        return form.id;
      });
      return reply.status(201).send(await loadFormDto(db, id));
    },
  );

  app.patch(
    '/api/core/Forms/:id/last-edit-time',
    {
      schema: {
        tags,
        security,
        summary: 'Marks the form as edited now',
        description: 'The builder calls it while a form is being edited; no body is needed.',
        params: idParamsSchema,
        response: { 200: coreFormsLastEditTimeSchema, 401: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => {
      await loadForm(db, request.params.id);
      const [row] = await db
        .update(forms)
        .set({ lastEditTime: sql`now()` })
        .where(eq(forms.id, request.params.id))
        .returning({ id: forms.id, lastEditTime: forms.lastEditTime });
      return {
        id: request.params.id,
        lastEditTime: isoInstant(row?.lastEditTime ?? new Date().toISOString()),
      };
    },
  );
}

/** A search phrase matched literally: % and _ are not wildcards for the user. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
