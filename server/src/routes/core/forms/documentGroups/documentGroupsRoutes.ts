import {
  coreFormsDocumentGroupCreateSchema,
  coreFormsDocumentGroupPatchSchema,
  coreFormsDocumentGroupResultsIdsSchema,
  coreFormsDocumentGroupSchema,
  coreFormsEpisodePatientParamsSchema,
  coreFormsIdsBodySchema,
  coreFormsPageBodySchema,
  idParamsSchema,
  pagedReplySchema,
} from '@clinic/api-contract';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { conflict } from '../../../../app/httpError';
import { recordAudit } from '../../../../audit/recordAudit';
import { staffOf } from '../../../../auth/authenticate';
import type { Transaction } from '../../../../db/database';
import { documentGroups, documents } from '../../../../db/schema';
import { createDocumentGroup } from '../../../../documents/createDocumentGroup';
import { loadEpisode } from '../../../../documents/loadEpisode';
import { documentCaller } from '../../../../documents/pipeline/documentCaller';
import { updateDocumentRow } from '../../../../documents/saveDocument';
import { queueShareNotices } from '../../../../documents/shareNotice/shareNoticeJob';
import { pagedReply, pageWindow } from '../../reference/shared/paging';
import { changeErrors as errors, security } from '../routeSchemaParts';
import { staffActor } from '../staffActor';
import {
  loadDocumentGroup,
  readDocumentGroup,
  readDocumentGroups,
  toDocumentGroupDtos,
} from './readDocumentGroups';

const tags = ['core: document groups'];

export const deleteCompletedGroupMessage =
  'This document group has completed documents and cannot be deleted. Revert them to draft first.';

/** Who touched which patient's document groups, recorded in the same transaction. */
export async function auditGroups(
  tx: Transaction,
  request: FastifyRequest,
  action: string,
  groups: ReadonlyArray<{ id: string; patientId: string }>,
): Promise<void> {
  for (const group of groups) {
    await recordAudit(tx, request, {
      action,
      resource: 'DocumentGroup',
      resourceId: group.id,
      patientId: group.patientId,
    });
  }
}

/** The live member documents of a group, locked for a change that touches them all. */
function lockMembers(tx: Transaction, groupId: string) {
  return tx
    .select()
    .from(documents)
    .where(and(eq(documents.documentGroupId, groupId), isNull(documents.deletedAt)))
    .for('update');
}

/** api/core/DocumentGroups (forms.md section 7): documents filled together from a form group. */
export async function documentGroupsRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.get(
    '/api/core/DocumentGroups/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A document group with its documents',
        params: idParamsSchema,
        response: { 200: coreFormsDocumentGroupSchema, ...errors },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const group = await readDocumentGroup(tx, request.params.id);
        await auditGroups(tx, request, 'read', [group]);
        return group;
      }),
  );

  app.patch(
    '/api/core/DocumentGroups/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Changes the effective date (also of its draft documents) or the portal sharing of a group',
        params: idParamsSchema,
        body: coreFormsDocumentGroupPatchSchema,
        response: { 200: coreFormsDocumentGroupSchema, ...errors },
      },
    },
    async (request) => {
      const { effectiveDate, sharedWithPortal } = request.body;
      const { staffUserId } = staffOf(request);
      const changed = await db.transaction(async (tx) => {
        const group = await loadDocumentGroup(tx, request.params.id, { lock: true });
        if (sharedWithPortal && !group.sharedWithPortal) {
          // Told once, when the set becomes shared, with its change (a refused change rolls it back).
          await queueShareNotices(app.jobs, tx, { kind: 'group', id: group.id, patientId: group.patientId });
        }
        const sharing =
          sharedWithPortal === undefined
            ? {}
            : {
                sharedWithPortal,
                sharedAt: sharedWithPortal ? sql`now()` : null,
                sharedById: sharedWithPortal ? staffUserId : null,
              };
        await tx
          .update(documentGroups)
          .set({
            ...(effectiveDate === undefined ? {} : { effectiveDate }),
            ...sharing,
            updatedAt: sql`now()`,
          })
          .where(eq(documentGroups.id, group.id));
        for (const member of await lockMembers(tx, group.id)) {
          const datable = effectiveDate !== undefined && member.status === 'Draft';
          if (!datable && sharedWithPortal === undefined) continue;
          await updateDocumentRow(tx, member.id, { ...(datable ? { effectiveDate } : {}), ...sharing });
        }
        await auditGroups(tx, request, 'update', [group]);
        return readDocumentGroup(tx, group.id);
      });
      return changed;
    },
  );

  app.delete(
    '/api/core/DocumentGroups/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a document group and its draft documents (soft)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        const group = await loadDocumentGroup(tx, request.params.id, { lock: true });
        const members = await lockMembers(tx, group.id);
        if (members.some((member) => member.status === 'Completed'))
          throw conflict([deleteCompletedGroupMessage]);
        for (const member of members) await updateDocumentRow(tx, member.id, { deletedAt: sql`now()` });
        await tx
          .update(documentGroups)
          .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(documentGroups.id, group.id));
        await auditGroups(tx, request, 'delete', [group]);
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/core/DocumentGroups/ByEoc/:eocId/:patientId',
    {
      schema: {
        tags,
        security,
        summary: "A page of an episode's document groups, newest first",
        description: 'The second path parameter is the patient the episode belongs to (404 otherwise).',
        params: coreFormsEpisodePatientParamsSchema,
        body: coreFormsPageBodySchema,
        response: { 200: pagedReplySchema(coreFormsDocumentGroupSchema), ...errors },
      },
    },
    async (request) => {
      const { eocId, patientId } = request.params;
      return db.transaction(async (tx) => {
        await loadEpisode(tx, eocId, patientId);
        const where = and(eq(documentGroups.episodeOfCareId, eocId), isNull(documentGroups.deletedAt));
        const { limit, offset } = pageWindow(request.body);
        const rows = await tx
          .select()
          .from(documentGroups)
          .where(where)
          .orderBy(desc(documentGroups.createdAt), desc(documentGroups.id))
          .limit(limit)
          .offset(offset);
        const [total] = await tx.select({ value: count() }).from(documentGroups).where(where);
        await recordAudit(tx, request, {
          action: 'read',
          resource: 'EpisodeDocumentGroups',
          resourceId: eocId,
          patientId,
        });
        return pagedReply(await toDocumentGroupDtos(tx, rows), total?.value ?? 0, request.body);
      });
    },
  );

  app.put(
    '/api/core/DocumentGroups',
    {
      schema: {
        tags,
        security,
        summary: 'Creates a document group from a form group: one draft document per form, all together',
        body: coreFormsDocumentGroupCreateSchema,
        response: { 201: coreFormsDocumentGroupSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = staffActor(request);
      const dto = await db.transaction(async (tx) => {
        const group = await createDocumentGroup(tx, request.body, actor, documentCaller(request));
        await auditGroups(tx, request, 'create', [group]);
        return readDocumentGroup(tx, group.id);
      });
      return reply.status(201).send(dto);
    },
  );

  app.post(
    '/api/core/DocumentGroups/DocumentGroupsFromIds',
    {
      schema: {
        tags,
        security,
        summary: 'The document groups with these ids, in the order asked',
        body: coreFormsIdsBodySchema,
        response: { 200: z.array(coreFormsDocumentGroupSchema), ...errors },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const groups = await readDocumentGroups(tx, request.body.ids);
        await auditGroups(tx, request, 'read', groups);
        return groups;
      }),
  );

  app.post(
    '/api/core/DocumentGroups/DocumentGroupsResultsIds',
    {
      schema: {
        tags,
        security,
        summary: 'The ids of the documents (results) of each document group asked for',
        body: coreFormsIdsBodySchema,
        response: { 200: coreFormsDocumentGroupResultsIdsSchema, ...errors },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const groups = await readDocumentGroups(tx, request.body.ids);
        await auditGroups(tx, request, 'read', groups);
        return groups.map((group) => ({
          documentGroupId: group.id,
          documentIds: group.documents.map((document) => document.id),
        }));
      }),
  );
}
