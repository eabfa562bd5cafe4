import {
  coreReferenceListQuerySchema,
  coreReferenceStaffUserCreateSchema,
  coreReferenceStaffUserPatchSchema,
  coreReferenceStaffUserSchema,
  errorReplySchema,
  idParamsSchema,
  pagedReplySchema,
} from '@clinic/api-contract';
import { hash } from '@node-rs/argon2';
import { and, asc, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { AppInstance } from '../../../../app/appInstance';
import { badRequest, notFound } from '../../../../app/httpError';
import { sessionCache } from '../../../../auth/sessionCache';
import { sessions, staffUsers } from '../../../../db/schema';
import { conflictOnDuplicate } from '../shared/conflictOnDuplicate';
import { escapeLike } from '../shared/escapeLike';
import { pagedReply, pageWindow } from '../shared/paging';
import { rejectEmptyPatch } from '../shared/rejectEmptyPatch';
import { requireTechStaff } from '../shared/requireTechStaff';
import { bearerSecurity, techStaffErrorReplies } from '../shared/routeSchemaParts';
import { toStaffUserDto } from './toStaffUserDto';

const tags = ['core: settings'];
export const staffUserExistsMessage = 'A staff user with this e-mail already exists.';
export const selfLockoutMessage = 'You cannot remove your own tech staff role or disable your own account.';
export const ownPasswordMessage = 'To change your own password, use Change password in your user menu.';
const staffUserPageSchema = pagedReplySchema(coreReferenceStaffUserSchema).meta({
  id: 'CoreReferenceStaffUserPage',
});

/** Staff accounts, managed by tech staff. */
export async function staffUsersRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.get(
    '/api/core/StaffUsers',
    {
      schema: {
        tags,
        summary: 'Staff users, paged, by name (tech staff)',
        security: bearerSecurity,
        querystring: coreReferenceListQuerySchema,
        response: { 200: staffUserPageSchema, ...techStaffErrorReplies },
      },
    },
    async (request) => {
      requireTechStaff(request);
      const query = request.query;
      const pattern = query.searchPhrase ? `%${escapeLike(query.searchPhrase)}%` : undefined;
      const where = pattern
        ? or(
            ilike(staffUsers.email, pattern),
            ilike(staffUsers.firstName, pattern),
            ilike(staffUsers.lastName, pattern),
          )
        : undefined;
      const { limit, offset } = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(staffUsers)
          .where(where)
          .orderBy(asc(staffUsers.lastName), asc(staffUsers.firstName), asc(staffUsers.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(staffUsers).where(where),
      ]);
      return pagedReply(rows.map(toStaffUserDto), total?.n ?? 0, query);
    },
  );

  app.put(
    '/api/core/StaffUsers',
    {
      schema: {
        tags,
        summary: 'Creates a staff user with a password of at least 10 characters (tech staff)',
        security: bearerSecurity,
        body: coreReferenceStaffUserCreateSchema,
        response: { 201: coreReferenceStaffUserSchema, 409: errorReplySchema, ...techStaffErrorReplies },
      },
    },
    async (request, reply) => {
      requireTechStaff(request);
      const { password, ...fields } = request.body;
      // @node-rs/argon2 hashes with argon2id by default.
      const passwordHash = await hash(password);
      const [row] = await conflictOnDuplicate(
        () =>
          db
            .insert(staffUsers)
            .values({ ...fields, passwordHash })
            .returning(),
        staffUserExistsMessage,
      );
      if (!row) throw new Error('staff user insert returned nothing');
      return reply.status(201).send(toStaffUserDto(row));
    },
  );

  app.patch(
    '/api/core/StaffUsers/:id',
    {
      schema: {
        tags,
        summary:
          'Changes a staff user’s roles, advanced options, DoseSpot access or password, or disables them (tech staff)',
        description:
          'Disabling or setting a new password ends the user’s sessions. Nobody may take tech staff away from themselves or set their own password here (Auth/ChangePassword asks for the current one).',
        security: bearerSecurity,
        params: idParamsSchema,
        body: coreReferenceStaffUserPatchSchema,
        response: { 200: coreReferenceStaffUserSchema, ...techStaffErrorReplies },
      },
    },
    async (request) => {
      const me = requireTechStaff(request);
      rejectEmptyPatch(request.body);
      const { disabled, password, ...flags } = request.body;
      const { id } = request.params;
      if (
        id === me.staffUserId &&
        (disabled === true || (flags.roles && !flags.roles.includes('techStaff')))
      ) {
        throw badRequest([selfLockoutMessage]);
      }
      if (id === me.staffUserId && password !== undefined) throw badRequest([ownPasswordMessage]);
      // Hashed before the transaction: argon2 takes tens of milliseconds.
      const passwordHash = password === undefined ? undefined : await hash(password);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(staffUsers)
          .set({
            ...flags,
            ...(passwordHash === undefined ? {} : { passwordHash }),
            ...(disabled === undefined
              ? {}
              : { disabledAt: disabled ? sql`coalesce(${staffUsers.disabledAt}, now())` : null }),
          })
          .where(eq(staffUsers.id, id))
          .returning();
        if (!row) throw notFound();
        if (disabled || passwordHash !== undefined) {
          sessionCache.clear();
          await tx
            .update(sessions)
            .set({ revokedAt: sql`now()` })
            .where(and(eq(sessions.staffUserId, id), isNull(sessions.revokedAt)));
        }
        return toStaffUserDto(row);
      });
    },
  );
}
