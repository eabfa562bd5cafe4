import {
  coreReferenceListQuerySchema,
  coreReferencePortalLoginCreateSchema,
  coreReferencePortalLoginPatchSchema,
  coreReferencePortalLoginSchema,
  errorReplySchema,
  idParamsSchema,
  pagedReplySchema,
} from '@clinic/api-contract';
import { and, asc, count, eq, ilike, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { conflict, notFound } from '../../../../app/httpError';
import { recordAudit, recordListAudit } from '../../../../audit/recordAudit';
import type { Transaction } from '../../../../db/database';
import { patients, portalLoginPatients, portalLogins } from '../../../../db/schema';
import { conflictOnDuplicate } from '../shared/conflictOnDuplicate';
import { escapeLike } from '../shared/escapeLike';
import { assertIdsExist } from '../shared/missingIds';
import { pagedReply, pageWindow } from '../shared/paging';
import { rejectEmptyPatch } from '../shared/rejectEmptyPatch';
import { requireTechStaff } from '../shared/requireTechStaff';
import { bearerSecurity, techStaffErrorReplies } from '../shared/routeSchemaParts';
import { endPortalAccess } from './endPortalAccess';
import { withLinkedPatients } from './loadPortalLogins';

const tags = ['core: settings'];
export const portalLoginExistsMessage = 'A portal login with this e-mail already exists.';
const portalLoginPageSchema = pagedReplySchema(coreReferencePortalLoginSchema).meta({
  id: 'CoreReferencePortalLoginPage',
});
const errorReplies = { ...techStaffErrorReplies, 409: errorReplySchema };

async function linkPatients(tx: Transaction, loginId: string, patientIds: readonly string[]): Promise<void> {
  await assertIdsExist(tx, 'patientIds', { table: patients, id: patients.id }, patientIds);
  await tx.delete(portalLoginPatients).where(eq(portalLoginPatients.loginId, loginId));
  await tx
    .insert(portalLoginPatients)
    .values([...new Set(patientIds)].map((patientId) => ({ loginId, patientId })));
}

async function findByEmail(tx: Transaction, email: string) {
  const [row] = await tx.select().from(portalLogins).where(eq(portalLogins.email, email)).for('update');
  return row;
}

async function loginDto(tx: Transaction, login: typeof portalLogins.$inferSelect) {
  const [dto] = await withLinkedPatients(tx, [login]);
  if (!dto) throw notFound();
  return dto;
}

/** Portal logins for the settings screen (tech staff): who may sign in to the portal, for which patients. */
export async function portalLoginsRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;
  const liveLogin = (id: string) => and(eq(portalLogins.id, id), isNull(portalLogins.deletedAt));

  app.get(
    '/api/core/PortalLogins',
    {
      schema: {
        tags,
        summary: 'Portal logins, paged, by e-mail (tech staff)',
        security: bearerSecurity,
        querystring: coreReferenceListQuerySchema,
        response: { 200: portalLoginPageSchema, ...techStaffErrorReplies },
      },
    },
    async (request) => {
      requireTechStaff(request);
      const query = request.query;
      const where = and(
        isNull(portalLogins.deletedAt),
        query.searchPhrase ? ilike(portalLogins.email, `%${escapeLike(query.searchPhrase)}%`) : undefined,
      );
      const { limit, offset } = pageWindow(query);
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(portalLogins)
          .where(where)
          .orderBy(asc(portalLogins.email))
          .limit(limit)
          .offset(offset);
        const [total] = await tx.select({ n: count() }).from(portalLogins).where(where);
        const items = await withLinkedPatients(tx, rows);
        await recordListAudit(
          tx,
          request,
          { action: 'list', resource: 'PortalLogin' },
          items.flatMap((login) => login.patients.map((patient) => patient.id)),
        );
        return pagedReply(items, total?.n ?? 0, query);
      });
    },
  );

  app.put(
    '/api/core/PortalLogins',
    {
      schema: {
        tags,
        summary: 'Creates a portal login for one or more patients (tech staff)',
        description:
          'The e-mail of a deleted login may be used again: that login comes back with the new patients.',
        security: bearerSecurity,
        body: coreReferencePortalLoginCreateSchema,
        response: { 201: coreReferencePortalLoginSchema, ...errorReplies },
      },
    },
    async (request, reply) => {
      requireTechStaff(request);
      const { email, language, patientIds } = request.body;
      const created = await conflictOnDuplicate(
        () =>
          db.transaction(async (tx) => {
            const existing = await findByEmail(tx, email);
            if (existing && !existing.deletedAt) throw conflict([portalLoginExistsMessage]);
            const [login] = existing
              ? await tx
                  .update(portalLogins)
                  .set({ language, deletedAt: null })
                  .where(eq(portalLogins.id, existing.id))
                  .returning()
              : await tx.insert(portalLogins).values({ email, language }).returning();
            if (!login) throw new Error('portal login write returned nothing');
            await linkPatients(tx, login.id, patientIds);
            await recordAudit(tx, request, {
              action: 'create',
              resource: 'PortalLogin',
              resourceId: login.id,
            });
            return loginDto(tx, login);
          }),
        portalLoginExistsMessage,
      );
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/api/core/PortalLogins/:id',
    {
      schema: {
        tags,
        summary: 'Changes a portal login’s e-mail, language or patients (tech staff)',
        description: 'Sessions acting for a patient taken off the login end at once.',
        security: bearerSecurity,
        params: idParamsSchema,
        body: coreReferencePortalLoginPatchSchema,
        response: { 200: coreReferencePortalLoginSchema, ...errorReplies },
      },
    },
    async (request) => {
      requireTechStaff(request);
      rejectEmptyPatch(request.body);
      const { email, language, patientIds } = request.body;
      const update = () =>
        db.transaction(async (tx) => {
          const [current] = await tx
            .select()
            .from(portalLogins)
            .where(liveLogin(request.params.id))
            .for('update');
          if (!current) throw notFound();
          if (email && email !== current.email) {
            const other = await findByEmail(tx, email);
            if (other) throw conflict([portalLoginExistsMessage]);
          }
          const [login] = await tx
            .update(portalLogins)
            .set({ email: email ?? current.email, language: language ?? current.language })
            .where(eq(portalLogins.id, current.id))
            .returning();
          if (!login) throw notFound();
          if (patientIds) {
            await linkPatients(tx, login.id, patientIds);
            await endPortalAccess(tx, login.id, patientIds);
          }
          await recordAudit(tx, request, { action: 'update', resource: 'PortalLogin', resourceId: login.id });
          return loginDto(tx, login);
        });
      return conflictOnDuplicate(update, portalLoginExistsMessage);
    },
  );

  app.delete(
    '/api/core/PortalLogins/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a portal login (tech staff)',
        description: 'A soft delete (deletedAt is set); its sessions and unused sign-in links end at once.',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: z.null(), ...techStaffErrorReplies },
      },
    },
    async (request, reply) => {
      requireTechStaff(request);
      await db.transaction(async (tx) => {
        const [login] = await tx
          .update(portalLogins)
          .set({ deletedAt: new Date().toISOString() })
          .where(liveLogin(request.params.id))
          .returning({ id: portalLogins.id });
        if (!login) throw notFound();
        await endPortalAccess(tx, login.id);
        await recordAudit(tx, request, { action: 'delete', resource: 'PortalLogin', resourceId: login.id });
      });
      return reply.status(204).send(null);
    },
  );
}
