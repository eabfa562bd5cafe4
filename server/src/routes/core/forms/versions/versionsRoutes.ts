import {
  coreFormsFormIdParamsSchema,
  coreFormsPageBodySchema,
  coreFormsVersionCreateSchema,
  coreFormsVersionDependenciesSchema,
  coreFormsVersionPatchSchema,
  coreFormsVersionSaveReplySchema,
  coreFormsVersionSchema,
  coreFormsVersionSummarySchema,
  errorReplySchema,
  idParamsSchema,
  pagedReplySchema,
} from '@clinic/api-contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { conflict } from '../../../../app/httpError';
import { staffOf } from '../../../../auth/authenticate';
import { documents, formVersions, patientRequestDocuments } from '../../../../db/schema';
import { loadFormContentOrThrow } from '../../../../documents/loadFormContentOrThrow';
import { pagedReply, pageWindow } from '../../reference/shared/paging';
import { checkedContent } from '../content/checkedContent';
import { loadForm } from '../forms/loadFormDto';
import { security } from '../routeSchemaParts';
import { saveVersion, touchForm } from './saveVersion';
import { loadVersion, toVersionDto, toVersionSummary } from './toVersionDto';

const tags = ['core: forms'];

export const versionInUseMessage = 'This version has documents filled on it and cannot be deleted.';
export const officialVersionMessage =
  "This is the form's official version. Make another version official before deleting it.";

/** api/core/Versions (forms.md section 7): the versions of a form's content. */
export async function versionsRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.get(
    '/api/core/Versions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A form version with its content',
        params: idParamsSchema,
        response: { 200: coreFormsVersionSchema, 401: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => {
      const { version, form } = await loadVersion(db, request.params.id);
      return toVersionDto(version, form);
    },
  );

  app.patch(
    '/api/core/Versions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Saves a version: in place, or as a new official version when it has results',
        description:
          'A version with documents (hasResults) whose content changes is kept for them; the change becomes a new version, selected and official. Content is checked with forms-core.',
        params: idParamsSchema,
        body: coreFormsVersionPatchSchema,
        response: {
          200: coreFormsVersionSaveReplySchema,
          400: errorReplySchema,
          401: errorReplySchema,
          403: errorReplySchema,
          404: errorReplySchema,
        },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return db.transaction((tx) => saveVersion(tx, request.params.id, request.body, staff));
    },
  );

  app.delete(
    '/api/core/Versions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a version no document uses and that is not official',
        params: idParamsSchema,
        response: { 204: z.null(), 401: errorReplySchema, 404: errorReplySchema, 409: errorReplySchema },
      },
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        const { version, form } = await loadVersion(tx, request.params.id, { lock: true });
        if (form.currentVersionId === version.id) throw conflict([officialVersionMessage]);
        const [used] = await tx
          .select({ id: documents.id })
          .from(documents)
          .where(eq(documents.versionId, version.id))
          .limit(1);
        const [requested] = await tx
          .select({ id: patientRequestDocuments.id })
          .from(patientRequestDocuments)
          .where(eq(patientRequestDocuments.versionId, version.id))
          .limit(1);
        if (version.hasResults || used || requested) throw conflict([versionInUseMessage]);
        await tx.delete(formVersions).where(eq(formVersions.id, version.id));
      });
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/core/Versions/:id/dependencies',
    {
      schema: {
        tags,
        security,
        summary: "Replaces a version's dependencies (what its content refers to)",
        params: idParamsSchema,
        body: coreFormsVersionDependenciesSchema,
        response: {
          200: coreFormsVersionSchema,
          400: errorReplySchema,
          401: errorReplySchema,
          404: errorReplySchema,
        },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const { form } = await loadVersion(tx, request.params.id, { lock: true });
        const [updated] = await tx
          .update(formVersions)
          .set({ dependencies: request.body.dependencies, updatedAt: sql`now()` })
          .where(eq(formVersions.id, request.params.id))
          .returning();
        if (!updated) throw new Error('version vanished while locked');
        return toVersionDto(updated, form);
      }),
  );

  app.post(
    '/api/core/Versions/:formId',
    {
      schema: {
        tags,
        security,
        summary: "A page of a form's versions, newest first (without content)",
        params: coreFormsFormIdParamsSchema,
        body: coreFormsPageBodySchema,
        response: {
          200: pagedReplySchema(coreFormsVersionSummarySchema),
          400: errorReplySchema,
          401: errorReplySchema,
          404: errorReplySchema,
        },
      },
    },
    async (request) => {
      const form = await loadForm(db, request.params.formId);
      const where = eq(formVersions.formId, form.id);
      const { limit, offset } = pageWindow(request.body);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(formVersions)
          .where(where)
          .orderBy(desc(formVersions.createdAt), desc(formVersions.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(formVersions).where(where),
      ]);
      return pagedReply(
        rows.map((row) => toVersionSummary(row, form)),
        total?.value ?? 0,
        request.body,
      );
    },
  );

  app.put(
    '/api/core/Versions',
    {
      schema: {
        tags,
        security,
        summary: 'Creates a version of a form (official at once unless makeCurrent is false)',
        body: coreFormsVersionCreateSchema,
        response: {
          201: coreFormsVersionSchema,
          400: errorReplySchema,
          401: errorReplySchema,
          403: errorReplySchema,
          404: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const { formId, name, dependencies, makeCurrent } = request.body;
      const dto = await db.transaction(async (tx) => {
        const form = await loadForm(tx, formId, { lock: true });
        // Components copied unchanged from the official version keep what tech staff wrote in them.
        const official = form.currentVersionId ? await loadVersion(tx, form.currentVersionId) : undefined;
        const previous = official
          ? loadFormContentOrThrow(official.version.content, official.version.id)
          : null;
        const content = checkedContent(request.body.content, staff, previous);
        const [created] = await tx
          .insert(formVersions)
          .values({ formId, name, content, dependencies })
          .returning();
        if (!created) throw new Error('version not inserted');
        const touched = await touchForm(tx, formId, makeCurrent ? created.id : undefined);
        return toVersionDto(created, touched ?? form);
      });
      return reply.status(201).send(dto);
    },
  );
}
