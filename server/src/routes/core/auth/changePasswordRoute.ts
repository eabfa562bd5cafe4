import { errorReplySchema, staffChangePasswordBodySchema } from '@clinic/api-contract';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../app/appInstance';
import { HttpError } from '../../../app/httpError';
import { recordAudit } from '../../../audit/recordAudit';
import { staffOf } from '../../../auth/authenticate';
import { sessionCache } from '../../../auth/sessionCache';
import { sessions, staffUsers } from '../../../db/schema';

export const wrongCurrentPassword = 'The current password is incorrect.';

/**
 * A staff user changes their own password: the first administrator's comes from
 * STAFF_ADMIN_PASSWORD and a new user's from whoever created the account. Every other session of
 * the user ends, so a password someone else knew stops working everywhere at once.
 */
export async function changePasswordRoute(app: AppInstance): Promise<void> {
  app.post(
    '/api/core/Auth/ChangePassword',
    {
      // A stolen session must not be able to guess the current password quickly.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['core: auth'],
        summary: 'Changes the signed-in staff user’s password; ends their other sessions',
        security: [{ bearer: [] }],
        body: staffChangePasswordBodySchema,
        response: { 204: z.null(), 400: errorReplySchema, 401: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const db = app.deps.db;
      const { currentPassword, newPassword } = request.body;
      const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, staff.staffUserId));
      if (!user?.passwordHash || !(await verify(user.passwordHash, currentPassword))) {
        await recordAudit(db, request, {
          action: 'change-password',
          resource: 'StaffUser',
          resourceId: staff.staffUserId,
          outcome: 'denied',
        });
        throw new HttpError(400, [wrongCurrentPassword]);
      }
      const passwordHash = await hash(newPassword);
      await db.transaction(async (tx) => {
        await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, user.id));
        await tx
          .update(sessions)
          .set({ revokedAt: sql`now()` })
          .where(
            and(
              eq(sessions.staffUserId, user.id),
              ne(sessions.id, staff.sessionId),
              isNull(sessions.revokedAt),
            ),
          );
        await recordAudit(tx, request, {
          action: 'change-password',
          resource: 'StaffUser',
          resourceId: user.id,
        });
      });
      sessionCache.clear();
      return reply.status(204).send(null);
    },
  );
}
