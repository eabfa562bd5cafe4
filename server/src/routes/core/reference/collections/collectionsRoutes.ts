import {
  coreReferenceCollectionCreateSchema,
  coreReferenceCollectionNameParamsSchema,
  coreReferenceCollectionNamesSchema,
  coreReferenceCollectionPatchSchema,
  coreReferenceCollectionSchema,
  coreReferenceListQuerySchema,
  errorReplySchema,
  idParamsSchema,
  pagedReplySchema,
} from '@clinic/api-contract';
import { asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { forbidden, notFound } from '../../../../app/httpError';
import { staffOf } from '../../../../auth/authenticate';
import { mayUseAdvancedOptions } from '../../../../auth/principals';
import { collections } from '../../../../db/schema';
import { conflictOnDuplicate } from '../shared/conflictOnDuplicate';
import { escapeLike } from '../shared/escapeLike';
import { pagedReply, pageWindow } from '../shared/paging';
import { rejectEmptyPatch } from '../shared/rejectEmptyPatch';
import { bearerSecurity, staffErrorReplies } from '../shared/routeSchemaParts';
import { toCollectionDto } from './toCollectionDto';

const tags = ['core: collections'];
export const collectionExistsMessage = 'A collection with this name already exists.';
export const collectionsEditorsOnlyMessage =
  'Only tech staff or users with advanced options may change collections.';
const collectionPageSchema = pagedReplySchema(coreReferenceCollectionSchema).meta({
  id: 'CoreReferenceCollectionPage',
});
const editErrorReplies = { ...staffErrorReplies, 403: errorReplySchema, 409: errorReplySchema };

/** Collections feed form options as {{collections.name}}: editing them is an advanced option. */
function requireCollectionEditor(request: FastifyRequest): void {
  if (!mayUseAdvancedOptions(staffOf(request))) throw forbidden([collectionsEditorsOnlyMessage]);
}

/** api/core/Collections (forms.md section 7). */
export async function collectionsRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.post(
    '/api/core/Collections',
    {
      schema: {
        tags,
        summary: 'The collections, paged, by name',
        security: bearerSecurity,
        body: coreReferenceListQuerySchema,
        response: { 200: collectionPageSchema, ...staffErrorReplies },
      },
    },
    async (request) => {
      const query = request.body;
      const where = query.searchPhrase
        ? ilike(collections.name, `%${escapeLike(query.searchPhrase)}%`)
        : undefined;
      const { limit, offset } = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db.select().from(collections).where(where).orderBy(asc(collections.name)).limit(limit).offset(offset),
        db.select({ n: count() }).from(collections).where(where),
      ]);
      return pagedReply(rows.map(toCollectionDto), total?.n ?? 0, query);
    },
  );

  app.get(
    '/api/core/Collections/Find/:name',
    {
      schema: {
        tags,
        summary: 'The collection of that name (as referenced by {{collections.name}})',
        security: bearerSecurity,
        params: coreReferenceCollectionNameParamsSchema,
        response: { 200: coreReferenceCollectionSchema, ...staffErrorReplies },
      },
    },
    async (request) => {
      const [row] = await db.select().from(collections).where(eq(collections.name, request.params.name));
      if (!row) throw notFound();
      return toCollectionDto(row);
    },
  );

  app.get(
    '/api/core/Collections/AllNames',
    {
      schema: {
        tags,
        summary: 'Every collection name, sorted',
        security: bearerSecurity,
        response: { 200: coreReferenceCollectionNamesSchema, ...staffErrorReplies },
      },
    },
    async () => {
      const rows = await db
        .select({ name: collections.name })
        .from(collections)
        .orderBy(asc(collections.name));
      return rows.map((row) => row.name);
    },
  );

  app.put(
    '/api/core/Collections',
    {
      schema: {
        tags,
        summary: 'Creates a collection (tech staff or advanced options)',
        security: bearerSecurity,
        body: coreReferenceCollectionCreateSchema,
        response: { 201: coreReferenceCollectionSchema, ...editErrorReplies },
      },
    },
    async (request, reply) => {
      requireCollectionEditor(request);
      const [row] = await conflictOnDuplicate(
        () => db.insert(collections).values(request.body).returning(),
        collectionExistsMessage,
      );
      if (!row) throw new Error('collection insert returned nothing');
      return reply.status(201).send(toCollectionDto(row));
    },
  );

  app.patch(
    '/api/core/Collections/:id',
    {
      schema: {
        tags,
        summary: 'Renames a collection or replaces its items (tech staff or advanced options)',
        security: bearerSecurity,
        params: idParamsSchema,
        body: coreReferenceCollectionPatchSchema,
        response: { 200: coreReferenceCollectionSchema, ...editErrorReplies },
      },
    },
    async (request) => {
      requireCollectionEditor(request);
      rejectEmptyPatch(request.body);
      const [row] = await conflictOnDuplicate(
        () =>
          db
            .update(collections)
            .set({ ...request.body, updatedAt: sql`now()` })
            .where(eq(collections.id, request.params.id))
            .returning(),
        collectionExistsMessage,
      );
      if (!row) throw notFound();
      return toCollectionDto(row);
    },
  );

  app.delete(
    '/api/core/Collections/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a collection (tech staff or advanced options)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: z.null(), ...editErrorReplies },
      },
    },
    async (request, reply) => {
      requireCollectionEditor(request);
      const [row] = await db
        .delete(collections)
        .where(eq(collections.id, request.params.id))
        .returning({ id: collections.id });
      if (!row) throw notFound();
      return reply.status(204).send(null);
    },
  );
}
