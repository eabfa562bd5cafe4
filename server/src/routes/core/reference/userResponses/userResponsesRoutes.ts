import {
  coreReferenceUserResponseCreateSchema,
  coreReferenceUserResponseListSchema,
  coreReferenceUserResponseParamsSchema,
  idParamsSchema,
} from '@clinic/api-contract';
import { addSavedResponse } from '@clinic/forms-core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { notFound } from '../../../../app/httpError';
import { staffOf } from '../../../../auth/authenticate';
import type { Queryable } from '../../../../db/database';
import { forms, userResponses } from '../../../../db/schema';
import { advisoryXactLock } from '../shared/advisoryLock';
import { assertIdsExist } from '../shared/missingIds';
import { bearerSecurity, staffErrorReplies } from '../shared/routeSchemaParts';

const tags = ['core: user responses'];

interface Scope {
  staffUserId: string;
  formId: string;
  componentId: string;
}

/** The signed-in user's saved responses for one component of one form, oldest first. */
async function listResponses(db: Queryable, scope: Scope) {
  return db
    .select({ id: userResponses.id, response: userResponses.response })
    .from(userResponses)
    .where(
      and(
        eq(userResponses.staffUserId, scope.staffUserId),
        eq(userResponses.formId, scope.formId),
        eq(userResponses.componentId, scope.componentId),
      ),
    )
    .orderBy(asc(userResponses.createdAt), asc(userResponses.id));
}

/** api/core/UserResponses: each staff user's own saved-response menu per form component. */
export async function userResponsesRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.put(
    '/api/core/UserResponses',
    {
      schema: {
        tags,
        summary: 'Saves a response to the signed-in user’s menu; answers the menu',
        description:
          'Stored trimmed, and only if it is not blank and not already listed (compared after trimming).',
        security: bearerSecurity,
        body: coreReferenceUserResponseCreateSchema,
        response: { 200: coreReferenceUserResponseListSchema, ...staffErrorReplies },
      },
    },
    async (request) => {
      const scope = { staffUserId: staffOf(request).staffUserId, ...request.body };
      return db.transaction(async (tx) => {
        await assertIdsExist(tx, 'formId', { table: forms, id: forms.id, where: isNull(forms.deletedAt) }, [
          scope.formId,
        ]);
        // Two saves of the same text at once must not both pass the "already listed" check.
        await advisoryXactLock(
          tx,
          `user-responses:${scope.staffUserId}:${scope.formId}:${scope.componentId}`,
        );
        const current = await listResponses(tx, scope);
        const listed = current.map((row) => row.response);
        const next = addSavedResponse(listed, request.body.response);
        if (next === listed) return current;
        const response = next[next.length - 1] ?? '';
        await tx.insert(userResponses).values({ ...scope, response });
        return listResponses(tx, scope);
      });
    },
  );

  app.get(
    '/api/core/UserResponses/:formId/:componentId',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s saved responses for a form component',
        security: bearerSecurity,
        params: coreReferenceUserResponseParamsSchema,
        response: { 200: coreReferenceUserResponseListSchema, ...staffErrorReplies },
      },
    },
    async (request) => listResponses(db, { staffUserId: staffOf(request).staffUserId, ...request.params }),
  );

  app.delete(
    '/api/core/UserResponses/:id',
    {
      schema: {
        tags,
        summary: 'Deletes one of the signed-in user’s saved responses',
        description: 'Another user’s response answers 404.',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: z.null(), ...staffErrorReplies },
      },
    },
    async (request, reply) => {
      const [row] = await db
        .delete(userResponses)
        .where(
          and(
            eq(userResponses.id, request.params.id),
            eq(userResponses.staffUserId, staffOf(request).staffUserId),
          ),
        )
        .returning({ id: userResponses.id });
      if (!row) throw notFound();
      return reply.status(204).send(null);
    },
  );
}
